BRIDGEKB_SHARD("g/c", {"key": "entry:navigation-and-interop-16-7",
"records": [
[16,"entry:navigation-and-interop-16-7@zh-Hans","mistake","navigation-and-interop","zh-Hans","`updateUIView` 每次启动请求或动画",["十六、常见误区与修复","16.7 错误：`updateUIView` 每次启动请求或动画"],"zh-Hans/entries/navigation-and-interop-16-7.html",757,"Update 次数不固定，会重复副作用并触发 Delegate 回写。","","请求由明确 Model/Task Owner 管理；命令带 ID 并去重；普通属性先比较再设置。",["updateUIView"],"",""]
],
"guides": {"navigation-and-interop": {"zh-Hans": "SwiftUI 导航与 UIKit 互操作：从路由状态、深链恢复到 Representable 生命周期"}},
"fold": ""});
