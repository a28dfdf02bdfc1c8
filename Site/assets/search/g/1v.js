BRIDGEKB_SHARD("g/1v", {"key": "entry:uikit-bridging-s1-5",
"records": [
[33,"entry:uikit-bridging-s1-5@zh-Hans","decisionRule","uikit-bridging","zh-Hans","在 UICollectionView/UITableView 单元格中使用 SwiftUI",["决策框架"],"zh-Hans/entries/uikit-bridging-s1-5.html",31,"","","UIHostingConfiguration",["UICollectionView","UITableView","UIHostingConfiguration"],"",""],
[73,"entry:uikit-bridging-s1-5@ja","decisionRule","uikit-bridging","ja","UICollectionView／UITableView のセルで SwiftUI を使う",["判断フレームワーク"],"ja/entries/uikit-bridging-s1-5.html",31,"","","UIHostingConfiguration",["UICollectionView","UITableView","UIHostingConfiguration"],"",""]
],
"guides": {"uikit-bridging": {"ja": "UIKit-SwiftUI ブリッジ", "zh-Hans": "UIKit-SwiftUI 桥接"}},
"fold": ""});
