BRIDGEKB_SHARD("g/53", {"key": "section:uikit-bridging/part-2-s1",
"records": [
[224,"section:uikit-bridging/part-2-s1@zh-Hans","section","uikit-bridging","zh-Hans","生命周期",["第 2 部分：UIViewControllerRepresentable — 封装 UIViewController","生命周期"],"zh-Hans/guides/uikit-bridging.html#part-2-s1",237,"","","",["makeUIViewController","updateUIViewController","dismantleUIViewController"],"makeUIViewController(context:) Called ONCE. Create and configure.\nupdateUIViewController(_:context:) Called on SwiftUI state changes.\ndismantleUIViewController(_:coordinator:) Cleanup.","section:uikit-bridging/part-2"],
[260,"section:uikit-bridging/part-2-s1@ja","section","uikit-bridging","ja","ライフサイクル",["パート 2：UIViewControllerRepresentable — UIViewController のラップ","ライフサイクル"],"ja/guides/uikit-bridging.html#part-2-s1",237,"","","",["makeUIViewController","updateUIViewController","dismantleUIViewController"],"makeUIViewController(context:) Called ONCE. Create and configure.\nupdateUIViewController(_:context:) Called on SwiftUI state changes.\ndismantleUIViewController(_:coordinator:) Cleanup.","section:uikit-bridging/part-2"]
],
"guides": {"uikit-bridging": {"ja": "UIKit-SwiftUI ブリッジ", "zh-Hans": "UIKit-SwiftUI 桥接"}},
"fold": ""});
