BRIDGEKB_SHARD("g/5l", {"key": "section:uikit-bridging/part-3-s7",
"records": [
[242,"section:uikit-bridging/part-3-s7@zh-Hans","section","uikit-bridging","zh-Hans","混合布局中的键盘处理",["第 3 部分：UIHostingController——UIKit 中的 SwiftUI","混合布局中的键盘处理"],"zh-Hans/guides/uikit-bridging.html#part-3-s7",553,"","","",["UIKeyboardLayoutGuide"],"混用 UIKit 和 SwiftUI 时，键盘避让可能不会自动生效。对于包含 SwiftUI 内容的 UIKit 布局，请使用 UIKeyboardLayoutGuide（iOS 15+）基于约束跟踪键盘：","section:uikit-bridging/part-3"],
[278,"section:uikit-bridging/part-3-s7@ja","section","uikit-bridging","ja","ハイブリッドレイアウトでのキーボード処理",["パート 3：UIHostingController — UIKit 内の SwiftUI","ハイブリッドレイアウトでのキーボード処理"],"ja/guides/uikit-bridging.html#part-3-s7",553,"","","",["UIKeyboardLayoutGuide"],"UIKit と SwiftUI を組み合わせる場合、キーボード回避が自動的に機能しないことがあります。SwiftUI コンテンツを含む UIKit レイアウトで、制約ベースのキーボード追跡を行うには UIKeyboardLayoutGuide（iOS 15 以降）を使用してください。","section:uikit-bridging/part-3"]
],
"guides": {"uikit-bridging": {"ja": "UIKit-SwiftUI ブリッジ", "zh-Hans": "UIKit-SwiftUI 桥接"}},
"fold": "処处動动場场機机約约組组跡迹"});
