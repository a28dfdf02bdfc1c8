BRIDGEKB_SHARD("g/17", {"key": "entry:uikit-bridging-part-3-s5-s2-2",
"records": [
[49,"entry:uikit-bridging-part-3-s5-s2-2@zh-Hans","decisionRule","uikit-bridging","zh-Hans","全屏页面或导航目标",["第 3 部分：UIHostingController——UIKit 中的 SwiftUI","UIHostingConfiguration（iOS 16+）","何时使用 UIHostingConfiguration，何时使用 UIHostingController"],"zh-Hans/entries/uikit-bridging-part-3-s5-s2-2.html",536,"","","UIHostingController",["UIHostingController"],"",""],
[89,"entry:uikit-bridging-part-3-s5-s2-2@ja","decisionRule","uikit-bridging","ja","全画面表示またはナビゲーション先",["パート 3：UIHostingController — UIKit 内の SwiftUI","UIHostingConfiguration（iOS 16 以降）","UIHostingConfiguration と UIHostingController の使い分け"],"ja/entries/uikit-bridging-part-3-s5-s2-2.html",536,"","","UIHostingController",["UIHostingController"],"",""]
],
"guides": {"uikit-bridging": {"ja": "UIKit-SwiftUI ブリッジ", "zh-Hans": "UIKit-SwiftUI 桥接"}},
"fold": ""});
