BRIDGEKB_SHARD("g/4s", {"key": "section:navigation-and-interop/9-3",
"records": [
[172,"section:navigation-and-interop/9-3@zh-Hans","section","navigation-and-interop","zh-Hans","9.3 `dismantleUIView`：释放桥接资源",["九、UIViewRepresentable：把 UIView 适配成声明式节点","9.3 `dismantleUIView`：释放桥接资源"],"zh-Hans/guides/navigation-and-interop.html#9-3",402,"","","",["dismantleUIView","Timer","View"],"适合清理：\nDelegate/DataSource；\nNotification/KVO；\nDisplay Link、Timer；\n外部 Session 或手动注册的 Callback。\n若资源由独立 Model 拥有，应由 Model 的生命周期显式取消；不要只依赖 View 拆除时机管理关键业务任务。","section:navigation-and-interop/9"]
],
"guides": {"navigation-and-interop": {"zh-Hans": "SwiftUI 导航与 UIKit 互操作：从路由状态、深链恢复到 Representable 生命周期"}},
"fold": ""});
