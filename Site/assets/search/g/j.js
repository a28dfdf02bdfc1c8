BRIDGEKB_SHARD("g/j", {"key": "entry:navigation-and-interop-18-5",
"records": [
[24,"entry:navigation-and-interop-18-5@zh-Hans","decisionRule","navigation-and-interop","zh-Hans","恢复",["十八、方案选择清单"],"zh-Hans/entries/navigation-and-interop-18-5.html",844,"","","Versioned Codable Snapshot\n序列化整个对象图",["Codable"],"",""]
],
"guides": {"navigation-and-interop": {"zh-Hans": "SwiftUI 导航与 UIKit 互操作：从路由状态、深链恢复到 Representable 生命周期"}},
"fold": ""});
