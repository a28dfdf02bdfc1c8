BRIDGEKB_SHARD("g/4k", {"key": "section:navigation-and-interop/8",
"records": [
[164,"section:navigation-and-interop/8@zh-Hans","section","navigation-and-interop","zh-Hans","八、State Restoration：恢复可重建状态，而不是对象快照",["八、State Restoration：恢复可重建状态，而不是对象快照"],"zh-Hans/guides/navigation-and-interop.html#8",289,"","","",["State"],"","section:navigation-and-interop/8"]
],
"guides": {"navigation-and-interop": {"zh-Hans": "SwiftUI 导航与 UIKit 互操作：从路由状态、深链恢复到 Representable 生命周期"}},
"fold": ""});
