BRIDGEKB_SHARD("g/d", {"key": "entry:navigation-and-interop-16-8",
"records": [
[17,"entry:navigation-and-interop-16-8@zh-Hans","mistake","navigation-and-interop","zh-Hans","Coordinator 保存一份独立业务状态",["十六、常见误区与修复","16.8 错误：Coordinator 保存一份独立业务状态"],"zh-Hans/entries/navigation-and-interop-16-8.html",763,"SwiftUI Model 与 Coordinator 双事实源，最终互相覆盖。","","Coordinator 只适配 UIKit Event 与对象身份，业务状态回到唯一 Owner。",["Coordinator"],"",""]
],
"guides": {"navigation-and-interop": {"zh-Hans": "SwiftUI 导航与 UIKit 互操作：从路由状态、深链恢复到 Representable 生命周期"}},
"fold": ""});
