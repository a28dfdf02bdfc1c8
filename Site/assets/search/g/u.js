BRIDGEKB_SHARD("g/u", {"key": "entry:uikit-bridging-part-1-s3-caution-1",
"records": [
[36,"entry:uikit-bridging-part-1-s3-caution-1@zh-Hans","caution","uikit-bridging","zh-Hans","切勿修改被封装 UIView 的 center、bounds、frame 或 transform——根据 Apple 文档，这属于未定义行为",["第 1 部分：UIViewRepresentable — 封装 UIView","布局属性警告"],"zh-Hans/entries/uikit-bridging-part-1-s3-caution-1.html",117,"SwiftUI 会在布局过程中设置这些属性。","","如果需要自定义尺寸，请在 UIView 上重写 intrinsicContentSize，或使用 sizeThatFits(_:)。",["UIView","intrinsicContentSize","sizeThatFits"],"",""],
[76,"entry:uikit-bridging-part-1-s3-caution-1@ja","caution","uikit-bridging","ja","ラップした UIView の center、bounds、frame、transform は決して変更しないでください",["パート 1：UIViewRepresentable — UIView のラップ","レイアウトプロパティに関する警告"],"ja/entries/uikit-bridging-part-1-s3-caution-1.html",117,"Apple のドキュメントによると、これは未定義の動作です。SwiftUI はレイアウトパス中にこれらのプロパティを設定します。","","カスタムサイズが必要な場合は、UIView の intrinsicContentSize をオーバーライドするか、sizeThatFits(_:) を使用してください。",["UIView","intrinsicContentSize","sizeThatFits","Representable"],"",""]
],
"guides": {"uikit-bridging": {"ja": "UIKit-SwiftUI ブリッジ", "zh-Hans": "UIKit-SwiftUI 桥接"}},
"fold": "動动場场変变決决義义設设"});
