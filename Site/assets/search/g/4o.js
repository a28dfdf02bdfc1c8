BRIDGEKB_SHARD("g/4o", {"key": "section:navigation-and-interop/8-4",
"records": [
[168,"section:navigation-and-interop/8-4@zh-Hans","section","navigation-and-interop","zh-Hans","8.4 恢复流程",["八、State Restoration：恢复可重建状态，而不是对象快照","8.4 恢复流程"],"zh-Hans/guides/navigation-and-interop.html#8-4",325,"","","",[],"恢复应是容错流程，而非“Decode 成功就百分百重放”。最安全的策略通常是保留合法前缀：第三层详情失效时退回第二层列表，而不是让整个 App 卡在空白页。","section:navigation-and-interop/8"]
],
"guides": {"navigation-and-interop": {"zh-Hans": "SwiftUI 导航与 UIKit 互操作：从路由状态、深链恢复到 Representable 生命周期"}},
"fold": ""});
