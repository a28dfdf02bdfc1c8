BRIDGEKB_SHARD("g/3c", {"key": "section:navigation-and-interop/14-3",
"records": [
[190,"section:navigation-and-interop/14-3@zh-Hans","section","navigation-and-interop","zh-Hans","14.3 同屏嵌入 UIKit View",["十四、渐进式迁移的三种边界","14.3 同屏嵌入 UIKit View"],"zh-Hans/guides/navigation-and-interop.html#14-3",597,"","","",["View","UIViewRepresentable"],"用 UIViewRepresentable 包装单个控件。适合 UIKit 提供 SwiftUI 尚无等价能力、第三方 SDK 只提供 View，或需要复用成熟组件。","section:navigation-and-interop/14"]
],
"guides": {"navigation-and-interop": {"zh-Hans": "SwiftUI 导航与 UIKit 互操作：从路由状态、深链恢复到 Representable 生命周期"}},
"fold": ""});
