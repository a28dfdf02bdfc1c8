BRIDGEKB_SHARD("g/34", {"key": "section:navigation-and-interop/12-3",
"records": [
[182,"section:navigation-and-interop/12-3@zh-Hans","section","navigation-and-interop","zh-Hans","12.3 命令与状态分开",["十二、双向同步与反馈循环","12.3 命令与状态分开"],"zh-Hans/guides/navigation-and-interop.html#12-3",543,"","","",[],"像“滚动到顶部”“开始扫描”“聚焦输入框”是一次性命令，不适合只用长期 Boolean 表示。可以使用带唯一 ID 的 Command、显式 Action Channel，或让 Owner 消费后清除；同时处理重复、取消和新旧命令覆盖规则。","section:navigation-and-interop/12"]
],
"guides": {"navigation-and-interop": {"zh-Hans": "SwiftUI 导航与 UIKit 互操作：从路由状态、深链恢复到 Representable 生命周期"}},
"fold": ""});
