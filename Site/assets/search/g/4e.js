BRIDGEKB_SHARD("g/4e", {"key": "section:navigation-and-interop/6-3",
"records": [
[158,"section:navigation-and-interop/6-3@zh-Hans","section","navigation-and-interop","zh-Hans","6.3 原子替换还是增量 Push",["六、Deep Link：URL 先变成 Intent，再改变 Path","6.3 原子替换还是增量 Push"],"zh-Hans/guides/navigation-and-interop.html#6-3",209,"","","",["id","Coordinator","onOpenURL"],"深链进入详情时，可以：\n替换 Path：构造 [.orders, .order(id)]，结果确定，适合外部入口；\n在当前 Path 追加：保留用户上下文，但可能得到重复或不合法层级；\n切换 Tab 后设置该 Tab Path：适合多 Tab App，需要等待 Owner 就绪但不应靠固定延时猜时机。\n规则应由产品导航语义决定，并通过 Reducer/Coordinator 测试。不要在多个 onOpenURL 中各自修改半套状态。","section:navigation-and-interop/6"]
],
"guides": {"navigation-and-interop": {"zh-Hans": "SwiftUI 导航与 UIKit 互操作：从路由状态、深链恢复到 Representable 生命周期"}},
"fold": ""});
