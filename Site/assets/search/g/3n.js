BRIDGEKB_SHARD("g/3n", {"key": "section:navigation-and-interop/16-3",
"records": [
[200,"section:navigation-and-interop/16-3@zh-Hans","section","navigation-and-interop","zh-Hans","16.3 错误：Deep Link 解析成功就直接进入详情",["十六、常见误区与修复","16.3 错误：Deep Link 解析成功就直接进入详情"],"zh-Hans/guides/navigation-and-interop.html#16-3",733,"","","",["State"],"问题： 忽略登录态、权限、资源存在性和当前不可中断流程。\n修复： URL → Typed Intent → Policy Validation → Atomic Route State。","section:navigation-and-interop/16"]
],
"guides": {"navigation-and-interop": {"zh-Hans": "SwiftUI 导航与 UIKit 互操作：从路由状态、深链恢复到 Representable 生命周期"}},
"fold": ""});
