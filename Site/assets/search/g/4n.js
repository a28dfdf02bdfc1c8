BRIDGEKB_SHARD("g/4n", {"key": "section:navigation-and-interop/8-3",
"records": [
[167,"section:navigation-and-interop/8-3@zh-Hans","section","navigation-and-interop","zh-Hans","8.3 SceneStorage 不是无限数据库",["八、State Restoration：恢复可重建状态，而不是对象快照","8.3 SceneStorage 不是无限数据库"],"zh-Hans/guides/navigation-and-interop.html#8-3",312,"","","",["SceneStorage","@SceneStorage"],"@SceneStorage 适合 Scene 级、体积较小且可序列化的数据。复杂路径可以编码成 Data，但仍需考虑：\n编码失败；\nSchema 升级；\n资源已删除或权限变化；\n用户已注销或切换账号；\n多窗口各自恢复不同路径；\n敏感数据不应明文长期保存。\n真正的业务数据应由数据库/Repository 管理，Navigation Snapshot 只保存定位信息。","section:navigation-and-interop/8"]
],
"guides": {"navigation-and-interop": {"zh-Hans": "SwiftUI 导航与 UIKit 互操作：从路由状态、深链恢复到 Representable 生命周期"}},
"fold": ""});
