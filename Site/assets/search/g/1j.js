BRIDGEKB_SHARD("g/1j", {"key": "entry:uikit-bridging-part-5-8",
"records": [
[59,"entry:uikit-bridging-part-5-8@zh-Hans","gotcha","uikit-bridging","zh-Hans","Coordinator 未收到回调",["第 5 部分：常见问题"],"zh-Hans/entries/uikit-bridging-part-5-8.html",684,"委托方法从未触发","","在 makeUIView 中设置 delegate = context.coordinator，不要在 updateUIView 中设置。确认协议一致性。",["Coordinator","makeUIView","delegate","updateUIView"],"",""],
[99,"entry:uikit-bridging-part-5-8@ja","gotcha","uikit-bridging","ja","Coordinator がコールバックを受け取らない",["パート 5：よくある落とし穴"],"ja/entries/uikit-bridging-part-5-8.html",684,"Delegate メソッドが呼び出されない","","updateUIView ではなく makeUIView で delegate = context.coordinator を設定します。プロトコルへの準拠も確認してください。",["Coordinator","updateUIView","makeUIView","delegate"],"",""]
],
"guides": {"uikit-bridging": {"ja": "UIKit-SwiftUI ブリッジ", "zh-Hans": "UIKit-SwiftUI 桥接"}},
"fold": "拠据準准確确設设認认"});
