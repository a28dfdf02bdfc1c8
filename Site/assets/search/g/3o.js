BRIDGEKB_SHARD("g/3o", {"key": "section:navigation-and-interop/16-4",
"records": [
[201,"section:navigation-and-interop/16-4@zh-Hans","section","navigation-and-interop","zh-Hans","16.4 错误：用多个 Boolean 管理互斥 Sheet",["十六、常见误区与修复","16.4 错误：用多个 Boolean 管理互斥 Sheet"],"zh-Hans/guides/navigation-and-interop.html#16-4",739,"","","",["Identifiable"],"问题： 同时为真、参数与开关不同步、关闭回调难以确定目标。\n修复： 使用 Optional Identifiable Enum 表达当前唯一 Presentation。","section:navigation-and-interop/16"]
],
"guides": {"navigation-and-interop": {"zh-Hans": "SwiftUI 导航与 UIKit 互操作：从路由状态、深链恢复到 Representable 生命周期"}},
"fold": ""});
