BRIDGEKB_SHARD("g/59", {"key": "section:uikit-bridging/part-2b-s2",
"records": [
[230,"section:uikit-bridging/part-2b-s2@zh-Hans","section","uikit-bridging","zh-Hans","标准示例：带位置的长按",["第 2b 部分：UIGestureRecognizerRepresentable（iOS 18+）","标准示例：带位置的长按"],"zh-Hans/guides/uikit-bridging.html#part-2b-s2",335,"","","",["UIGestureRecognizerRepresentable","@Binding","CGPoint","makeUIGestureRecognizer","Context","UILongPressGestureRecognizer","handleUIGestureRecognizerAction","View","@State"],"","section:uikit-bridging/part-2b"],
[266,"section:uikit-bridging/part-2b-s2@ja","section","uikit-bridging","ja","基本例：位置情報を取得する長押し",["パート 2b：UIGestureRecognizerRepresentable（iOS 18 以降）","基本例：位置情報を取得する長押し"],"ja/guides/uikit-bridging.html#part-2b-s2",335,"","","",["UIGestureRecognizerRepresentable","@Binding","CGPoint","makeUIGestureRecognizer","Context","UILongPressGestureRecognizer","handleUIGestureRecognizerAction","View","@State"],"","section:uikit-bridging/part-2b"]
],
"guides": {"uikit-bridging": {"ja": "UIKit-SwiftUI ブリッジ", "zh-Hans": "UIKit-SwiftUI 桥接"}},
"fold": "報报長长"});
