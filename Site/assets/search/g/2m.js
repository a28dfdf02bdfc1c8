BRIDGEKB_SHARD("g/2m", {"key": "section:interfacing-with-uikit/section-3-step-5",
"records": [
[134,"section:interfacing-with-uikit/section-3-step-5@zh-Hans","section","interfacing-with-uikit","zh-Hans","步骤5",["第三节在SwiftUI视图状态下跟踪页面","步骤5"],"zh-Hans/guides/interfacing-with-uikit.html#section-3-step-5",557,"","","",["UIPageViewControllerDelegate","UIViewControllerRepresentable","UIViewController","@Binding","makeCoordinator","Coordinator","makeUIViewController","Context","UIPageViewController","dataSource","updateUIViewController","setViewControllers","NSObject","UIPageViewControllerDataSource"],"在PageViewController.swift中，将协调器设置为UIPageViewControllerDelegate，并添加pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted completed: Bool) 方法。\n由于SwiftUI在页面切换动画完成时调用此方法，因此可以找到当前视图控制器的索引并更新绑定。","section:interfacing-with-uikit/section-3"]
],
"guides": {"interfacing-with-uikit": {"zh-Hans": "与UIKit协作"}},
"fold": ""});
