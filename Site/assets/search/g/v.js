BRIDGEKB_SHARD("g/v", {"key": "entry:uikit-bridging-part-1-s4-code-1",
"records": [
[37,"entry:uikit-bridging-part-1-s4-code-1@zh-Hans","mistake","uikit-bridging","zh-Hans","Coordinator 模式：Closure-based: retain cycle risk, no delegate protocol support",["第 1 部分：UIViewRepresentable — 封装 UIView","Coordinator 模式"],"zh-Hans/entries/uikit-bridging-part-1-s4-code-1.html",131,"","","Coordinator: clean lifecycle, delegate support",["Coordinator","delegate","makeUIView","Context","UITextField","addTarget"],"makeUIView Context UITextField addTarget",""],
[77,"entry:uikit-bridging-part-1-s4-code-1@ja","mistake","uikit-bridging","ja","Coordinator パターン：Closure-based: retain cycle risk, no delegate protocol support",["パート 1：UIViewRepresentable — UIView のラップ","Coordinator パターン"],"ja/entries/uikit-bridging-part-1-s4-code-1.html",131,"","","Coordinator: clean lifecycle, delegate support",["Coordinator","delegate","makeUIView","Context","UITextField","addTarget"],"makeUIView Context UITextField addTarget",""]
],
"guides": {"uikit-bridging": {"ja": "UIKit-SwiftUI ブリッジ", "zh-Hans": "UIKit-SwiftUI 桥接"}},
"fold": ""});
