BRIDGEKB_SHARD("g/8", {"key": "entry:navigation-and-interop-16-3",
"records": [
[12,"entry:navigation-and-interop-16-3@zh-Hans","mistake","navigation-and-interop","zh-Hans","Deep Link 解析成功就直接进入详情",["十六、常见误区与修复","16.3 错误：Deep Link 解析成功就直接进入详情"],"zh-Hans/entries/navigation-and-interop-16-3.html",733,"忽略登录态、权限、资源存在性和当前不可中断流程。","","URL → Typed Intent → Policy Validation → Atomic Route State。",["State"],"",""]
],
"guides": {"navigation-and-interop": {"zh-Hans": "SwiftUI 导航与 UIKit 互操作：从路由状态、深链恢复到 Representable 生命周期"}},
"fold": ""});
