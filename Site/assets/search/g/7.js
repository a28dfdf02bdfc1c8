BRIDGEKB_SHARD("g/7", {"key": "entry:navigation-and-interop-16-2",
"records": [
[11,"entry:navigation-and-interop-16-2@zh-Hans","mistake","navigation-and-interop","zh-Hans","所有路由都使用 NavigationPath",["十六、常见误区与修复","16.2 错误：所有路由都使用 NavigationPath"],"zh-Hans/entries/navigation-and-interop-16-2.html",727,"异构 Path 看似灵活，却丢失 Feature 的编译期约束和可读性。","","单一 Feature 优先 Typed Enum Array；确实跨模块异构时再使用 NavigationPath。",["NavigationPath"],"",""]
],
"guides": {"navigation-and-interop": {"zh-Hans": "SwiftUI 导航与 UIKit 互操作：从路由状态、深链恢复到 Representable 生命周期"}},
"fold": ""});
