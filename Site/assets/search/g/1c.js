BRIDGEKB_SHARD("g/1c", {"key": "entry:uikit-bridging-part-5-11",
"records": [
[62,"entry:uikit-bridging-part-5-11@zh-Hans","gotcha","uikit-bridging","zh-Hans","@Observable 未更新 UIKit 视图",["第 5 部分：常见问题"],"zh-Hans/entries/uikit-bridging-part-5-11.html",687,"模型更改后 UIKit 视图显示过时数据","","使用 withObservationTracking()（iOS 17+），或在 Info.plist 中启用 UIObservationTrackingEnabled（iOS 18）。iOS 26+ 会在 updateProperties() 中自动跟踪。",["@Observable","withObservationTracking","UIObservationTrackingEnabled","updateProperties"],"",""],
[102,"entry:uikit-bridging-part-5-11@ja","gotcha","uikit-bridging","ja","@Observable が UIKit ビューを更新しない",["パート 5：よくある落とし穴"],"ja/entries/uikit-bridging-part-5-11.html",687,"モデルの変更後も UIKit ビューに古いデータが表示される","","withObservationTracking()（iOS 17+）を使用するか、Info.plist で UIObservationTrackingEnabled を有効にします（iOS 18）。iOS 26+ では updateProperties() 内で自動的にトラッキングされます。",["@Observable","withObservationTracking","UIObservationTrackingEnabled","updateProperties"],"",""]
],
"guides": {"uikit-bridging": {"ja": "UIKit-SwiftUI ブリッジ", "zh-Hans": "UIKit-SwiftUI 桥接"}},
"fold": "効效動动変变後后"});
