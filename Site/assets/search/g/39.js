BRIDGEKB_SHARD("g/39", {"key": "section:navigation-and-interop/14",
"records": [
[187,"section:navigation-and-interop/14@zh-Hans","section","navigation-and-interop","zh-Hans","十四、渐进式迁移的三种边界",["十四、渐进式迁移的三种边界"],"zh-Hans/guides/navigation-and-interop.html#14",580,"","","",[],"","section:navigation-and-interop/14"]
],
"guides": {"navigation-and-interop": {"zh-Hans": "SwiftUI 导航与 UIKit 互操作：从路由状态、深链恢复到 Representable 生命周期"}},
"fold": ""});
