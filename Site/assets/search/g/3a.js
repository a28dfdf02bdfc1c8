BRIDGEKB_SHARD("g/3a", {"key": "section:navigation-and-interop/14-1",
"records": [
[188,"section:navigation-and-interop/14-1@zh-Hans","section","navigation-and-interop","zh-Hans","14.1 UIKit App 中嵌入 SwiftUI 页面",["十四、渐进式迁移的三种边界","14.1 UIKit App 中嵌入 SwiftUI 页面"],"zh-Hans/guides/navigation-and-interop.html#14-1",582,"","","",["UIHostingController","Coordinator","Environment"],"使用 UIHostingController(rootView:) 把一个 SwiftUI Feature 当作 UIKit Controller。适合现有 UIKit App 从叶子页面开始迁移。\n边界设计：\nUIKit Coordinator 决定何时 Push/Present Hosting Controller；\nSwiftUI Root 接收输入和 onFinish 等语义回调；\nFeature 内部状态由 SwiftUI Model 管理；\n不把 UIKit Navigation Controller 作为 Environment Global 随处调用。","section:navigation-and-interop/14"]
],
"guides": {"navigation-and-interop": {"zh-Hans": "SwiftUI 导航与 UIKit 互操作：从路由状态、深链恢复到 Representable 生命周期"}},
"fold": ""});
