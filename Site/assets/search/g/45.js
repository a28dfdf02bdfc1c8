BRIDGEKB_SHARD("g/45", {"key": "section:navigation-and-interop/4",
"records": [
[149,"section:navigation-and-interop/4@zh-Hans","section","navigation-and-interop","zh-Hans","四、NavigationPath 与 Typed Route 如何选择",["四、NavigationPath 与 Typed Route 如何选择"],"zh-Hans/guides/navigation-and-interop.html#4",112,"","","",["NavigationPath","Hashable","@State","id","navigationDestination"],"NavigationPath 可以容纳不同 Hashable 类型：\n对应地，可以为不同类型注册 Destination：","section:navigation-and-interop/4"]
],
"guides": {"navigation-and-interop": {"zh-Hans": "SwiftUI 导航与 UIKit 互操作：从路由状态、深链恢复到 Representable 生命周期"}},
"fold": ""});
