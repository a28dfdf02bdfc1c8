BRIDGEKB_SHARD("g/1f", {"key": "entry:uikit-bridging-part-5-4",
"records": [
[55,"entry:uikit-bridging-part-5-4@zh-Hans","gotcha","uikit-bridging","zh-Hans","大标题无法折叠",["第 5 部分：常见问题"],"zh-Hans/entries/uikit-bridging-part-5-4.html",680,"滚动包装的 UIScrollView 时导航栏仍保持展开","","在导航栏上调用 setContentScrollView(_:forEdge:)。",["UIScrollView","setContentScrollView"],"",""],
[95,"entry:uikit-bridging-part-5-4@ja","gotcha","uikit-bridging","ja","大きなタイトルが折りたたまれない",["パート 5：よくある落とし穴"],"ja/entries/uikit-bridging-part-5-4.html",680,"ラップされた UIScrollView をスクロールしてもナビゲーションバーが展開されたままになる","","ナビゲーションバーで setContentScrollView(_:forEdge:) を呼び出します。",["UIScrollView","setContentScrollView"],"",""]
],
"guides": {"uikit-bridging": {"ja": "UIKit-SwiftUI ブリッジ", "zh-Hans": "UIKit-SwiftUI 桥接"}},
"fold": "開开"});
