BRIDGEKB_SHARD("g/t", {"key": "entry:uikit-bridging-part-1-s1-code-1",
"records": [
[35,"entry:uikit-bridging-part-1-s1-code-1@zh-Hans","pattern","uikit-bridging","zh-Hans","生命周期：Guard: only update if region actually changed",["第 1 部分：UIViewRepresentable — 封装 UIView","生命周期"],"zh-Hans/entries/uikit-bridging-part-1-s1-code-1.html",50,"","","",["UIViewRepresentable","MKCoordinateRegion","makeUIView","Context","MKMapView","delegate","updateUIView","dismantleUIView","Coordinator"],"UIViewRepresentable MKCoordinateRegion makeUIView Context MKMapView delegate updateUIView dismantleUIView Coordinator",""],
[75,"entry:uikit-bridging-part-1-s1-code-1@ja","pattern","uikit-bridging","ja","ライフサイクル：Guard: only update if region actually changed",["パート 1：UIViewRepresentable — UIView のラップ","ライフサイクル"],"ja/entries/uikit-bridging-part-1-s1-code-1.html",50,"","","",["UIViewRepresentable","MKCoordinateRegion","makeUIView","Context","MKMapView","delegate","updateUIView","dismantleUIView","Coordinator"],"UIViewRepresentable MKCoordinateRegion makeUIView Context MKMapView delegate updateUIView dismantleUIView Coordinator",""]
],
"guides": {"uikit-bridging": {"ja": "UIKit-SwiftUI ブリッジ", "zh-Hans": "UIKit-SwiftUI 桥接"}},
"fold": ""});
