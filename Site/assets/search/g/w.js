BRIDGEKB_SHARD("g/w", {"key": "entry:uikit-bridging-part-1-s4-code-2",
"records": [
[38,"entry:uikit-bridging-part-1-s4-code-2@zh-Hans","pattern","uikit-bridging","zh-Hans","Coordinator 模式：Coordinator: clean lifecycle, delegate support",["第 1 部分：UIViewRepresentable — 封装 UIView","Coordinator 模式"],"zh-Hans/entries/uikit-bridging-part-1-s4-code-2.html",138,"","","",["Coordinator","delegate","makeCoordinator","NSObject","UITextFieldDelegate","UITextField"],"makeCoordinator Coordinator NSObject UITextFieldDelegate UITextField",""],
[78,"entry:uikit-bridging-part-1-s4-code-2@ja","pattern","uikit-bridging","ja","Coordinator パターン：Coordinator: clean lifecycle, delegate support",["パート 1：UIViewRepresentable — UIView のラップ","Coordinator パターン"],"ja/entries/uikit-bridging-part-1-s4-code-2.html",138,"","","",["Coordinator","delegate","makeCoordinator","NSObject","UITextFieldDelegate","UITextField"],"makeCoordinator Coordinator NSObject UITextFieldDelegate UITextField",""]
],
"guides": {"uikit-bridging": {"ja": "UIKit-SwiftUI ブリッジ", "zh-Hans": "UIKit-SwiftUI 桥接"}},
"fold": ""});
