BRIDGEKB_SHARD("g/3v", {"key": "section:navigation-and-interop/17-1",
"records": [
[209,"section:navigation-and-interop/17-1@zh-Hans","section","navigation-and-interop","zh-Hans","17.1 Route Reducer/Router 单元测试",["十七、测试与验证方法","17.1 Route Reducer/Router 单元测试"],"zh-Hans/guides/navigation-and-interop.html#17-1",783,"","","",["View"],"至少覆盖：\n从 Root 打开不同 Route；\nPop 后 Path 是否正确；\n相同 Deep Link 重复投递；\n未登录 → 登录成功 → 继续 Pending Intent；\n登录取消或切换账号；\n非法、无权限和已删除资源；\nRestoration Schema 旧版本与损坏数据；\n多 Scene/多 Tab 路径隔离。\nRouter 测试不需要启动真实 View，正是状态驱动导航的主要收益。","section:navigation-and-interop/17"]
],
"guides": {"navigation-and-interop": {"zh-Hans": "SwiftUI 导航与 UIKit 互操作：从路由状态、深链恢复到 Representable 生命周期"}},
"fold": ""});
