BRIDGEKB_SHARD("g/12", {"key": "entry:uikit-bridging-part-2b-s4-2",
"records": [
[44,"entry:uikit-bridging-part-2b-s4-2@zh-Hans","decisionRule","uikit-bridging","zh-Hans","自定义 UIGestureRecognizer 子类",["第 2b 部分：UIGestureRecognizerRepresentable（iOS 18+）","何时使用它，而非 SwiftUI 手势"],"zh-Hans/entries/uikit-bridging-part-2b-s4-2.html",387,"","","UIGestureRecognizerRepresentable",["UIGestureRecognizer","UIGestureRecognizerRepresentable"],"",""],
[84,"entry:uikit-bridging-part-2b-s4-2@ja","decisionRule","uikit-bridging","ja","カスタムの UIGestureRecognizer サブクラス",["パート 2b：UIGestureRecognizerRepresentable（iOS 18 以降）","SwiftUI のジェスチャーとどちらを使うべきか"],"ja/entries/uikit-bridging-part-2b-s4-2.html",387,"","","UIGestureRecognizerRepresentable",["UIGestureRecognizer","UIGestureRecognizerRepresentable"],"",""]
],
"guides": {"uikit-bridging": {"ja": "UIKit-SwiftUI ブリッジ", "zh-Hans": "UIKit-SwiftUI 桥接"}},
"fold": ""});
