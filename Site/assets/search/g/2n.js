BRIDGEKB_SHARD("g/2n", {"key": "section:interfacing-with-uikit/section-3-step-6",
"records": [
[135,"section:interfacing-with-uikit/section-3-step-6@zh-Hans","section","interfacing-with-uikit","zh-Hans","步骤6",["第三节在SwiftUI视图状态下跟踪页面","步骤6"],"zh-Hans/guides/interfacing-with-uikit.html#section-3-step-6",634,"","","",["dataSource","UIPageViewController","UIViewControllerRepresentable","UIViewController","@Binding","makeCoordinator","Coordinator","makeUIViewController","Context","delegate","updateUIViewController","setViewControllers","NSObject","UIPageViewControllerDataSource","UIPageViewControllerDelegate"],"除了dataSource之外，还将coordinator指定为UIPageViewController的委托。\n当在两个方向上连接绑定后，文本视图会在每次刷新后更新以显示正确的页码。","section:interfacing-with-uikit/section-3"]
],
"guides": {"interfacing-with-uikit": {"zh-Hans": "与UIKit协作"}},
"fold": ""});
