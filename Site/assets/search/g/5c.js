BRIDGEKB_SHARD("g/5c", {"key": "section:uikit-bridging/part-3",
"records": [
[233,"section:uikit-bridging/part-3@zh-Hans","section","uikit-bridging","zh-Hans","第 3 部分：UIHostingController——UIKit 中的 SwiftUI",["第 3 部分：UIHostingController——UIKit 中的 SwiftUI"],"zh-Hans/guides/uikit-bridging.html#part-3",394,"","","",["UIHostingController"],"在现有 UIKit 导航层级中嵌入 SwiftUI 视图时使用。","section:uikit-bridging/part-3"],
[269,"section:uikit-bridging/part-3@ja","section","uikit-bridging","ja","パート 3：UIHostingController — UIKit 内の SwiftUI",["パート 3：UIHostingController — UIKit 内の SwiftUI"],"ja/guides/uikit-bridging.html#part-3",394,"","","",["UIHostingController"],"既存の UIKit ナビゲーション階層に SwiftUI ビューを埋め込む場合に使用します。","section:uikit-bridging/part-3"]
],
"guides": {"uikit-bridging": {"ja": "UIKit-SwiftUI ブリッジ", "zh-Hans": "UIKit-SwiftUI 桥接"}},
"fold": "場场層层階阶"});
