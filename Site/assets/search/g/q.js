BRIDGEKB_SHARD("g/q", {"key": "entry:navigation-and-interop-3-3-3",
"records": [
[5,"entry:navigation-and-interop-3-3-3@zh-Hans","decisionRule","navigation-and-interop","zh-Hans","每个 Tab 独立历史",["三、NavigationStack：导航层级是一份状态","3.3 Path 的 Owner 放在哪里"],"zh-Hans/entries/navigation-and-interop-3-3-3.html",106,"","切 Tab 不应互相覆盖","每个 Tab 各自一份 Path",[],"",""]
],
"guides": {"navigation-and-interop": {"zh-Hans": "SwiftUI 导航与 UIKit 互操作：从路由状态、深链恢复到 Representable 生命周期"}},
"fold": ""});
