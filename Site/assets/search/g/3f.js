BRIDGEKB_SHARD("g/3f", {"key": "section:navigation-and-interop/15",
"records": [
[193,"section:navigation-and-interop/15@zh-Hans","section","navigation-and-interop","zh-Hans","十五、工程案例：可深链、可恢复的订单流程",["十五、工程案例：可深链、可恢复的订单流程"],"zh-Hans/guides/navigation-and-interop.html#15",622,"","","",[],"需求：用户从通知进入订单详情；未登录则先登录；详情可打开 UIKit 发票预览；Scene 恢复时只恢复仍有权限的订单页面。","section:navigation-and-interop/15"]
],
"guides": {"navigation-and-interop": {"zh-Hans": "SwiftUI 导航与 UIKit 互操作：从路由状态、深链恢复到 Representable 生命周期"}},
"fold": ""});
