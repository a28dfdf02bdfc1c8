BRIDGEKB_SHARD("g/o", {"key": "entry:navigation-and-interop-3-3-1",
"records": [
[3,"entry:navigation-and-interop-3-3-1@zh-Hans","decisionRule","navigation-and-interop","zh-Hans","单个临时 Stack",["三、NavigationStack：导航层级是一份状态","3.3 Path 的 Owner 放在哪里"],"zh-Hans/entries/navigation-and-interop-3-3-1.html",104,"","View Identity 结束时路径结束","Root View 的 `@State`",["View","@State"],"",""]
],
"guides": {"navigation-and-interop": {"zh-Hans": "SwiftUI 导航与 UIKit 互操作：从路由状态、深链恢复到 Representable 生命周期"}},
"fold": ""});
