BRIDGEKB_SHARD("g/30", {"key": "section:navigation-and-interop/11-2",
"records": [
[178,"section:navigation-and-interop/11-2@zh-Hans","section","navigation-and-interop","zh-Hans","11.2 内存所有权",["十一、Coordinator：事件适配器，不是第二个 Store","11.2 内存所有权"],"zh-Hans/guides/navigation-and-interop.html#11-2",507,"","","",["Coordinator","Representable"],"需要检查：\nUIKit Object 是否强持有 Delegate；\nCoordinator Closure 是否强捕获外部 Controller/Model；\n外部对象是否又持有 Representable 所在 Hosting Controller；\nNotification Token、Async Task 是否在结束时释放。\nDelegate 的强弱语义取决于具体 API，不能一概假设都是 weak。","section:navigation-and-interop/11"]
],
"guides": {"navigation-and-interop": {"zh-Hans": "SwiftUI 导航与 UIKit 互操作：从路由状态、深链恢复到 Representable 生命周期"}},
"fold": ""});
