BRIDGEKB_SHARD("g/4r", {"key": "section:navigation-and-interop/9-2",
"records": [
[171,"section:navigation-and-interop/9-2@zh-Hans","section","navigation-and-interop","zh-Hans","9.2 `updateUIView`：最新输入的幂等投影",["九、UIViewRepresentable：把 UIView 适配成声明式节点","9.2 `updateUIView`：最新输入的幂等投影"],"zh-Hans/guides/navigation-and-interop.html#9-2",392,"","","",["updateUIView","Timer","transaction"],"SwiftUI 可在多种原因下调用 Update，调用次数不是契约。Update 应满足：\n同样输入重复执行不会产生额外副作用；\n只在值确实变化时设置昂贵属性；\n不启动无管理的网络请求或 Timer；\n不无条件调用会触发 Delegate 回调的方法；\n使用最新的 context.environment、context.transaction 和输入同步 UI。","section:navigation-and-interop/9"]
],
"guides": {"navigation-and-interop": {"zh-Hans": "SwiftUI 导航与 UIKit 互操作：从路由状态、深链恢复到 Representable 生命周期"}},
"fold": ""});
