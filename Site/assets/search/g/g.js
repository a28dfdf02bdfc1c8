BRIDGEKB_SHARD("g/g", {"key": "entry:navigation-and-interop-18-2",
"records": [
[21,"entry:navigation-and-interop-18-2@zh-Hans","decisionRule","navigation-and-interop","zh-Hans","跨模块异构栈",["十八、方案选择清单"],"zh-Hans/entries/navigation-and-interop-18-2.html",841,"","","`NavigationPath`\n无恢复/注册边界设计",["NavigationPath"],"",""]
],
"guides": {"navigation-and-interop": {"zh-Hans": "SwiftUI 导航与 UIKit 互操作：从路由状态、深链恢复到 Representable 生命周期"}},
"fold": ""});
