BRIDGEKB_SHARD("g/14", {"key": "entry:uikit-bridging-part-2b-s4-4",
"records": [
[46,"entry:uikit-bridging-part-2b-s4-4@zh-Hans","decisionRule","uikit-bridging","zh-Hans","需要通过 delegate 方法处理失败条件或同时识别的手势",["第 2b 部分：UIGestureRecognizerRepresentable（iOS 18+）","何时使用它，而非 SwiftUI 手势"],"zh-Hans/entries/uikit-bridging-part-2b-s4-4.html",389,"","","配合协调器使用 UIGestureRecognizerRepresentable",["delegate","UIGestureRecognizerRepresentable"],"",""],
[86,"entry:uikit-bridging-part-2b-s4-4@ja","decisionRule","uikit-bridging","ja","失敗要件や同時認識のために delegate メソッドが必要なジェスチャー",["パート 2b：UIGestureRecognizerRepresentable（iOS 18 以降）","SwiftUI のジェスチャーとどちらを使うべきか"],"ja/entries/uikit-bridging-part-2b-s4-4.html",389,"","","Coordinator を使用した UIGestureRecognizerRepresentable",["delegate","Coordinator","UIGestureRecognizerRepresentable"],"",""]
],
"guides": {"uikit-bridging": {"ja": "UIKit-SwiftUI ブリッジ", "zh-Hans": "UIKit-SwiftUI 桥接"}},
"fold": "敗败時时認认識识"});
