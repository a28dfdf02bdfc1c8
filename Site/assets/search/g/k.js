BRIDGEKB_SHARD("g/k", {"key": "entry:navigation-and-interop-18-6",
"records": [
[25,"entry:navigation-and-interop-18-6@zh-Hans","decisionRule","navigation-and-interop","zh-Hans","单个 UIKit 控件",["十八、方案选择清单"],"zh-Hans/entries/navigation-and-interop-18-6.html",845,"","","`UIViewRepresentable`\nUpdate 中重复副作用",["UIViewRepresentable"],"",""]
],
"guides": {"navigation-and-interop": {"zh-Hans": "SwiftUI 导航与 UIKit 互操作：从路由状态、深链恢复到 Representable 生命周期"}},
"fold": ""});
