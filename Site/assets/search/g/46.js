BRIDGEKB_SHARD("g/46", {"key": "section:navigation-and-interop/4-1",
"records": [
[150,"section:navigation-and-interop/4-1@zh-Hans","section","navigation-and-interop","zh-Hans","4.1 Typed Array 的优势",["四、NavigationPath 与 Typed Route 如何选择","4.1 Typed Array 的优势"],"zh-Hans/guides/navigation-and-interop.html#4-1",130,"","","",["Codable"],"[ShopRoute] 通常更适合一个边界清晰的 Feature：\n编译器可以穷举 Route；\n替换、过滤和测试路径更直接；\nCodable 恢复格式由团队控制；\n非法跨 Feature 组合更容易被约束。","section:navigation-and-interop/4"]
],
"guides": {"navigation-and-interop": {"zh-Hans": "SwiftUI 导航与 UIKit 互操作：从路由状态、深链恢复到 Representable 生命周期"}},
"fold": ""});
