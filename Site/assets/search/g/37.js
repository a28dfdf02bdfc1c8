BRIDGEKB_SHARD("g/37", {"key": "section:navigation-and-interop/13-2",
"records": [
[185,"section:navigation-and-interop/13-2@zh-Hans","section","navigation-and-interop","zh-Hans","13.2 异步任务与取消",["十三、生命周期同步：区分五种生命周期","13.2 异步任务与取消"],"zh-Hans/guides/navigation-and-interop.html#13-2",560,"","","",["task","id"],"页面级数据请求适合由 SwiftUI .task(id:) 或 Feature Model 管理：\n桥接控件自身的 Session 则由 UIKit Object/Controller Owner 管理，并在停止呈现或 Dismantle 时取消。无论哪种方式，都要处理：\nCancellation 不一定立即终止底层 SDK；\n旧结果可能晚到；\n页面重新出现可能重复启动；\nApp 进入后台时相机、音频等资源可能需要暂停；\n权限变化和系统中断必须由对应 API 回调处理。","section:navigation-and-interop/13"]
],
"guides": {"navigation-and-interop": {"zh-Hans": "SwiftUI 导航与 UIKit 互操作：从路由状态、深链恢复到 Representable 生命周期"}},
"fold": ""});
