BRIDGEKB_SHARD("g/3s", {"key": "section:navigation-and-interop/16-8",
"records": [
[205,"section:navigation-and-interop/16-8@zh-Hans","section","navigation-and-interop","zh-Hans","16.8 错误：Coordinator 保存一份独立业务状态",["十六、常见误区与修复","16.8 错误：Coordinator 保存一份独立业务状态"],"zh-Hans/guides/navigation-and-interop.html#16-8",763,"","","",["Coordinator"],"问题： SwiftUI Model 与 Coordinator 双事实源，最终互相覆盖。\n修复： Coordinator 只适配 UIKit Event 与对象身份，业务状态回到唯一 Owner。","section:navigation-and-interop/16"]
],
"guides": {"navigation-and-interop": {"zh-Hans": "SwiftUI 导航与 UIKit 互操作：从路由状态、深链恢复到 Representable 生命周期"}},
"fold": ""});
