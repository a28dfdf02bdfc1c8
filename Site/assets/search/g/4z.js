BRIDGEKB_SHARD("g/4z", {"key": "section:uikit-bridging/part-1-s5",
"records": [
[220,"section:uikit-bridging/part-1-s5@zh-Hans","section","uikit-bridging","zh-Hans","尺寸设置",["第 1 部分：UIViewRepresentable — 封装 UIView","尺寸设置"],"zh-Hans/guides/uikit-bridging.html#part-1-s5",150,"","","",["UIViewRepresentable","sizeThatFits","makeUIView","Context","UILabel","updateUIView","ProposedViewSize","CGSize","UIView"],"UIViewRepresentable 视图会参与 SwiftUI 布局。可通过以下方式控制尺寸：\n重写 sizeThatFits(_:)，以自定义尺寸提议：","section:uikit-bridging/part-1"],
[256,"section:uikit-bridging/part-1-s5@ja","section","uikit-bridging","ja","サイズ調整",["パート 1：UIViewRepresentable — UIView のラップ","サイズ調整"],"ja/guides/uikit-bridging.html#part-1-s5",150,"","","",["UIViewRepresentable","sizeThatFits","makeUIView","Context","UILabel","updateUIView","ProposedViewSize","CGSize","UIView"],"UIViewRepresentable ビューは SwiftUI のレイアウトに参加します。次の方法でサイズを制御します。\nカスタムサイズの提案には、sizeThatFits(_:) をオーバーライドします。","section:uikit-bridging/part-1"]
],
"guides": {"uikit-bridging": {"ja": "UIKit-SwiftUI ブリッジ", "zh-Hans": "UIKit-SwiftUI 桥接"}},
"fold": "調调"});
