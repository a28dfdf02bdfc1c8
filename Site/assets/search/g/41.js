BRIDGEKB_SHARD("g/41", {"key": "section:navigation-and-interop/3",
"records": [
[145,"section:navigation-and-interop/3@zh-Hans","section","navigation-and-interop","zh-Hans","三、NavigationStack：导航层级是一份状态",["三、NavigationStack：导航层级是一份状态"],"zh-Hans/guides/navigation-and-interop.html#3",53,"","","",["NavigationStack"],"","section:navigation-and-interop/3"]
],
"guides": {"navigation-and-interop": {"zh-Hans": "SwiftUI 导航与 UIKit 互操作：从路由状态、深链恢复到 Representable 生命周期"}},
"fold": ""});
