BRIDGEKB_SHARD("g/9", {"key": "entry:navigation-and-interop-16-4",
"records": [
[13,"entry:navigation-and-interop-16-4@zh-Hans","mistake","navigation-and-interop","zh-Hans","用多个 Boolean 管理互斥 Sheet",["十六、常见误区与修复","16.4 错误：用多个 Boolean 管理互斥 Sheet"],"zh-Hans/entries/navigation-and-interop-16-4.html",739,"同时为真、参数与开关不同步、关闭回调难以确定目标。","","使用 Optional Identifiable Enum 表达当前唯一 Presentation。",["Identifiable"],"",""]
],
"guides": {"navigation-and-interop": {"zh-Hans": "SwiftUI 导航与 UIKit 互操作：从路由状态、深链恢复到 Representable 生命周期"}},
"fold": ""});
