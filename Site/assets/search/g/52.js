BRIDGEKB_SHARD("g/52", {"key": "section:uikit-bridging/part-2",
"records": [
[223,"section:uikit-bridging/part-2@zh-Hans","section","uikit-bridging","zh-Hans","第 2 部分：UIViewControllerRepresentable — 封装 UIViewController",["第 2 部分：UIViewControllerRepresentable — 封装 UIViewController"],"zh-Hans/guides/uikit-bridging.html#part-2",233,"","","",["UIViewControllerRepresentable","UIViewController"],"封装完整的 UIViewController 时，请使用此方式——例如选择器、邮件撰写、Safari、相机，或任何管理自身视图层级的控制器。","section:uikit-bridging/part-2"],
[259,"section:uikit-bridging/part-2@ja","section","uikit-bridging","ja","パート 2：UIViewControllerRepresentable — UIViewController のラップ",["パート 2：UIViewControllerRepresentable — UIViewController のラップ"],"ja/guides/uikit-bridging.html#part-2",233,"","","",["UIViewControllerRepresentable","UIViewController"],"ピッカー、メール作成、Safari、カメラなど、ビュー階層を独自に管理するコントローラーを含む、UIViewController 全体をラップする場合に使用します。","section:uikit-bridging/part-2"]
],
"guides": {"uikit-bridging": {"ja": "UIKit-SwiftUI ブリッジ", "zh-Hans": "UIKit-SwiftUI 桥接"}},
"fold": "場场層层階阶"});
