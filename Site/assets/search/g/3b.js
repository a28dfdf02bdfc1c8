BRIDGEKB_SHARD("g/3b", {"key": "section:navigation-and-interop/14-2",
"records": [
[189,"section:navigation-and-interop/14-2@zh-Hans","section","navigation-and-interop","zh-Hans","14.2 SwiftUI App 中包装 UIKit Feature",["十四、渐进式迁移的三种边界","14.2 SwiftUI App 中包装 UIKit Feature"],"zh-Hans/guides/navigation-and-interop.html#14-2",593,"","","",["UIViewControllerRepresentable"],"用 UIViewControllerRepresentable 把完整旧模块作为一个 Destination 或 Sheet。适合 App Shell 已迁移，但地图、编辑器或复杂业务仍在 UIKit 的阶段。","section:navigation-and-interop/14"]
],
"guides": {"navigation-and-interop": {"zh-Hans": "SwiftUI 导航与 UIKit 互操作：从路由状态、深链恢复到 Representable 生命周期"}},
"fold": ""});
