BRIDGEKB_SHARD("g/15", {"key": "entry:uikit-bridging-part-2b-s4-5",
"records": [
[47,"entry:uikit-bridging-part-2b-s4-5@zh-Hans","decisionRule","uikit-bridging","zh-Hans","UIKit 与 SwiftUI 之间的坐标空间转换",["第 2b 部分：UIGestureRecognizerRepresentable（iOS 18+）","何时使用它，而非 SwiftUI 手势"],"zh-Hans/entries/uikit-bridging-part-2b-s4-5.html",390,"","","UIGestureRecognizerRepresentable（内置转换器）",["UIGestureRecognizerRepresentable"],"",""],
[87,"entry:uikit-bridging-part-2b-s4-5@ja","decisionRule","uikit-bridging","ja","UIKit と SwiftUI 間の座標空間変換",["パート 2b：UIGestureRecognizerRepresentable（iOS 18 以降）","SwiftUI のジェスチャーとどちらを使うべきか"],"ja/entries/uikit-bridging-part-2b-s4-5.html",390,"","","UIGestureRecognizerRepresentable（コンバーターが組み込まれています）",["UIGestureRecognizerRepresentable"],"",""]
],
"guides": {"uikit-bridging": {"ja": "UIKit-SwiftUI ブリッジ", "zh-Hans": "UIKit-SwiftUI 桥接"}},
"fold": "変变換换標标組组間间"});
