BRIDGEKB_SHARD("g/2x", {"key": "section:navigation-and-interop/10-2",
"records": [
[175,"section:navigation-and-interop/10-2@zh-Hans","section","navigation-and-interop","zh-Hans","10.2 Controller 内部导航的边界",["十、UIViewControllerRepresentable：桥接控制器级能力","10.2 Controller 内部导航的边界"],"zh-Hans/guides/navigation-and-interop.html#10-2",473,"","","",["UINavigationController","Coordinator"],"若 Legacy Feature 自带一个完整 UINavigationController，可以把它作为一个 SwiftUI Destination/Sheet 整体桥接。但必须定义边界：\n外层 SwiftUI 只知道 Feature 的进入、完成和取消；\n内部 UIKit 自己管理子页面；\n完成事件通过 Coordinator 输出；\n不让内部 Controller 同时修改外层 SwiftUI Path。\n这比每个 UIKit 页面都在两套路由系统之间互相 Push 更容易迁移和测试。","section:navigation-and-interop/10"]
],
"guides": {"navigation-and-interop": {"zh-Hans": "SwiftUI 导航与 UIKit 互操作：从路由状态、深链恢复到 Representable 生命周期"}},
"fold": ""});
