BRIDGEKB_SHARD("g/y", {"key": "entry:uikit-bridging-part-2-s4-code-1",
"records": [
[40,"entry:uikit-bridging-part-2-s4-code-1@zh-Hans","mistake","uikit-bridging","zh-Hans","显示上下文：This won't push — the controller has no navigationController",["第 2 部分：UIViewControllerRepresentable — 封装 UIViewController","显示上下文"],"zh-Hans/entries/uikit-bridging-part-2-s4-code-1.html",304,"","","Present modally instead, or use UIHostingController in a UIKit navigation flow",["UIHostingController","UIViewControllerRepresentable","makeUIViewController","Context","pushViewController"],"UIViewControllerRepresentable makeUIViewController Context pushViewController",""],
[80,"entry:uikit-bridging-part-2-s4-code-1@ja","mistake","uikit-bridging","ja","表示コンテキスト：This won't push — the controller has no navigationController",["パート 2：UIViewControllerRepresentable — UIViewController のラップ","表示コンテキスト"],"ja/entries/uikit-bridging-part-2-s4-code-1.html",304,"","","Present modally instead, or use UIHostingController in a UIKit navigation flow",["UIHostingController","UIViewControllerRepresentable","makeUIViewController","Context","pushViewController"],"UIViewControllerRepresentable makeUIViewController Context pushViewController",""]
],
"guides": {"uikit-bridging": {"ja": "UIKit-SwiftUI ブリッジ", "zh-Hans": "UIKit-SwiftUI 桥接"}},
"fold": ""});
