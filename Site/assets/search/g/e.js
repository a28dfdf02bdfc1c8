BRIDGEKB_SHARD("g/e", {"key": "entry:navigation-and-interop-16-9",
"records": [
[18,"entry:navigation-and-interop-16-9@zh-Hans","mistake","navigation-and-interop","zh-Hans","用随机 `.id` 修复 UIKit 控件不刷新",["十六、常见误区与修复","16.9 错误：用随机 `.id` 修复 UIKit 控件不刷新"],"zh-Hans/entries/navigation-and-interop-16-9.html",769,"每次重建对象，内部状态、焦点和资源被丢弃。","","先修正 Update 同步；仅在业务身份确实变化时改变 ID。",["id"],"",""]
],
"guides": {"navigation-and-interop": {"zh-Hans": "SwiftUI 导航与 UIKit 互操作：从路由状态、深链恢复到 Representable 生命周期"}},
"fold": ""});
