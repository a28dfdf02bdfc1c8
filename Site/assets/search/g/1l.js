BRIDGEKB_SHARD("g/1l", {"key": "entry:uikit-bridging-part-6-1",
"records": [
[63,"entry:uikit-bridging-part-6-1@zh-Hans","antiPattern","uikit-bridging","zh-Hans","“我会用 UIViewRepresentable 来实现整个屏幕”",["第 6 部分：反模式"],"zh-Hans/entries/uikit-bridging-part-6-1.html",694,"","UIViewControllerRepresentable 专为管理自身视图层级、处理旋转并参与响应者链的控制器而设计","UIViewController 使用 UIViewControllerRepresentable。UIViewRepresentable 用于普通 UIView。",["UIViewRepresentable","UIViewControllerRepresentable","UIViewController","UIView"],"",""],
[103,"entry:uikit-bridging-part-6-1@ja","antiPattern","uikit-bridging","ja","「画面全体にUIViewRepresentableを使います」",["パート 6：アンチパターン"],"ja/entries/uikit-bridging-part-6-1.html",694,"","独自のビュー階層を管理し、回転を処理し、レスポンダーチェーンに参加するコントローラー向けにUIViewControllerRepresentableが用意されています","UIViewControllerにはUIViewControllerRepresentableを使います。UIViewRepresentableは、単体のUIView向けです。",["UIViewRepresentable","UIViewControllerRepresentable","UIViewController","UIView"],"",""]
],
"guides": {"uikit-bridging": {"ja": "UIKit-SwiftUI ブリッジ", "zh-Hans": "UIKit-SwiftUI 桥接"}},
"fold": "処处単单層层転转階阶"});
