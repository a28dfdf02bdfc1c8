BRIDGEKB_SHARD("g/54", {"key": "section:uikit-bridging/part-2-s2",
"records": [
[225,"section:uikit-bridging/part-2-s2@zh-Hans","section","uikit-bridging","zh-Hans","标准示例：PHPickerViewController",["第 2 部分：UIViewControllerRepresentable — 封装 UIViewController","标准示例：PHPickerViewController"],"zh-Hans/guides/uikit-bridging.html#part-2-s2",243,"","","",["PHPickerViewController","UIViewControllerRepresentable","@Binding","UIImage","@Environment","dismiss","makeUIViewController","Context","PHPickerConfiguration","delegate","updateUIViewController","makeCoordinator","Coordinator","NSObject","PHPickerViewControllerDelegate","PHPickerResult","DispatchQueue"],"","section:uikit-bridging/part-2"],
[261,"section:uikit-bridging/part-2-s2@ja","section","uikit-bridging","ja","標準例：PHPickerViewController",["パート 2：UIViewControllerRepresentable — UIViewController のラップ","標準例：PHPickerViewController"],"ja/guides/uikit-bridging.html#part-2-s2",243,"","","",["PHPickerViewController","UIViewControllerRepresentable","@Binding","UIImage","@Environment","dismiss","makeUIViewController","Context","PHPickerConfiguration","delegate","updateUIViewController","makeCoordinator","Coordinator","NSObject","PHPickerViewControllerDelegate","PHPickerResult","DispatchQueue"],"","section:uikit-bridging/part-2"]
],
"guides": {"uikit-bridging": {"ja": "UIKit-SwiftUI ブリッジ", "zh-Hans": "UIKit-SwiftUI 桥接"}},
"fold": "標标準准"});
