BRIDGEKB_SHARD("g/1i", {"key": "entry:uikit-bridging-part-5-7",
"records": [
[58,"entry:uikit-bridging-part-5-7@zh-Hans","gotcha","uikit-bridging","zh-Hans","多次调用 makeUIView",["第 5 部分：常见问题"],"zh-Hans/entries/uikit-bridging-part-5-7.html",683,"视图意外重建","","确保 UIViewRepresentable 结构体的身份稳定。避免将它放在身份会变化的条件语句中。",["makeUIView","UIViewRepresentable"],"",""],
[98,"entry:uikit-bridging-part-5-7@ja","gotcha","uikit-bridging","ja","makeUIView が複数回呼び出される",["パート 5：よくある落とし穴"],"ja/entries/uikit-bridging-part-5-7.html",683,"ビューが予期せず再作成される","","UIViewRepresentable 構造体の ID が安定していることを確認します。ID が変わる条件分岐の中に配置しないでください。",["makeUIView","UIViewRepresentable"],"",""]
],
"guides": {"uikit-bridging": {"ja": "UIKit-SwiftUI ブリッジ", "zh-Hans": "UIKit-SwiftUI 桥接"}},
"fold": "予豫変变構构確确複复認认"});
