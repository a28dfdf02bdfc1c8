BRIDGEKB_SHARD("g/4w", {"key": "section:uikit-bridging/part-1-s2",
"records": [
[217,"section:uikit-bridging/part-1-s2@zh-Hans","section","uikit-bridging","zh-Hans","状态同步",["第 1 部分：UIViewRepresentable — 封装 UIView","状态同步"],"zh-Hans/guides/uikit-bridging.html#part-1-s2",72,"","","",["updateUIView","Coordinator","@Binding","UIViewRepresentable","makeUIView","Context","UISearchBar","delegate","makeCoordinator","NSObject","UISearchBarDelegate"],"状态会通过桥接双向流动：\nSwiftUI → UIKit：通过 updateUIView。SwiftUI 状态发生变化时会触发此方法。\nUIKit → SwiftUI：通过 Coordinator，在父结构体上使用 @Binding。","section:uikit-bridging/part-1"],
[253,"section:uikit-bridging/part-1-s2@ja","section","uikit-bridging","ja","状態の同期",["パート 1：UIViewRepresentable — UIView のラップ","状態の同期"],"ja/guides/uikit-bridging.html#part-1-s2",72,"","","",["updateUIView","@Binding","Coordinator","UIViewRepresentable","makeUIView","Context","UISearchBar","delegate","makeCoordinator","NSObject","UISearchBarDelegate"],"状態はブリッジを介して双方向に流れます。\nSwiftUI → UIKit：updateUIView を介します。SwiftUI の状態が変わると、このメソッドが呼び出されます。\nUIKit → SwiftUI：親構造体の @Binding を使い、Coordinator を介します。","section:uikit-bridging/part-1"]
],
"guides": {"uikit-bridging": {"ja": "UIKit-SwiftUI ブリッジ", "zh-Hans": "UIKit-SwiftUI 桥接"}},
"fold": "変变態态構构親亲"});
