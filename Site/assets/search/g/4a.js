BRIDGEKB_SHARD("g/4a", {"key": "section:navigation-and-interop/5-2",
"records": [
[154,"section:navigation-and-interop/5-2@zh-Hans","section","navigation-and-interop","zh-Hans","5.2 Route 参数要最小且稳定",["五、Typed Destination：数据决定页面构造","5.2 Route 参数要最小且稳定"],"zh-Hans/guides/navigation-and-interop.html#5-2",158,"","","",[],"传 productID 通常优于传整个 Product：\n深链只需要稳定 ID；\n恢复时可获取最新数据；\n避免 Path 保存大对象；\n数据删除时可以显式降级。\n但页面进入后若必须展示当时快照，例如订单提交确认，可保存一个小型、明确版本的 Snapshot。选择取决于业务一致性，而不是机械规定“只能传 ID”。","section:navigation-and-interop/5"]
],
"guides": {"navigation-and-interop": {"zh-Hans": "SwiftUI 导航与 UIKit 互操作：从路由状态、深链恢复到 Representable 生命周期"}},
"fold": ""});
