BRIDGEKB_SHARD("g/z", {"key": "entry:uikit-bridging-part-2-s4-code-2",
"records": [
[41,"entry:uikit-bridging-part-2-s4-code-2@zh-Hans","pattern","uikit-bridging","zh-Hans","显示上下文：Present modally instead, or use UIHostingController in a UIKit navigation flow",["第 2 部分：UIViewControllerRepresentable — 封装 UIViewController","显示上下文"],"zh-Hans/entries/uikit-bridging-part-2-s4-code-2.html",313,"","","",["UIHostingController","sheet"],"sheet",""],
[81,"entry:uikit-bridging-part-2-s4-code-2@ja","pattern","uikit-bridging","ja","表示コンテキスト：Present modally instead, or use UIHostingController in a UIKit navigation flow",["パート 2：UIViewControllerRepresentable — UIViewController のラップ","表示コンテキスト"],"ja/entries/uikit-bridging-part-2-s4-code-2.html",313,"","","",["UIHostingController","sheet"],"sheet",""]
],
"guides": {"uikit-bridging": {"ja": "UIKit-SwiftUI ブリッジ", "zh-Hans": "UIKit-SwiftUI 桥接"}},
"fold": ""});
