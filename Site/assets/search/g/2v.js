BRIDGEKB_SHARD("g/2v", {"key": "section:navigation-and-interop/10",
"records": [
[173,"section:navigation-and-interop/10@zh-Hans","section","navigation-and-interop","zh-Hans","十、UIViewControllerRepresentable：桥接控制器级能力",["十、UIViewControllerRepresentable：桥接控制器级能力"],"zh-Hans/guides/navigation-and-interop.html#10",413,"","","",["UIViewControllerRepresentable","makeCoordinator","Coordinator","makeUIViewController","Context","delegate","updateUIViewController","id","dismantleUIViewController","NSObject","@escaping"],"控制器桥接适合：\n系统 Picker、Document/Share 等 Controller API；\n相机、地图、支付或媒体 SDK 提供的 Controller；\n尚未迁移的完整 UIKit Feature；\n必须使用 Controller 生命周期或 Child Containment 的组件。","section:navigation-and-interop/10"]
],
"guides": {"navigation-and-interop": {"zh-Hans": "SwiftUI 导航与 UIKit 互操作：从路由状态、深链恢复到 Representable 生命周期"}},
"fold": ""});
