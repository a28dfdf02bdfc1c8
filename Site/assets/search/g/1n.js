BRIDGEKB_SHARD("g/1n", {"key": "entry:uikit-bridging-part-6-3",
"records": [
[65,"entry:uikit-bridging-part-6-3@zh-Hans","antiPattern","uikit-bridging","zh-Hans","“每次更新时我都会重新创建 UIKit 视图”",["第 6 部分：反模式"],"zh-Hans/entries/uikit-bridging-part-6-3.html",696,"","makeUIView 只会运行一次。在 updateUIView 中重新创建视图会导致闪烁、状态丢失和性能问题。","在 makeUIView 中创建视图。在 updateUIView 中更新属性。",["makeUIView","updateUIView"],"",""],
[105,"entry:uikit-bridging-part-6-3@ja","antiPattern","uikit-bridging","ja","「更新のたびにUIKitビューを再構築します」",["パート 6：アンチパターン"],"ja/entries/uikit-bridging-part-6-3.html",696,"","makeUIViewは一度だけ実行されます。updateUIViewでビューを再作成すると、ちらつきや状態の消失、パフォーマンスの問題が発生します。","makeUIViewで作成し、updateUIViewでプロパティを更新します。",["makeUIView","updateUIView"],"",""]
],
"guides": {"uikit-bridging": {"ja": "UIKit-SwiftUI ブリッジ", "zh-Hans": "UIKit-SwiftUI 桥接"}},
"fold": "問问実实態态構构発发築筑題题"});
