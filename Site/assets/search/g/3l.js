BRIDGEKB_SHARD("g/3l", {"key": "section:navigation-and-interop/16-10",
"records": [
[207,"section:navigation-and-interop/16-10@zh-Hans","section","navigation-and-interop","zh-Hans","16.10 错误：UIKit 和 SwiftUI 同时控制同一导航层级",["十六、常见误区与修复","16.10 错误：UIKit 和 SwiftUI 同时控制同一导航层级"],"zh-Hans/guides/navigation-and-interop.html#16-10",775,"","","",[],"问题： Back 行为、Deep Link、恢复和 Analytics 出现双记录或顺序冲突。\n修复： 以完整 Flow 划边界，每一层只保留一个 Navigation Owner，通过语义事件跨边界。","section:navigation-and-interop/16"]
],
"guides": {"navigation-and-interop": {"zh-Hans": "SwiftUI 导航与 UIKit 互操作：从路由状态、深链恢复到 Representable 生命周期"}},
"fold": ""});
