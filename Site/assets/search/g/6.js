BRIDGEKB_SHARD("g/6", {"key": "entry:navigation-and-interop-16-10",
"records": [
[19,"entry:navigation-and-interop-16-10@zh-Hans","mistake","navigation-and-interop","zh-Hans","UIKit 和 SwiftUI 同时控制同一导航层级",["十六、常见误区与修复","16.10 错误：UIKit 和 SwiftUI 同时控制同一导航层级"],"zh-Hans/entries/navigation-and-interop-16-10.html",775,"Back 行为、Deep Link、恢复和 Analytics 出现双记录或顺序冲突。","","以完整 Flow 划边界，每一层只保留一个 Navigation Owner，通过语义事件跨边界。",[],"",""]
],
"guides": {"navigation-and-interop": {"zh-Hans": "SwiftUI 导航与 UIKit 互操作：从路由状态、深链恢复到 Representable 生命周期"}},
"fold": ""});
