BRIDGEKB_SHARD("g/1r", {"key": "entry:uikit-bridging-s1-1",
"records": [
[29,"entry:uikit-bridging-s1-1@zh-Hans","decisionRule","uikit-bridging","zh-Hans","封装 UIView",["决策框架"],"zh-Hans/entries/uikit-bridging-s1-1.html",27,"","","UIViewRepresentable",["UIView","UIViewRepresentable"],"",""],
[69,"entry:uikit-bridging-s1-1@ja","decisionRule","uikit-bridging","ja","UIView をラップする",["判断フレームワーク"],"ja/entries/uikit-bridging-s1-1.html",27,"","","UIViewRepresentable",["UIView","UIViewRepresentable"],"",""]
],
"guides": {"uikit-bridging": {"ja": "UIKit-SwiftUI ブリッジ", "zh-Hans": "UIKit-SwiftUI 桥接"}},
"fold": ""});
