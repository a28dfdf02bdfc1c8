BRIDGEKB_SHARD("g/2", {"key": "entry:interfacing-with-uikit-file-pageviewcontroller-swift",
"records": [
[0,"entry:interfacing-with-uikit-file-pageviewcontroller-swift@zh-Hans","pattern","interfacing-with-uikit","zh-Hans","PageViewController.swift",["第三节在SwiftUI视图状态下跟踪页面","步骤6"],"zh-Hans/entries/interfacing-with-uikit-file-pageviewcontroller-swift.html",642,"","","",["UIViewControllerRepresentable","UIViewController","@Binding","makeCoordinator","Coordinator","makeUIViewController","Context","UIPageViewController","dataSource","delegate","updateUIViewController","setViewControllers","NSObject","UIPageViewControllerDataSource","UIPageViewControllerDelegate"],"UIViewControllerRepresentable UIViewController @Binding makeCoordinator Coordinator makeUIViewController Context UIPageViewController dataSource delegate updateUIViewController setViewControllers NSObject UIPageViewControllerDataSource UIPageViewControllerDelegate",""]
],
"guides": {"interfacing-with-uikit": {"zh-Hans": "与UIKit协作"}},
"fold": ""});
