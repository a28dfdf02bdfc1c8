BRIDGEKB_SHARD("g/0", {"key": "entry:interfacing-with-uikit-file-pagecontrol-swift",
"records": [
[2,"entry:interfacing-with-uikit-file-pagecontrol-swift@zh-Hans","pattern","interfacing-with-uikit","zh-Hans","PageControl.swift",["第四节添加自定义分页控件","步骤4"],"zh-Hans/entries/interfacing-with-uikit-file-pagecontrol-swift.html",827,"","","",["UIViewRepresentable","@Binding","makeCoordinator","Coordinator","makeUIView","Context","UIPageControl","addTarget","updateUIView","NSObject","@objc"],"UIViewRepresentable @Binding makeCoordinator Coordinator makeUIView Context UIPageControl addTarget updateUIView NSObject @objc",""]
],
"guides": {"interfacing-with-uikit": {"zh-Hans": "与UIKit协作"}},
"fold": ""});
