BRIDGEKB_SHARD("g/r", {"key": "entry:navigation-and-interop-3-3-4",
"records": [
[6,"entry:navigation-and-interop-3-3-4@zh-Hans","decisionRule","navigation-and-interop","zh-Hans","Window/Scene 恢复",["三、NavigationStack：导航层级是一份状态","3.3 Path 的 Owner 放在哪里"],"zh-Hans/entries/navigation-and-interop-3-3-4.html",107,"","多窗口不能默认共享一条路径","Scene Scope Store",[],"",""]
],
"guides": {"navigation-and-interop": {"zh-Hans": "SwiftUI 导航与 UIKit 互操作：从路由状态、深链恢复到 Representable 生命周期"}},
"fold": ""});
