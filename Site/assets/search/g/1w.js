BRIDGEKB_SHARD("g/1w", {"key": "entry:uikit-bridging-s1-6",
"records": [
[34,"entry:uikit-bridging-s1-6@zh-Hans","decisionRule","uikit-bridging","zh-Hans","在 UIKit 与 SwiftUI 之间共享状态",["决策框架"],"zh-Hans/entries/uikit-bridging-s1-6.html",32,"","","@Observable 共享模型",["@Observable"],"",""],
[74,"entry:uikit-bridging-s1-6@ja","decisionRule","uikit-bridging","ja","UIKit と SwiftUI 間で状態を共有する",["判断フレームワーク"],"ja/entries/uikit-bridging-s1-6.html",32,"","","共有モデル @Observable",["@Observable"],"",""]
],
"guides": {"uikit-bridging": {"ja": "UIKit-SwiftUI ブリッジ", "zh-Hans": "UIKit-SwiftUI 桥接"}},
"fold": "態态間间"});
