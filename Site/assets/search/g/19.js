BRIDGEKB_SHARD("g/19", {"key": "entry:uikit-bridging-part-3-s5-s2-4",
"records": [
[51,"entry:uikit-bridging-part-3-s5-s2-4@zh-Hans","decisionRule","uikit-bridging","zh-Hans","覆盖层或装饰视图",["第 3 部分：UIHostingController——UIKit 中的 SwiftUI","UIHostingConfiguration（iOS 16+）","何时使用 UIHostingConfiguration，何时使用 UIHostingController"],"zh-Hans/entries/uikit-bridging-part-3-s5-s2-4.html",538,"","","补充视图中的 UIHostingConfiguration",["UIHostingConfiguration"],"",""],
[91,"entry:uikit-bridging-part-3-s5-s2-4@ja","decisionRule","uikit-bridging","ja","オーバーレイまたは装飾",["パート 3：UIHostingController — UIKit 内の SwiftUI","UIHostingConfiguration（iOS 16 以降）","UIHostingConfiguration と UIHostingController の使い分け"],"ja/entries/uikit-bridging-part-3-s5-s2-4.html",538,"","","補助ビュー内の UIHostingConfiguration",["UIHostingConfiguration"],"",""]
],
"guides": {"uikit-bridging": {"ja": "UIKit-SwiftUI ブリッジ", "zh-Hans": "UIKit-SwiftUI 桥接"}},
"fold": "補补飾饰"});
