BRIDGEKB_SHARD("g/3k", {"key": "section:navigation-and-interop/16-1",
"records": [
[198,"section:navigation-and-interop/16-1@zh-Hans","section","navigation-and-interop","zh-Hans","16.1 错误：把 NavigationStack 当 UINavigationController 使用",["十六、常见误区与修复","16.1 错误：把 NavigationStack 当 UINavigationController 使用"],"zh-Hans/guides/navigation-and-interop.html#16-1",721,"","","",["NavigationStack","UINavigationController","pushViewController"],"问题： 到处寻找公开的 pushViewController 等价调用。\n修复： 把 Route/Path 放在明确 Owner 中，Action 修改 Path，Destination Mapping 构造页面。","section:navigation-and-interop/16"]
],
"guides": {"navigation-and-interop": {"zh-Hans": "SwiftUI 导航与 UIKit 互操作：从路由状态、深链恢复到 Representable 生命周期"}},
"fold": ""});
