BRIDGEKB_SHARD("g/4d", {"key": "section:navigation-and-interop/6-2",
"records": [
[157,"section:navigation-and-interop/6-2@zh-Hans","section","navigation-and-interop","zh-Hans","6.2 Typed Intent 示例",["六、Deep Link：URL 先变成 Intent，再改变 Path","6.2 Typed Intent 示例"],"zh-Hans/guides/navigation-and-interop.html#6-2",183,"","","",["id","Coordinator"],"Parser 只负责语法到 Intent；鉴权、资源查询和导航决策由 Coordinator/Model 完成。这样 Parser 可以纯单元测试，也不会因解析 URL 偷偷改变 UI。","section:navigation-and-interop/6"]
],
"guides": {"navigation-and-interop": {"zh-Hans": "SwiftUI 导航与 UIKit 互操作：从路由状态、深链恢复到 Representable 生命周期"}},
"fold": ""});
