BRIDGEKB_SHARD("g/2z", {"key": "section:navigation-and-interop/11-1",
"records": [
[177,"section:navigation-and-interop/11-1@zh-Hans","section","navigation-and-interop","zh-Hans","11.1 为什么示例中更新 `coordinator.parent`",["十一、Coordinator：事件适配器，不是第二个 Store","11.1 为什么示例中更新 `coordinator.parent`"],"zh-Hans/guides/navigation-and-interop.html#11-1",501,"","","",["Representable","Coordinator","Binding"],"Representable 是 Value。SwiftUI 产生新值后，既有 Coordinator 可能继续存在。如果 Coordinator 永远保存创建时的旧 Wrapper，它持有的 Binding/Closure 可能过期。Update 阶段把最新 Wrapper 或回调同步给 Coordinator，是常见做法。\n更大的结构体可以只同步必要 Closure/Binding，减少 Coordinator 对 Wrapper 的耦合。","section:navigation-and-interop/11"]
],
"guides": {"navigation-and-interop": {"zh-Hans": "SwiftUI 导航与 UIKit 互操作：从路由状态、深链恢复到 Representable 生命周期"}},
"fold": ""});
