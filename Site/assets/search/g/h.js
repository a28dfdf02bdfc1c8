BRIDGEKB_SHARD("g/h", {"key": "entry:navigation-and-interop-18-3",
"records": [
[22,"entry:navigation-and-interop-18-3@zh-Hans","decisionRule","navigation-and-interop","zh-Hans","外部链接",["十八、方案选择清单"],"zh-Hans/entries/navigation-and-interop-18-3.html",842,"","","Typed Intent + Policy Validation\nURL 直接改 Path",[],"",""]
],
"guides": {"navigation-and-interop": {"zh-Hans": "SwiftUI 导航与 UIKit 互操作：从路由状态、深链恢复到 Representable 生命周期"}},
"fold": ""});
