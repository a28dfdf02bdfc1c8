BRIDGEKB_SHARD("g/m", {"key": "entry:navigation-and-interop-18-8",
"records": [
[27,"entry:navigation-and-interop-18-8@zh-Hans","decisionRule","navigation-and-interop","zh-Hans","UIKit App 引入 SwiftUI",["十八、方案选择清单"],"zh-Hans/entries/navigation-and-interop-18-8.html",847,"","","`UIHostingController`\nSwiftUI 到处反查 UIKit Controller",["UIHostingController"],"",""]
],
"guides": {"navigation-and-interop": {"zh-Hans": "SwiftUI 导航与 UIKit 互操作：从路由状态、深链恢复到 Representable 生命周期"}},
"fold": ""});
