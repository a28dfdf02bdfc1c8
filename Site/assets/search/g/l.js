BRIDGEKB_SHARD("g/l", {"key": "entry:navigation-and-interop-18-7",
"records": [
[26,"entry:navigation-and-interop-18-7@zh-Hans","decisionRule","navigation-and-interop","zh-Hans","完整 UIKit 页面/流程",["十八、方案选择清单"],"zh-Hans/entries/navigation-and-interop-18-7.html",846,"","","`UIViewControllerRepresentable`\n双方同时控制内部导航",["UIViewControllerRepresentable"],"",""]
],
"guides": {"navigation-and-interop": {"zh-Hans": "SwiftUI 导航与 UIKit 互操作：从路由状态、深链恢复到 Representable 生命周期"}},
"fold": ""});
