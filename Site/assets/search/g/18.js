BRIDGEKB_SHARD("g/18", {"key": "entry:uikit-bridging-part-3-s5-s2-3",
"records": [
[50,"entry:uikit-bridging-part-3-s5-s2-3@zh-Hans","decisionRule","uikit-bridging","zh-Hans","布局中的子 VC",["第 3 部分：UIHostingController——UIKit 中的 SwiftUI","UIHostingConfiguration（iOS 16+）","何时使用 UIHostingConfiguration，何时使用 UIHostingController"],"zh-Hans/entries/uikit-bridging-part-3-s5-s2-3.html",537,"","","UIHostingController",["UIHostingController"],"",""],
[90,"entry:uikit-bridging-part-3-s5-s2-3@ja","decisionRule","uikit-bridging","ja","レイアウト内の子 VC",["パート 3：UIHostingController — UIKit 内の SwiftUI","UIHostingConfiguration（iOS 16 以降）","UIHostingConfiguration と UIHostingController の使い分け"],"ja/entries/uikit-bridging-part-3-s5-s2-3.html",537,"","","UIHostingController",["UIHostingController"],"",""]
],
"guides": {"uikit-bridging": {"ja": "UIKit-SwiftUI ブリッジ", "zh-Hans": "UIKit-SwiftUI 桥接"}},
"fold": ""});
