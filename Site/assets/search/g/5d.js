BRIDGEKB_SHARD("g/5d", {"key": "section:uikit-bridging/part-3-s1",
"records": [
[234,"section:uikit-bridging/part-3-s1@zh-Hans","section","uikit-bridging","zh-Hans","基本嵌入",["第 3 部分：UIHostingController——UIKit 中的 SwiftUI","基本嵌入"],"zh-Hans/guides/uikit-bridging.html#part-3-s1",398,"","","",["UIHostingController","pushViewController"],"","section:uikit-bridging/part-3"],
[270,"section:uikit-bridging/part-3-s1@ja","section","uikit-bridging","ja","基本的な埋め込み",["パート 3：UIHostingController — UIKit 内の SwiftUI","基本的な埋め込み"],"ja/guides/uikit-bridging.html#part-3-s1",398,"","","",["UIHostingController","pushViewController"],"","section:uikit-bridging/part-3"]
],
"guides": {"uikit-bridging": {"ja": "UIKit-SwiftUI ブリッジ", "zh-Hans": "UIKit-SwiftUI 桥接"}},
"fold": ""});
