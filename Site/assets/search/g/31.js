BRIDGEKB_SHARD("g/31", {"key": "section:navigation-and-interop/12",
"records": [
[179,"section:navigation-and-interop/12@zh-Hans","section","navigation-and-interop","zh-Hans","十二、双向同步与反馈循环",["十二、双向同步与反馈循环"],"zh-Hans/guides/navigation-and-interop.html#12",518,"","","",[],"桥接最容易出错的地方是同一个值既是输入又是输出：","section:navigation-and-interop/12"]
],
"guides": {"navigation-and-interop": {"zh-Hans": "SwiftUI 导航与 UIKit 互操作：从路由状态、深链恢复到 Representable 生命周期"}},
"fold": ""});
