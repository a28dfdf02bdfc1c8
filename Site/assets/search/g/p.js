BRIDGEKB_SHARD("g/p", {"key": "entry:navigation-and-interop-3-3-2",
"records": [
[4,"entry:navigation-and-interop-3-3-2@zh-Hans","decisionRule","navigation-and-interop","zh-Hans","Feature 内多处触发导航",["三、NavigationStack：导航层级是一份状态","3.3 Path 的 Owner 放在哪里"],"zh-Hans/entries/navigation-and-interop-3-3-2.html",105,"","Action 集中，便于测试","Feature Router/Model",[],"",""]
],
"guides": {"navigation-and-interop": {"zh-Hans": "SwiftUI 导航与 UIKit 互操作：从路由状态、深链恢复到 Representable 生命周期"}},
"fold": ""});
