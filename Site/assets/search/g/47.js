BRIDGEKB_SHARD("g/47", {"key": "section:navigation-and-interop/4-2",
"records": [
[151,"section:navigation-and-interop/4-2@zh-Hans","section","navigation-and-interop","zh-Hans","4.2 NavigationPath 的优势与代价",["四、NavigationPath 与 Typed Route 如何选择","4.2 NavigationPath 的优势与代价"],"zh-Hans/guides/navigation-and-interop.html#4-2",139,"","","",["NavigationPath"],"它适合一个 Stack 确实需要承载多个模块的异构 Route，或基础设施无法提前统一枚举的场景。代价是：\n元素类型关系被擦除，错误更晚暴露；\n路径内容不如 Typed Array 直观；\nRestoration 依赖其中所有元素满足编码条件；\n重构类型名、字段和 Destination Registration 时需要更谨慎的兼容策略。\n不要仅因为 API 名称看起来“更通用”就默认使用 NavigationPath。","section:navigation-and-interop/4"]
],
"guides": {"navigation-and-interop": {"zh-Hans": "SwiftUI 导航与 UIKit 互操作：从路由状态、深链恢复到 Representable 生命周期"}},
"fold": ""});
