BRIDGEKB_SHARD("g/13", {"key": "entry:uikit-bridging-part-2b-s4-3",
"records": [
[45,"entry:uikit-bridging-part-2b-s4-3@zh-Hans","decisionRule","uikit-bridging","zh-Hans","精确控制手势状态机（.possible、.began、.changed 等）",["第 2b 部分：UIGestureRecognizerRepresentable（iOS 18+）","何时使用它，而非 SwiftUI 手势"],"zh-Hans/entries/uikit-bridging-part-2b-s4-3.html",388,"","","UIGestureRecognizerRepresentable",["UIGestureRecognizerRepresentable"],"",""],
[85,"entry:uikit-bridging-part-2b-s4-3@ja","decisionRule","uikit-bridging","ja","ジェスチャー状態マシン（.possible、.began、.changed など）の精密な制御",["パート 2b：UIGestureRecognizerRepresentable（iOS 18 以降）","SwiftUI のジェスチャーとどちらを使うべきか"],"ja/entries/uikit-bridging-part-2b-s4-3.html",388,"","","UIGestureRecognizerRepresentable",["UIGestureRecognizerRepresentable"],"",""]
],
"guides": {"uikit-bridging": {"ja": "UIKit-SwiftUI ブリッジ", "zh-Hans": "UIKit-SwiftUI 桥接"}},
"fold": "態态"});
