BRIDGEKB_SHARD("g/1b", {"key": "entry:uikit-bridging-part-5-10",
"records": [
[61,"entry:uikit-bridging-part-5-10@zh-Hans","gotcha","uikit-bridging","zh-Hans","混合布局中的键盘遮挡内容",["第 5 部分：常见问题"],"zh-Hans/entries/uikit-bridging-part-5-10.html",686,"文本字段或内容被键盘遮挡","","在 UIKit 中使用 UIKeyboardLayoutGuide（iOS 15+）约束，或确保未禁用 SwiftUI 的键盘避让。",["UIKeyboardLayoutGuide"],"",""],
[101,"entry:uikit-bridging-part-5-10@ja","gotcha","uikit-bridging","ja","ハイブリッドレイアウトでキーボードがコンテンツを隠す",["パート 5：よくある落とし穴"],"ja/entries/uikit-bridging-part-5-10.html",686,"テキストフィールドやコンテンツがキーボードの背後に隠れる","","UIKit では UIKeyboardLayoutGuide（iOS 15+）の制約を使用するか、SwiftUI のキーボード回避機能が無効になっていないことを確認します。",["UIKeyboardLayoutGuide"],"",""]
],
"guides": {"uikit-bridging": {"ja": "UIKit-SwiftUI ブリッジ", "zh-Hans": "UIKit-SwiftUI 桥接"}},
"fold": "効效後后機机無无確确約约認认隠隐"});
