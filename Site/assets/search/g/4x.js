BRIDGEKB_SHARD("g/4x", {"key": "section:uikit-bridging/part-1-s3",
"records": [
[218,"section:uikit-bridging/part-1-s3@zh-Hans","section","uikit-bridging","zh-Hans","布局属性警告",["第 1 部分：UIViewRepresentable — 封装 UIView","布局属性警告"],"zh-Hans/guides/uikit-bridging.html#part-1-s3",115,"","","",["UIView","intrinsicContentSize","sizeThatFits"],"SwiftUI 负责可表示视图的布局。切勿修改被封装 UIView 的 center、bounds、frame 或 transform——根据 Apple 文档，这属于未定义行为。SwiftUI 会在布局过程中设置这些属性。如果需要自定义尺寸，请在 UIView 上重写 intrinsicContentSize，或使用 sizeThatFits(_:)。","section:uikit-bridging/part-1"],
[254,"section:uikit-bridging/part-1-s3@ja","section","uikit-bridging","ja","レイアウトプロパティに関する警告",["パート 1：UIViewRepresentable — UIView のラップ","レイアウトプロパティに関する警告"],"ja/guides/uikit-bridging.html#part-1-s3",115,"","","",["Representable","UIView","intrinsicContentSize","sizeThatFits"],"Representable ビューのレイアウトは SwiftUI が管理します。ラップした UIView の center、bounds、frame、transform は決して変更しないでください。Apple のドキュメントによると、これは未定義の動作です。SwiftUI はレイアウトパス中にこれらのプロパティを設定します。カスタムサイズが必要な場合は、UIView の intrinsicContentSize をオーバーライドするか、sizeThatFits(_:) を使用してください。","section:uikit-bridging/part-1"]
],
"guides": {"uikit-bridging": {"ja": "UIKit-SwiftUI ブリッジ", "zh-Hans": "UIKit-SwiftUI 桥接"}},
"fold": "動动場场変变決决義义設设関关"});
