BRIDGEKB_SHARD("g/2e", {"key": "section:interfacing-with-uikit/section-2-step-3",
"records": [
[126,"section:interfacing-with-uikit/section-2-step-3@zh-Hans","section","interfacing-with-uikit","zh-Hans","步骤3",["第二节创建视图控制器的数据源","步骤3"],"zh-Hans/guides/interfacing-with-uikit.html#section-2-step-3",230,"","","",["Coordinator","UIPageViewControllerDataSource","UIViewControllerRepresentable","UIViewController","makeCoordinator","makeUIViewController","Context","UIPageViewController","updateUIViewController","setViewControllers","NSObject"],"向Coordinator类型添加UIPageViewControllerDataSource一致性，并实现两个必需的方法。\n这两个方法建立视图控制器之间的关系，以便您可以在它们之间来回滑动。","section:interfacing-with-uikit/section-2"]
],
"guides": {"interfacing-with-uikit": {"zh-Hans": "与UIKit协作"}},
"fold": ""});
