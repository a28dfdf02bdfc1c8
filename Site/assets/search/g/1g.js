BRIDGEKB_SHARD("g/1g", {"key": "entry:uikit-bridging-part-5-5",
"records": [
[56,"entry:uikit-bridging-part-5-5@zh-Hans","gotcha","uikit-bridging","zh-Hans","UIHostingController 尺寸错误",["第 5 部分：常见问题"],"zh-Hans/entries/uikit-bridging-part-5-5.html",681,"视图尺寸为零，或布局后位置跳变","","使用 sizingOptions: .intrinsicContentSize（iOS 16+）。对于更早版本，在根视图更改后调用 hostingController.view.invalidateIntrinsicContentSize()。",["UIHostingController","sizingOptions","intrinsicContentSize"],"",""],
[96,"entry:uikit-bridging-part-5-5@ja","gotcha","uikit-bridging","ja","UIHostingController のサイズが正しくない",["パート 5：よくある落とし穴"],"ja/entries/uikit-bridging-part-5-5.html",681,"ビューのサイズがゼロになる、またはレイアウト後に跳ねる","","sizingOptions: .intrinsicContentSize（iOS 16+）を使用します。それ以前のバージョンでは、ルートビューの変更後に hostingController.view.invalidateIntrinsicContentSize() を呼び出します。",["UIHostingController","sizingOptions","intrinsicContentSize"],"",""]
],
"guides": {"uikit-bridging": {"ja": "UIKit-SwiftUI ブリッジ", "zh-Hans": "UIKit-SwiftUI 桥接"}},
"fold": "変变後后"});
