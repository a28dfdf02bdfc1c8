BRIDGEKB_SHARD("g/4u", {"key": "section:uikit-bridging/part-1",
"records": [
[215,"section:uikit-bridging/part-1@zh-Hans","section","uikit-bridging","zh-Hans","第 1 部分：UIViewRepresentable — 封装 UIView",["第 1 部分：UIViewRepresentable — 封装 UIView"],"zh-Hans/guides/uikit-bridging.html#part-1",36,"","","",["UIViewRepresentable","UIView","MKMapView","WKWebView"],"当你有一个 UIView 子类（MKMapView、WKWebView、自定义绘图视图）并需要在 SwiftUI 中使用它时，请使用此方式。\n如需了解全面的 MapKit 模式以及 SwiftUI Map 与 MKMapView 的选择，请参阅 axiom-mapkit。","section:uikit-bridging/part-1"],
[251,"section:uikit-bridging/part-1@ja","section","uikit-bridging","ja","パート 1：UIViewRepresentable — UIView のラップ",["パート 1：UIViewRepresentable — UIView のラップ"],"ja/guides/uikit-bridging.html#part-1",36,"","","",["UIViewRepresentable","UIView","MKMapView","WKWebView"],"UIView のサブクラス（MKMapView、WKWebView、カスタム描画ビュー）があり、それを SwiftUI で使う必要がある場合に使用します。\nMapKit の包括的なパターンと、SwiftUI Map と MKMapView の選択については、axiom-mapkit を参照してください。","section:uikit-bridging/part-1"]
],
"guides": {"uikit-bridging": {"ja": "UIKit-SwiftUI ブリッジ", "zh-Hans": "UIKit-SwiftUI 桥接"}},
"fold": "場场択择選选"});
