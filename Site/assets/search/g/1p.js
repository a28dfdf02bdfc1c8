BRIDGEKB_SHARD("g/1p", {"key": "entry:uikit-bridging-part-6-5",
"records": [
[67,"entry:uikit-bridging-part-6-5@zh-Hans","antiPattern","uikit-bridging","zh-Hans","“我会直接关闭 UIKit 控制器”",["第 6 部分：反模式"],"zh-Hans/entries/uikit-bridging-part-6-5.html",698,"","在协调器中调用 dismiss(animated:) 会绕过 SwiftUI 的呈现状态，导致绑定状态不同步","使用 @Environment(\\.dismiss) 或 @Binding var isPresented，让 SwiftUI 处理关闭操作。",["dismiss","@Environment","@Binding"],"",""],
[107,"entry:uikit-bridging-part-6-5@ja","antiPattern","uikit-bridging","ja","「UIKitコントローラーを直接閉じます」",["パート 6：アンチパターン"],"ja/entries/uikit-bridging-part-6-5.html",698,"","コーディネーターからdismiss(animated:)を呼び出すと、SwiftUIのプレゼンテーション状態を迂回するため、バインディングの状態が一致しなくなります","@Environment(\\.dismiss)または@Binding var isPresentedを使い、SwiftUIに閉じる処理を任せます。",["dismiss","@Environment","@Binding"],"",""]
],
"guides": {"uikit-bridging": {"ja": "UIKit-SwiftUI ブリッジ", "zh-Hans": "UIKit-SwiftUI 桥接"}},
"fold": "処处態态閉闭"});
