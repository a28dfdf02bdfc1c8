BRIDGEKB_SHARD("g/44", {"key": "section:navigation-and-interop/3-3",
"records": [
[148,"section:navigation-and-interop/3-3@zh-Hans","section","navigation-and-interop","zh-Hans","3.3 Path 的 Owner 放在哪里",["三、NavigationStack：导航层级是一份状态","3.3 Path 的 Owner 放在哪里"],"zh-Hans/guides/navigation-and-interop.html#3-3",99,"","","",["View","@State","Coordinator"],"Path Owner 取决于恢复和共享范围：\n场景 合理 Owner 说明\n单个临时 Stack Root View 的 `@State` View Identity 结束时路径结束\nFeature 内多处触发导航 Feature Router/Model Action 集中，便于测试\n每个 Tab 独立历史 每个 Tab 各自一份 Path 切 Tab 不应互相覆盖\nWindow/Scene 恢复 Scene Scope Store 多窗口不能默认共享一条路径\n登录态全局切换 App Coordinator 管 Root，Feature 管内部 Path 注销时显式清空受保护路径\n把所有页面都塞进一个全局 Router 虽然方便调用，却容易让 Feature 互相知道内部 Route，并把 Window、Tab、Account 等生命周期混成一个 Scope。","section:navigation-and-interop/3"]
],
"guides": {"navigation-and-interop": {"zh-Hans": "SwiftUI 导航与 UIKit 互操作：从路由状态、深链恢复到 Representable 生命周期"}},
"fold": ""});
