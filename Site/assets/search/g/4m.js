BRIDGEKB_SHARD("g/4m", {"key": "section:navigation-and-interop/8-2",
"records": [
[166,"section:navigation-and-interop/8-2@zh-Hans","section","navigation-and-interop","zh-Hans","8.2 NavigationPath 的 CodableRepresentation",["八、State Restoration：恢复可重建状态，而不是对象快照","8.2 NavigationPath 的 CodableRepresentation"],"zh-Hans/guides/navigation-and-interop.html#8-2",306,"","","",["NavigationPath","CodableRepresentation","Hashable"],"当 Path 内所有元素均可编码时，可以取得 NavigationPath.CodableRepresentation，之后通过 Decoder 编码；恢复时解码 Representation 并构造 NavigationPath。如果任一元素不可编码，可编码表示可能不可用。因此每次写入任意 Hashable 并不自动获得可靠恢复能力。\n对于需要长期兼容的业务恢复，团队自有的 Versioned Typed Snapshot 往往更容易迁移和校验。","section:navigation-and-interop/8"]
],
"guides": {"navigation-and-interop": {"zh-Hans": "SwiftUI 导航与 UIKit 互操作：从路由状态、深链恢复到 Representable 生命周期"}},
"fold": ""});
