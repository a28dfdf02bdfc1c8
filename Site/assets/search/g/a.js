BRIDGEKB_SHARD("g/a", {"key": "entry:navigation-and-interop-16-5",
"records": [
[14,"entry:navigation-and-interop-16-5@zh-Hans","mistake","navigation-and-interop","zh-Hans","恢复整个 View Model/Object Graph",["十六、常见误区与修复","16.5 错误：恢复整个 View Model/Object Graph"],"zh-Hans/entries/navigation-and-interop-16-5.html",745,"对象包含 Task、Service、旧缓存或不可编码引用，恢复后状态已过期。","","只保存 Versioned Route Snapshot 和稳定 ID，服务与当前数据重新注入/加载。",["View"],"",""]
],
"guides": {"navigation-and-interop": {"zh-Hans": "SwiftUI 导航与 UIKit 互操作：从路由状态、深链恢复到 Representable 生命周期"}},
"fold": ""});
