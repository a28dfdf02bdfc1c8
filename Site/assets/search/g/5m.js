BRIDGEKB_SHARD("g/5m", {"key": "section:uikit-bridging/part-4",
"records": [
[243,"section:uikit-bridging/part-4@zh-Hans","section","uikit-bridging","zh-Hans","第 4 部分：使用 @Observable 共享状态",["第 4 部分：使用 @Observable 共享状态"],"zh-Hans/guides/uikit-bridging.html#part-4",564,"","","",["@Observable","Combine"],"当 UIKit 和 SwiftUI 共存于同一应用中时，需要一个共享的模型层。@Observable（iOS 17+）无需 Combine，即可在两个框架中自然使用。","section:uikit-bridging/part-4"],
[279,"section:uikit-bridging/part-4@ja","section","uikit-bridging","ja","パート 4：@Observable による共有状態",["パート 4：@Observable による共有状態"],"ja/guides/uikit-bridging.html#part-4",564,"","","",["@Observable","Combine"],"UIKit と SwiftUI が同じアプリ内に共存する場合、共有モデルレイヤーが必要です。@Observable（iOS 17 以降）は Combine を使わずに、どちらのフレームワークでも自然に機能します。","section:uikit-bridging/part-4"]
],
"guides": {"uikit-bridging": {"ja": "UIKit-SwiftUI ブリッジ", "zh-Hans": "UIKit-SwiftUI 桥接"}},
"fold": "場场態态機机"});
