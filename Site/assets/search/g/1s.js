BRIDGEKB_SHARD("g/1s", {"key": "entry:uikit-bridging-s1-2",
"records": [
[30,"entry:uikit-bridging-s1-2@zh-Hans","decisionRule","uikit-bridging","zh-Hans","封装 UIViewController",["决策框架"],"zh-Hans/entries/uikit-bridging-s1-2.html",28,"","","UIViewControllerRepresentable",["UIViewController","UIViewControllerRepresentable"],"",""],
[70,"entry:uikit-bridging-s1-2@ja","decisionRule","uikit-bridging","ja","UIViewController をラップする",["判断フレームワーク"],"ja/entries/uikit-bridging-s1-2.html",28,"","","UIViewControllerRepresentable",["UIViewController","UIViewControllerRepresentable"],"",""]
],
"guides": {"uikit-bridging": {"ja": "UIKit-SwiftUI ブリッジ", "zh-Hans": "UIKit-SwiftUI 桥接"}},
"fold": ""});
