BRIDGEKB_SHARD("g/4c", {"key": "section:navigation-and-interop/6-1",
"records": [
[156,"section:navigation-and-interop/6-1@zh-Hans","section","navigation-and-interop","zh-Hans","6.1 不要直接把 URL Segment 追加进 Path",["六、Deep Link：URL 先变成 Intent，再改变 Path","6.1 不要直接把 URL Segment 追加进 Path"],"zh-Hans/guides/navigation-and-interop.html#6-1",171,"","","",[],"深链至少包含四个阶段：\nURL 是不受信任输入。解析成功只说明语法匹配，不说明：\n当前用户有权限访问资源；\n对应 ID 仍存在；\n当前账号、Window 或 Scene 正确；\nApp 当前支付/编辑流程允许切换；\nURL 来源可信或参数未被篡改。","section:navigation-and-interop/6"]
],
"guides": {"navigation-and-interop": {"zh-Hans": "SwiftUI 导航与 UIKit 互操作：从路由状态、深链恢复到 Representable 生命周期"}},
"fold": ""});
