BRIDGEKB_SHARD("g/3j", {"key": "section:navigation-and-interop/16",
"records": [
[197,"section:navigation-and-interop/16@zh-Hans","section","navigation-and-interop","zh-Hans","十六、常见误区与修复",["十六、常见误区与修复"],"zh-Hans/guides/navigation-and-interop.html#16",719,"","","",[],"","section:navigation-and-interop/16"]
],
"guides": {"navigation-and-interop": {"zh-Hans": "SwiftUI 导航与 UIKit 互操作：从路由状态、深链恢复到 Representable 生命周期"}},
"fold": ""});
