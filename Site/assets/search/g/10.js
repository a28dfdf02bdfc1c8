BRIDGEKB_SHARD("g/10", {"key": "entry:uikit-bridging-part-2b-s2",
"records": [
[42,"entry:uikit-bridging-part-2b-s2@zh-Hans","pattern","uikit-bridging","zh-Hans","带位置的长按",["第 2b 部分：UIGestureRecognizerRepresentable（iOS 18+）","标准示例：带位置的长按"],"zh-Hans/entries/uikit-bridging-part-2b-s2.html",335,"","","",["UIGestureRecognizerRepresentable","@Binding","CGPoint","makeUIGestureRecognizer","Context","UILongPressGestureRecognizer","handleUIGestureRecognizerAction","View","@State"],"UIGestureRecognizerRepresentable @Binding CGPoint makeUIGestureRecognizer Context UILongPressGestureRecognizer handleUIGestureRecognizerAction View @State",""],
[82,"entry:uikit-bridging-part-2b-s2@ja","pattern","uikit-bridging","ja","位置情報を取得する長押し",["パート 2b：UIGestureRecognizerRepresentable（iOS 18 以降）","基本例：位置情報を取得する長押し"],"ja/entries/uikit-bridging-part-2b-s2.html",335,"","","",["UIGestureRecognizerRepresentable","@Binding","CGPoint","makeUIGestureRecognizer","Context","UILongPressGestureRecognizer","handleUIGestureRecognizerAction","View","@State"],"UIGestureRecognizerRepresentable @Binding CGPoint makeUIGestureRecognizer Context UILongPressGestureRecognizer handleUIGestureRecognizerAction View @State",""]
],
"guides": {"uikit-bridging": {"ja": "UIKit-SwiftUI ブリッジ", "zh-Hans": "UIKit-SwiftUI 桥接"}},
"fold": "報报長长"});
