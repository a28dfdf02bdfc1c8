BRIDGEKB_SHARD("g/50", {"key": "section:uikit-bridging/part-1-s6",
"records": [
[221,"section:uikit-bridging/part-1-s6@zh-Hans","section","uikit-bridging","zh-Hans","跟踪滚动的导航栏（iOS 15+）",["第 1 部分：UIViewRepresentable — 封装 UIView","跟踪滚动的导航栏（iOS 15+）"],"zh-Hans/guides/uikit-bridging.html#part-1-s6",189,"","","",["UIScrollView","makeUIView","Context","UITableView","updateUIView","UIResponder","UINavigationController","setContentScrollView"],"封装 UIScrollView 子类时，告知导航栏要跟踪哪个滚动视图，以便折叠大标题：\n如果不这样做，滚动封装的 UIScrollView 时，导航栏的大标题不会折叠。","section:uikit-bridging/part-1"],
[257,"section:uikit-bridging/part-1-s6@ja","section","uikit-bridging","ja","スクロール追跡ナビゲーションバー（iOS 15 以降）",["パート 1：UIViewRepresentable — UIView のラップ","スクロール追跡ナビゲーションバー（iOS 15 以降）"],"ja/guides/uikit-bridging.html#part-1-s6",189,"","","",["UIScrollView","makeUIView","Context","UITableView","updateUIView","UIResponder","UINavigationController","setContentScrollView"],"UIScrollView のサブクラスをラップする場合、大きなタイトルの折りたたみに使用するスクロールビューをナビゲーションバーに指定します。\nこれを設定しないと、ラップした UIScrollView のスクロール時にナビゲーションバーの大きなタイトルが折りたたまれません。","section:uikit-bridging/part-1"]
],
"guides": {"uikit-bridging": {"ja": "UIKit-SwiftUI ブリッジ", "zh-Hans": "UIKit-SwiftUI 桥接"}},
"fold": "場场時时設设跡迹"});
