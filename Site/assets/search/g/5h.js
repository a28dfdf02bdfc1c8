BRIDGEKB_SHARD("g/5h", {"key": "section:uikit-bridging/part-3-s5",
"records": [
[238,"section:uikit-bridging/part-3-s5@zh-Hans","section","uikit-bridging","zh-Hans","UIHostingConfiguration（iOS 16+）",["第 3 部分：UIHostingController——UIKit 中的 SwiftUI","UIHostingConfiguration（iOS 16+）"],"zh-Hans/guides/uikit-bridging.html#part-3-s5",502,"","","",["UIHostingConfiguration","UICollectionView","UITableView","Text"],"使用 SwiftUI 视图作为 UICollectionView 或 UITableView 单元格：\n单元格被裁剪？ UIHostingConfiguration 单元格会自动调整尺寸。如果单元格被裁剪，集合视图布局可能使用了固定的 itemSize——请在组合布局中改用 estimated 尺寸，让单元格能够扩展以适配 SwiftUI 内容。","section:uikit-bridging/part-3"],
[274,"section:uikit-bridging/part-3-s5@ja","section","uikit-bridging","ja","UIHostingConfiguration（iOS 16 以降）",["パート 3：UIHostingController — UIKit 内の SwiftUI","UIHostingConfiguration（iOS 16 以降）"],"ja/guides/uikit-bridging.html#part-3-s5",502,"","","",["UIHostingConfiguration","UICollectionView","UITableView","Text"],"SwiftUI ビューを UICollectionView または UITableView のセルとして使用します。\nセルがクリッピングされる場合：UIHostingConfiguration のセルは自身でサイズを調整します。セルがクリッピングされる場合は、コレクションビューのレイアウトで固定の itemSize が使われている可能性があります。SwiftUI コンテンツに合わせてセルを拡大できるよう、コンポジショナルレイアウトで寸法を estimated に変更してください。","section:uikit-bridging/part-3"]
],
"guides": {"uikit-bridging": {"ja": "UIKit-SwiftUI ブリッジ", "zh-Hans": "UIKit-SwiftUI 桥接"}},
"fold": "場场変变拡扩調调"});
