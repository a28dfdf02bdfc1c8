BRIDGEKB_SHARD("g/4b", {"key": "section:navigation-and-interop/6",
"records": [
[155,"section:navigation-and-interop/6@zh-Hans","section","navigation-and-interop","zh-Hans","六、Deep Link：URL 先变成 Intent，再改变 Path",["六、Deep Link：URL 先变成 Intent，再改变 Path"],"zh-Hans/guides/navigation-and-interop.html#6",169,"","","",[],"","section:navigation-and-interop/6"]
],
"guides": {"navigation-and-interop": {"zh-Hans": "SwiftUI 导航与 UIKit 互操作：从路由状态、深链恢复到 Representable 生命周期"}},
"fold": ""});
