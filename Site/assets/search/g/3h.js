BRIDGEKB_SHARD("g/3h", {"key": "section:navigation-and-interop/15-2",
"records": [
[195,"section:navigation-and-interop/15-2@zh-Hans","section","navigation-and-interop","zh-Hans","15.2 SwiftUI 容器与 UIKit 发票页",["十五、工程案例：可深链、可恢复的订单流程","15.2 SwiftUI 容器与 UIKit 发票页"],"zh-Hans/guides/navigation-and-interop.html#15-2",672,"","","",["View","@Bindable","NavigationStack","navigationDestination","id","sheet"],"这个结构中：\nNotification/URL 只生成 AppLink；\nRouter 决定合法 Path；\nStack 只消费 Path；\nUIKit 发票页只输出 Close Event；\nModal Owner 统一置空，不由 UIKit 自己再 Present 外层页面。","section:navigation-and-interop/15"]
],
"guides": {"navigation-and-interop": {"zh-Hans": "SwiftUI 导航与 UIKit 互操作：从路由状态、深链恢复到 Representable 生命周期"}},
"fold": ""});
