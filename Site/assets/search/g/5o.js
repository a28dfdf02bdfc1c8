BRIDGEKB_SHARD("g/5o", {"key": "section:uikit-bridging/part-4-s2",
"records": [
[245,"section:uikit-bridging/part-4-s2@zh-Hans","section","uikit-bridging","zh-Hans","iOS 16 回退方案：ObservableObject + Combine",["第 4 部分：使用 @Observable 共享状态","iOS 16 回退方案：ObservableObject + Combine"],"zh-Hans/guides/uikit-bridging.html#part-4-s2",638,"","","",["ObservableObject","Combine","@Observable","@Published","UIViewController","AnyCancellable","viewDidLoad","DispatchQueue"],"如果目标版本是 iOS 16（早于 @Observable），请使用带有 @Published 的 ObservableObject，并在 UIKit 侧通过 Combine 进行观察：","section:uikit-bridging/part-4"],
[281,"section:uikit-bridging/part-4-s2@ja","section","uikit-bridging","ja","iOS 16 での代替手段：ObservableObject + Combine",["パート 4：@Observable による共有状態","iOS 16 での代替手段：ObservableObject + Combine"],"ja/guides/uikit-bridging.html#part-4-s2",638,"","","",["ObservableObject","Combine","@Observable","@Published","UIViewController","AnyCancellable","viewDidLoad","DispatchQueue"],"iOS 16（@Observable より前）を対象とする場合は、ObservableObject と @Published を使用し、UIKit 側では Combine を介して監視してください。","section:uikit-bridging/part-4"]
],
"guides": {"uikit-bridging": {"ja": "UIKit-SwiftUI ブリッジ", "zh-Hans": "UIKit-SwiftUI 桥接"}},
"fold": "側侧場场対对監监視视"});
