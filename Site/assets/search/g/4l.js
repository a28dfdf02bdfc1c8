BRIDGEKB_SHARD("g/4l", {"key": "section:navigation-and-interop/8-1",
"records": [
[165,"section:navigation-and-interop/8-1@zh-Hans","section","navigation-and-interop","zh-Hans","8.1 Codable Typed Route",["八、State Restoration：恢复可重建状态，而不是对象快照","8.1 Codable Typed Route"],"zh-Hans/guides/navigation-and-interop.html#8-1",291,"","","",["Codable","Hashable","id"],"持久化前应把临时或敏感页面过滤掉。例如支付授权中间页、一次性验证码、已提交表单、包含敏感查询参数的 Web 页面通常不适合原样恢复。","section:navigation-and-interop/8"]
],
"guides": {"navigation-and-interop": {"zh-Hans": "SwiftUI 导航与 UIKit 互操作：从路由状态、深链恢复到 Representable 生命周期"}},
"fold": ""});
