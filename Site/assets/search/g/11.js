BRIDGEKB_SHARD("g/11", {"key": "entry:uikit-bridging-part-2b-s4-1",
"records": [
[43,"entry:uikit-bridging-part-2b-s4-1@zh-Hans","decisionRule","uikit-bridging","zh-Hans","标准点按、拖动、长按、旋转、缩放",["第 2b 部分：UIGestureRecognizerRepresentable（iOS 18+）","何时使用它，而非 SwiftUI 手势"],"zh-Hans/entries/uikit-bridging-part-2b-s4-1.html",386,"","","SwiftUI 原生手势",[],"",""],
[83,"entry:uikit-bridging-part-2b-s4-1@ja","decisionRule","uikit-bridging","ja","標準的なタップ、ドラッグ、長押し、回転、拡大縮小",["パート 2b：UIGestureRecognizerRepresentable（iOS 18 以降）","SwiftUI のジェスチャーとどちらを使うべきか"],"ja/entries/uikit-bridging-part-2b-s4-1.html",386,"","","SwiftUI のネイティブジェスチャー",[],"",""]
],
"guides": {"uikit-bridging": {"ja": "UIKit-SwiftUI ブリッジ", "zh-Hans": "UIKit-SwiftUI 桥接"}},
"fold": "拡扩標标準准縮缩転转長长"});
