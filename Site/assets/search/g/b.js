BRIDGEKB_SHARD("g/b", {"key": "entry:navigation-and-interop-16-6",
"records": [
[15,"entry:navigation-and-interop-16-6@zh-Hans","mistake","navigation-and-interop","zh-Hans","在 `makeUIView` 中配置所有动态属性",["十六、常见误区与修复","16.6 错误：在 `makeUIView` 中配置所有动态属性"],"zh-Hans/entries/navigation-and-interop-16-6.html",751,"SwiftUI 输入变化后 UIKit 不更新。","","Make 负责构造；Update 把最新输入幂等投影到既有对象。",["makeUIView"],"",""]
],
"guides": {"navigation-and-interop": {"zh-Hans": "SwiftUI 导航与 UIKit 互操作：从路由状态、深链恢复到 Representable 生命周期"}},
"fold": ""});
