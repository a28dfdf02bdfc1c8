BRIDGEKB_SHARD("g/1d", {"key": "entry:uikit-bridging-part-5-2",
"records": [
[53,"entry:uikit-bridging-part-5-2@zh-Hans","gotcha","uikit-bridging","zh-Hans","过度调用 updateUIView",["第 5 部分：常见问题"],"zh-Hans/entries/uikit-bridging-part-5-2.html",678,"UIKit 视图闪烁、滚动位置重置、用户输入丢失","","使用相等性检查进行保护。应用更改前先比较新旧值。",["updateUIView"],"",""],
[93,"entry:uikit-bridging-part-5-2@ja","gotcha","uikit-bridging","ja","updateUIView が過剰に呼び出される",["パート 5：よくある落とし穴"],"ja/entries/uikit-bridging-part-5-2.html",678,"UIKit ビューがちらつく、スクロール位置がリセットされる、ユーザー入力が失われる","","等価性チェックでガードします。変更を適用する前に、古い値と新しい値を比較します。",["updateUIView"],"",""]
],
"guides": {"uikit-bridging": {"ja": "UIKit-SwiftUI ブリッジ", "zh-Hans": "UIKit-SwiftUI 桥接"}},
"fold": "価价剰剩変变較较過过適适"});
