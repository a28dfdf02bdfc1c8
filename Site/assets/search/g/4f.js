BRIDGEKB_SHARD("g/4f", {"key": "section:navigation-and-interop/6-4",
"records": [
[159,"section:navigation-and-interop/6-4@zh-Hans","section","navigation-and-interop","zh-Hans","6.4 重复投递与并发",["六、Deep Link：URL 先变成 Intent，再改变 Path","6.4 重复投递与并发"],"zh-Hans/guides/navigation-and-interop.html#6-4",219,"","","",[],"同一链接可能经由 Scene、通知点击或业务 SDK 重复投递。处理器应具备：\nIntent ID 或短期去重策略；\n对正在进行的解析/鉴权任务进行取消或版本校验；\n登录前只保留明确的一条 Pending Intent，或定义队列策略；\n新账号登录后重新校验资源，不能沿用旧账号验证结果。","section:navigation-and-interop/6"]
],
"guides": {"navigation-and-interop": {"zh-Hans": "SwiftUI 导航与 UIKit 互操作：从路由状态、深链恢复到 Representable 生命周期"}},
"fold": ""});
