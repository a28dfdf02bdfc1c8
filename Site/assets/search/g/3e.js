BRIDGEKB_SHARD("g/3e", {"key": "section:navigation-and-interop/14-5",
"records": [
[192,"section:navigation-and-interop/14-5@zh-Hans","section","navigation-and-interop","zh-Hans","14.5 渐进迁移的成本",["十四、渐进式迁移的三种边界","14.5 渐进迁移的成本"],"zh-Hans/guides/navigation-and-interop.html#14-5",610,"","","",["View"],"混编不是免费抽象，代价包括：\n两套生命周期和导航语义；\nAccessibility、Keyboard、Safe Area、Status Bar 的桥接差异；\nSnapshot/UI Test 需要覆盖两种容器；\nDebug View Hierarchy 更复杂；\nSDK/OS 版本差异增加验证矩阵。\n因此目标不是“所有旧代码立即改写”，而是让边界稳定、Owner 唯一，并逐步缩小桥接面。","section:navigation-and-interop/14"]
],
"guides": {"navigation-and-interop": {"zh-Hans": "SwiftUI 导航与 UIKit 互操作：从路由状态、深链恢复到 Representable 生命周期"}},
"fold": ""});
