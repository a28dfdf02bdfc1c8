BRIDGEKB_SHARD("g/4j", {"key": "section:navigation-and-interop/7-3",
"records": [
[163,"section:navigation-and-interop/7-3@zh-Hans","section","navigation-and-interop","zh-Hans","7.3 Dismiss 是环境 Action，不是全局路由器",["七、Sheet 与 Full-screen Cover：模态也是路由状态","7.3 Dismiss 是环境 Action，不是全局路由器"],"zh-Hans/guides/navigation-and-interop.html#7-3",274,"","","",["View","@Environment","dismiss","Button","Context"],"dismiss 作用于当前 Presentation Context。它适合 Child 表达“结束我所在的呈现”，但复杂流程仍应让 Owner 处理保存结果、错误和后续导航，不能把它当作任意层级 Pop API。","section:navigation-and-interop/7"]
],
"guides": {"navigation-and-interop": {"zh-Hans": "SwiftUI 导航与 UIKit 互操作：从路由状态、深链恢复到 Representable 生命周期"}},
"fold": ""});
