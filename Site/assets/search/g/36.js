BRIDGEKB_SHARD("g/36", {"key": "section:navigation-and-interop/13-1",
"records": [
[184,"section:navigation-and-interop/13-1@zh-Hans","section","navigation-and-interop","zh-Hans","13.1 `onAppear` 与 Controller Appearance 不完全等价",["十三、生命周期同步：区分五种生命周期","13.1 `onAppear` 与 Controller Appearance 不完全等价"],"zh-Hans/guides/navigation-and-interop.html#13-1",556,"","","",["onAppear","View","viewDidAppear","Representable"],"SwiftUI 的 onAppear 表达 View 进入相应呈现环境，但调用时机和次数不能当作 UIKit viewDidAppear 的机械替代。Representable 内部若依赖 Controller Appearance，应让 Controller 自身处理其公开生命周期回调，再把业务事件输出。","section:navigation-and-interop/13"]
],
"guides": {"navigation-and-interop": {"zh-Hans": "SwiftUI 导航与 UIKit 互操作：从路由状态、深链恢复到 Representable 生命周期"}},
"fold": ""});
