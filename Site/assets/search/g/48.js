BRIDGEKB_SHARD("g/48", {"key": "section:navigation-and-interop/4-3",
"records": [
[152,"section:navigation-and-interop/4-3@zh-Hans","section","navigation-and-interop","zh-Hans","4.3 Destination Registration 的边界",["四、NavigationPath 与 Typed Route 如何选择","4.3 Destination Registration 的边界"],"zh-Hans/guides/navigation-and-interop.html#4-3",150,"","","",["View"],"同一类型在不同层级重复注册时，实际采用哪个声明与 View Hierarchy Scope 有关。工程上应让 Route Type 在一个清晰的 Stack Boundary 内有唯一 Mapping，避免靠 Modifier 放置顺序制造隐式覆盖。","section:navigation-and-interop/4"]
],
"guides": {"navigation-and-interop": {"zh-Hans": "SwiftUI 导航与 UIKit 互操作：从路由状态、深链恢复到 Representable 生命周期"}},
"fold": ""});
