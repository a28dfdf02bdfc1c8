BRIDGEKB_SHARD("g/3i", {"key": "section:navigation-and-interop/15-3",
"records": [
[196,"section:navigation-and-interop/15-3@zh-Hans","section","navigation-and-interop","zh-Hans","15.3 恢复策略",["十五、工程案例：可深链、可恢复的订单流程","15.3 恢复策略"],"zh-Hans/guides/navigation-and-interop.html#15-3",710,"","","",[],"Scene 进入后台时编码 path，过滤不可恢复 Route；\n冷启动读取 Snapshot，验证 Schema 和 Account ID；\nRepository 批量验证订单存在性与权限；\n保留合法路径前缀；\n页面按 ID 加载最新订单；\n若数据加载后发现已删除，返回列表并显示可理解的提示。","section:navigation-and-interop/15"]
],
"guides": {"navigation-and-interop": {"zh-Hans": "SwiftUI 导航与 UIKit 互操作：从路由状态、深链恢复到 Representable 生命周期"}},
"fold": ""});
