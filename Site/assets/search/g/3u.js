BRIDGEKB_SHARD("g/3u", {"key": "section:navigation-and-interop/17",
"records": [
[208,"section:navigation-and-interop/17@zh-Hans","section","navigation-and-interop","zh-Hans","十七、测试与验证方法",["十七、测试与验证方法"],"zh-Hans/guides/navigation-and-interop.html#17",781,"","","",[],"","section:navigation-and-interop/17"]
],
"guides": {"navigation-and-interop": {"zh-Hans": "SwiftUI 导航与 UIKit 互操作：从路由状态、深链恢复到 Representable 生命周期"}},
"fold": ""});
