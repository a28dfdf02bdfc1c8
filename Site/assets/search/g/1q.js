BRIDGEKB_SHARD("g/1q", {"key": "entry:uikit-bridging-part-6-6",
"records": [
[68,"entry:uikit-bridging-part-6-6@zh-Hans","antiPattern","uikit-bridging","zh-Hans","“我会跳过 dismantleUIView，它会自动清理”",["第 6 部分：反模式"],"zh-Hans/entries/uikit-bridging-part-6-6.html",699,"","UIView 上的计时器、观察者和 KVO 注册会泄漏","对于仅靠 deinit 无法处理的清理工作，实现 dismantleUIView（静态方法）。",["dismantleUIView","UIView","deinit"],"",""],
[108,"entry:uikit-bridging-part-6-6@ja","antiPattern","uikit-bridging","ja","「dismantleUIViewは省略します。自動的にクリーンアップされます」",["パート 6：アンチパターン"],"ja/entries/uikit-bridging-part-6-6.html",699,"","UIView上のタイマー、オブザーバー、KVO登録がリークします","deinitだけでは処理できないクリーンアップには、dismantleUIView（staticメソッド）を実装します。",["dismantleUIView","UIView","deinit"],"",""]
],
"guides": {"uikit-bridging": {"ja": "UIKit-SwiftUI ブリッジ", "zh-Hans": "UIKit-SwiftUI 桥接"}},
"fold": "処处動动実实録录"});
