BRIDGEKB_SHARD("g/1t", {"key": "entry:uikit-bridging-s1-3",
"records": [
[31,"entry:uikit-bridging-s1-3@zh-Hans","decisionRule","uikit-bridging","zh-Hans","封装 UIGestureRecognizer 子类",["决策框架"],"zh-Hans/entries/uikit-bridging-s1-3.html",29,"","","UIGestureRecognizerRepresentable",["UIGestureRecognizer","UIGestureRecognizerRepresentable"],"",""],
[71,"entry:uikit-bridging-s1-3@ja","decisionRule","uikit-bridging","ja","UIGestureRecognizer のサブクラスをラップする",["判断フレームワーク"],"ja/entries/uikit-bridging-s1-3.html",29,"","","UIGestureRecognizerRepresentable",["UIGestureRecognizer","UIGestureRecognizerRepresentable"],"",""]
],
"guides": {"uikit-bridging": {"ja": "UIKit-SwiftUI ブリッジ", "zh-Hans": "UIKit-SwiftUI 桥接"}},
"fold": ""});
