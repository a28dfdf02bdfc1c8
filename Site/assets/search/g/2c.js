BRIDGEKB_SHARD("g/2c", {"key": "section:interfacing-with-uikit/section-2-step-1",
"records": [
[124,"section:interfacing-with-uikit/section-2-step-1@zh-Hans","section","interfacing-with-uikit","zh-Hans","步骤1",["第二节创建视图控制器的数据源","步骤1"],"zh-Hans/guides/interfacing-with-uikit.html#section-2-step-1",152,"","","",["Coordinator","UIViewControllerRepresentable","UIViewController","makeUIViewController","Context","UIPageViewController","updateUIViewController","setViewControllers","NSObject"],"在PageViewController中声明嵌套的Coordinator类。\nSwiftUI管理UIViewControllerRepresentable类型的Coordinator，并在调用上面创建的方法时将其作为上下文的一部分提供。","section:interfacing-with-uikit/section-2"]
],
"guides": {"interfacing-with-uikit": {"zh-Hans": "与UIKit协作"}},
"fold": ""});
