BRIDGEKB_SHARD("g/2f", {"key": "section:interfacing-with-uikit/section-2-step-4",
"records": [
[127,"section:interfacing-with-uikit/section-2-step-4@zh-Hans","section","interfacing-with-uikit","zh-Hans","步骤4",["第二节创建视图控制器的数据源","步骤4"],"zh-Hans/guides/interfacing-with-uikit.html#section-2-step-4",296,"","","",["UIPageViewController","UIViewControllerRepresentable","UIViewController","makeCoordinator","Coordinator","makeUIViewController","Context","dataSource","updateUIViewController","setViewControllers","NSObject","UIPageViewControllerDataSource"],"将coordinator添加为UIPageViewController的数据源。","section:interfacing-with-uikit/section-2"]
],
"guides": {"interfacing-with-uikit": {"zh-Hans": "与UIKit协作"}},
"fold": ""});
