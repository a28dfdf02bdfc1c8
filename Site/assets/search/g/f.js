BRIDGEKB_SHARD("g/f", {"key": "entry:navigation-and-interop-18-1",
"records": [
[20,"entry:navigation-and-interop-18-1@zh-Hans","decisionRule","navigation-and-interop","zh-Hans","Feature 内同类型路由",["十八、方案选择清单"],"zh-Hans/entries/navigation-and-interop-18-1.html",840,"","","`[Route]` + Typed Destination\n用 `AnyHashable`/`AnyView` 隐藏模型",[],"",""]
],
"guides": {"navigation-and-interop": {"zh-Hans": "SwiftUI 导航与 UIKit 互操作：从路由状态、深链恢复到 Representable 生命周期"}},
"fold": ""});
