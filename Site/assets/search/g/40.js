BRIDGEKB_SHARD("g/40", {"key": "section:navigation-and-interop/2",
"records": [
[144,"section:navigation-and-interop/2@zh-Hans","section","navigation-and-interop","zh-Hans","二、统一心智模型：导航和桥接都是状态适配",["二、统一心智模型：导航和桥接都是状态适配"],"zh-Hans/guides/navigation-and-interop.html#2",44,"","","",["updateUIView"],"这条链路有两个关键约束：\n单向输入：状态生成 SwiftUI 描述，再把必要配置同步到 UIKit；\n事件输出：UIKit 不直接修改另一套隐藏状态，而是输出 Intent，交回 Owner 决策。\n若 Delegate 回调直接 Push UIKit 页面，同时又修改 SwiftUI Path，或者 updateUIView 每次都触发会再次回调的命令，就会形成双写和环路。","section:navigation-and-interop/2"]
],
"guides": {"navigation-and-interop": {"zh-Hans": "SwiftUI 导航与 UIKit 互操作：从路由状态、深链恢复到 Representable 生命周期"}},
"fold": ""});
