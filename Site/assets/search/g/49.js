BRIDGEKB_SHARD("g/49", {"key": "section:navigation-and-interop/5",
"records": [
[153,"section:navigation-and-interop/5@zh-Hans","section","navigation-and-interop","zh-Hans","五、Typed Destination：数据决定页面构造",["五、Typed Destination：数据决定页面构造"],"zh-Hans/guides/navigation-and-interop.html#5",154,"","","",[],"Typed Destination 将“路由是什么”与“页面如何构造”分开：","section:navigation-and-interop/5"]
],
"guides": {"navigation-and-interop": {"zh-Hans": "SwiftUI 导航与 UIKit 互操作：从路由状态、深链恢复到 Representable 生命周期"}},
"fold": ""});
