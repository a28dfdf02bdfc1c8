BRIDGEKB_SHARD("g/3q", {"key": "section:navigation-and-interop/16-6",
"records": [
[203,"section:navigation-and-interop/16-6@zh-Hans","section","navigation-and-interop","zh-Hans","16.6 错误：在 `makeUIView` 中配置所有动态属性",["十六、常见误区与修复","16.6 错误：在 `makeUIView` 中配置所有动态属性"],"zh-Hans/guides/navigation-and-interop.html#16-6",751,"","","",["makeUIView"],"问题： SwiftUI 输入变化后 UIKit 不更新。\n修复： Make 负责构造；Update 把最新输入幂等投影到既有对象。","section:navigation-and-interop/16"]
],
"guides": {"navigation-and-interop": {"zh-Hans": "SwiftUI 导航与 UIKit 互操作：从路由状态、深链恢复到 Representable 生命周期"}},
"fold": ""});
