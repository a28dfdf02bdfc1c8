BRIDGEKB_SHARD("g/1a", {"key": "entry:uikit-bridging-part-5-1",
"records": [
[52,"entry:uikit-bridging-part-5-1@zh-Hans","gotcha","uikit-bridging","zh-Hans","Coordinator 持有父对象",["第 5 部分：常见问题"],"zh-Hans/entries/uikit-bridging-part-5-1.html",677,"内存泄漏，视图永不释放","","Coordinator 使用 var parent: X（而非 let）。SwiftUI 会在每次调用 updateUIView 时更新父对象引用。不要添加额外的强引用。",["Coordinator","updateUIView"],"",""],
[92,"entry:uikit-bridging-part-5-1@ja","gotcha","uikit-bridging","ja","Coordinator が親を保持する",["パート 5：よくある落とし穴"],"ja/entries/uikit-bridging-part-5-1.html",677,"メモリーリークが発生し、ビューが解放されない","","Coordinator では let ではなく var parent: X を使用します。SwiftUI は updateUIView の呼び出しごとに親への参照を更新します。余分な強参照を追加しないでください。",["Coordinator","updateUIView"],"",""]
],
"guides": {"uikit-bridging": {"ja": "UIKit-SwiftUI ブリッジ", "zh-Hans": "UIKit-SwiftUI 桥接"}},
"fold": "強强発发親亲"});
