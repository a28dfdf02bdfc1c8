BRIDGEKB_SHARD("g/3t", {"key": "section:navigation-and-interop/16-9",
"records": [
[206,"section:navigation-and-interop/16-9@zh-Hans","section","navigation-and-interop","zh-Hans","16.9 错误：用随机 `.id` 修复 UIKit 控件不刷新",["十六、常见误区与修复","16.9 错误：用随机 `.id` 修复 UIKit 控件不刷新"],"zh-Hans/guides/navigation-and-interop.html#16-9",769,"","","",["id"],"问题： 每次重建对象，内部状态、焦点和资源被丢弃。\n修复： 先修正 Update 同步；仅在业务身份确实变化时改变 ID。","section:navigation-and-interop/16"]
],
"guides": {"navigation-and-interop": {"zh-Hans": "SwiftUI 导航与 UIKit 互操作：从路由状态、深链恢复到 Representable 生命周期"}},
"fold": ""});
