BRIDGEKB_SHARD("g/4g", {"key": "section:navigation-and-interop/7",
"records": [
[160,"section:navigation-and-interop/7@zh-Hans","section","navigation-and-interop","zh-Hans","七、Sheet 与 Full-screen Cover：模态也是路由状态",["七、Sheet 与 Full-screen Cover：模态也是路由状态"],"zh-Hans/guides/navigation-and-interop.html#7",228,"","","",[],"","section:navigation-and-interop/7"]
],
"guides": {"navigation-and-interop": {"zh-Hans": "SwiftUI 导航与 UIKit 互操作：从路由状态、深链恢复到 Representable 生命周期"}},
"fold": ""});
