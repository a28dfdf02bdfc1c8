BRIDGEKB_SHARD("g/1u", {"key": "entry:uikit-bridging-s1-4",
"records": [
[32,"entry:uikit-bridging-s1-4@zh-Hans","decisionRule","uikit-bridging","zh-Hans","在 UIKit 导航中嵌入 SwiftUI",["决策框架"],"zh-Hans/entries/uikit-bridging-s1-4.html",30,"","","UIHostingController",["UIHostingController"],"",""],
[72,"entry:uikit-bridging-s1-4@ja","decisionRule","uikit-bridging","ja","SwiftUI を UIKit のナビゲーションに埋め込む",["判断フレームワーク"],"ja/entries/uikit-bridging-s1-4.html",30,"","","UIHostingController",["UIHostingController"],"",""]
],
"guides": {"uikit-bridging": {"ja": "UIKit-SwiftUI ブリッジ", "zh-Hans": "UIKit-SwiftUI 桥接"}},
"fold": ""});
