BRIDGEKB_SHARD("g/2i", {"key": "section:interfacing-with-uikit/section-3-step-1",
"records": [
[130,"section:interfacing-with-uikit/section-3-step-1@zh-Hans","section","interfacing-with-uikit","zh-Hans","步骤1",["第三节在SwiftUI视图状态下跟踪页面","步骤1"],"zh-Hans/guides/interfacing-with-uikit.html#section-3-step-1",371,"","","",["@Binding","setViewControllers","UIViewControllerRepresentable","UIViewController","makeCoordinator","Coordinator","makeUIViewController","Context","UIPageViewController","dataSource","updateUIViewController","NSObject","UIPageViewControllerDataSource"],"首先添加一个currentPage绑定作为PageViewController的属性。\n除了声明@Binding属性外，还要更新对setViewControllers（u:direction:animated:）的调用，传递currentPage绑定的值。","section:interfacing-with-uikit/section-3"]
],
"guides": {"interfacing-with-uikit": {"zh-Hans": "与UIKit协作"}},
"fold": ""});
