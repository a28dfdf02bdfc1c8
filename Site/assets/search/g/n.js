BRIDGEKB_SHARD("g/n", {"key": "entry:navigation-and-interop-18-9",
"records": [
[28,"entry:navigation-and-interop-18-9@zh-Hans","decisionRule","navigation-and-interop","zh-Hans","Delegate 回调",["十八、方案选择清单"],"zh-Hans/entries/navigation-and-interop-18-9.html",848,"","","Coordinator → Binding/Closure\nCoordinator 成为第二 Store",["Coordinator","Binding"],"",""]
],
"guides": {"navigation-and-interop": {"zh-Hans": "SwiftUI 导航与 UIKit 互操作：从路由状态、深链恢复到 Representable 生命周期"}},
"fold": ""});
