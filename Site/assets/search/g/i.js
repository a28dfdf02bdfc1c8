BRIDGEKB_SHARD("g/i", {"key": "entry:navigation-and-interop-18-4",
"records": [
[23,"entry:navigation-and-interop-18-4@zh-Hans","decisionRule","navigation-and-interop","zh-Hans","互斥模态",["十八、方案选择清单"],"zh-Hans/entries/navigation-and-interop-18-4.html",843,"","","Optional Identifiable Enum\n多 Boolean 同时为真",["Identifiable"],"",""]
],
"guides": {"navigation-and-interop": {"zh-Hans": "SwiftUI 导航与 UIKit 互操作：从路由状态、深链恢复到 Representable 生命周期"}},
"fold": ""});
