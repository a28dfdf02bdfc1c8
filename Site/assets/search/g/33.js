BRIDGEKB_SHARD("g/33", {"key": "section:navigation-and-interop/12-2",
"records": [
[181,"section:navigation-and-interop/12-2@zh-Hans","section","navigation-and-interop","zh-Hans","12.2 修改状态的时机",["十二、双向同步与反馈循环","12.2 修改状态的时机"],"zh-Hans/guides/navigation-and-interop.html#12-2",537,"","","",["DispatchQueue","View"],"某些 UIKit Delegate 会在 SwiftUI 正进行 Update 时同步回调。此时立即修改绑定可能触发“在更新期间修改状态”的诊断或重入。优先做法是避免 Update 触发回调；若 API 无法避免，再把事件排到合适的 Main Actor 后续时机，并确认延迟不会改变顺序语义。\nDispatchQueue.main.async 不是通用修复。它可能隐藏根因、打乱多个事件顺序，或在 View 已结束后写入旧状态。","section:navigation-and-interop/12"]
],
"guides": {"navigation-and-interop": {"zh-Hans": "SwiftUI 导航与 UIKit 互操作：从路由状态、深链恢复到 Representable 生命周期"}},
"fold": ""});
