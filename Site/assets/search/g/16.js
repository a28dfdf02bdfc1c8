BRIDGEKB_SHARD("g/16", {"key": "entry:uikit-bridging-part-3-s5-s2-1",
"records": [
[48,"entry:uikit-bridging-part-3-s5-s2-1@zh-Hans","decisionRule","uikit-bridging","zh-Hans","UICollectionView/UITableView 中的单元格内容",["第 3 部分：UIHostingController——UIKit 中的 SwiftUI","UIHostingConfiguration（iOS 16+）","何时使用 UIHostingConfiguration，何时使用 UIHostingController"],"zh-Hans/entries/uikit-bridging-part-3-s5-s2-1.html",535,"","","UIHostingConfiguration",["UICollectionView","UITableView","UIHostingConfiguration"],"",""],
[88,"entry:uikit-bridging-part-3-s5-s2-1@ja","decisionRule","uikit-bridging","ja","UICollectionView/UITableView のセルコンテンツ",["パート 3：UIHostingController — UIKit 内の SwiftUI","UIHostingConfiguration（iOS 16 以降）","UIHostingConfiguration と UIHostingController の使い分け"],"ja/entries/uikit-bridging-part-3-s5-s2-1.html",535,"","","UIHostingConfiguration",["UICollectionView","UITableView","UIHostingConfiguration"],"",""]
],
"guides": {"uikit-bridging": {"ja": "UIKit-SwiftUI ブリッジ", "zh-Hans": "UIKit-SwiftUI 桥接"}},
"fold": ""});
