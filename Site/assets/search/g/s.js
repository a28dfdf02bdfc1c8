BRIDGEKB_SHARD("g/s", {"key": "entry:navigation-and-interop-3-3-5",
"records": [
[7,"entry:navigation-and-interop-3-3-5@zh-Hans","decisionRule","navigation-and-interop","zh-Hans","登录态全局切换",["三、NavigationStack：导航层级是一份状态","3.3 Path 的 Owner 放在哪里"],"zh-Hans/entries/navigation-and-interop-3-3-5.html",108,"","注销时显式清空受保护路径","App Coordinator 管 Root，Feature 管内部 Path",["Coordinator"],"",""]
],
"guides": {"navigation-and-interop": {"zh-Hans": "SwiftUI 导航与 UIKit 互操作：从路由状态、深链恢复到 Representable 生命周期"}},
"fold": ""});
