BRIDGEKB_SHARD("g/2w", {"key": "section:navigation-and-interop/10-1",
"records": [
[174,"section:navigation-and-interop/10-1@zh-Hans","section","navigation-and-interop","zh-Hans","10.1 不要手动重复做容器生命周期",["十、UIViewControllerRepresentable：桥接控制器级能力","10.1 不要手动重复做容器生命周期"],"zh-Hans/guides/navigation-and-interop.html#10-1",469,"","","",["Representable","addChild","didMove"],"Representable 负责把 Controller 交给 SwiftUI 管理。除非包装的是你自己在 Controller 内部建立的 Child Controller，否则不要在 Wrapper 中擅自调用 addChild、didMove 或 Appearance Transition 来模拟系统容器行为。","section:navigation-and-interop/10"]
],
"guides": {"navigation-and-interop": {"zh-Hans": "SwiftUI 导航与 UIKit 互操作：从路由状态、深链恢复到 Representable 生命周期"}},
"fold": ""});
