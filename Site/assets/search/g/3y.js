BRIDGEKB_SHARD("g/3y", {"key": "section:navigation-and-interop/17-4",
"records": [
[212,"section:navigation-and-interop/17-4@zh-Hans","section","navigation-and-interop","zh-Hans","17.4 性能测量",["十七、测试与验证方法","17.4 性能测量"],"zh-Hans/guides/navigation-and-interop.html#17-4",823,"","","",["Representable"],"导航性能不能凭“SwiftUI 比 UIKit 快/慢”判断。应在 Profile/Release、目标设备上分别测量：\n点击到首个可见内容的 Signpost Duration；\nMain Thread Long Stall 和 Hang；\nDestination 初始化与 Body Cost；\n首屏网络/数据库读取；\nRepresentable Update 次数及单次耗时；\nUIKit 控件创建、图片解码和 Layout Cost；\nPop/Dismiss 后对象、Task、Session 是否释放。\n可用 Instruments 的 SwiftUI、Time Profiler、Points of Interest、Allocations 和 Leaks 组合定位。先区分是路由状态计算、页面加载、布局渲染还是桥接对象副作用，再优化对应层。","section:navigation-and-interop/17"]
],
"guides": {"navigation-and-interop": {"zh-Hans": "SwiftUI 导航与 UIKit 互操作：从路由状态、深链恢复到 Representable 生命周期"}},
"fold": ""});
