BRIDGEKB_SHARD("g/56", {"key": "section:uikit-bridging/part-2-s4",
"records": [
[227,"section:uikit-bridging/part-2-s4@zh-Hans","section","uikit-bridging","zh-Hans","显示上下文",["第 2 部分：UIViewControllerRepresentable — 封装 UIViewController","显示上下文"],"zh-Hans/guides/uikit-bridging.html#part-2-s4",300,"","","",["NavigationStack","UIViewControllerRepresentable","makeUIViewController","Context","pushViewController","sheet"],"封装的控制器不会自动继承 SwiftUI 的导航上下文。如果需要让控制器推送到导航堆栈，需要在 NavigationStack 中使用 UIViewControllerRepresentable，并让控制器访问导航控制器：","section:uikit-bridging/part-2"],
[263,"section:uikit-bridging/part-2-s4@ja","section","uikit-bridging","ja","表示コンテキスト",["パート 2：UIViewControllerRepresentable — UIViewController のラップ","表示コンテキスト"],"ja/guides/uikit-bridging.html#part-2-s4",300,"","","",["NavigationStack","UIViewControllerRepresentable","makeUIViewController","Context","pushViewController","sheet"],"ラップされたコントローラーは、SwiftUI のナビゲーションコンテキストを自動的には継承しません。コントローラーをナビゲーションスタックにプッシュする必要がある場合は、NavigationStack 内で UIViewControllerRepresentable を使い、コントローラーからナビゲーションコントローラーにアクセスできるようにする必要があります。","section:uikit-bridging/part-2"]
],
"guides": {"uikit-bridging": {"ja": "UIKit-SwiftUI ブリッジ", "zh-Hans": "UIKit-SwiftUI 桥接"}},
"fold": "動动場场継继"});
