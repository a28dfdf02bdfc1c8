BRIDGEKB_SHARD("g/2d", {"key": "section:interfacing-with-uikit/section-2-step-2",
"records": [
[125,"section:interfacing-with-uikit/section-2-step-2@zh-Hans","section","interfacing-with-uikit","zh-Hans","步骤2",["第二节创建视图控制器的数据源","步骤2"],"zh-Hans/guides/interfacing-with-uikit.html#section-2-step-2",188,"","","",["Coordinator","makeUIViewController","makeCoordinator","UIViewControllerRepresentable","UIViewController","Context","UIPageViewController","updateUIViewController","setViewControllers","NSObject"],"向PageViewController添加另一个方法以生成Coordinator。\nSwiftUI在makeUIViewController(context:)之前调用此makeCoordinator（）方法，以便在配置视图控制器时可以访问coordinator对象。\n您可以使用这个Coordinator来实现常见的Cocoa模式，例如委托、数据源和通过target-action响应用户事件。","section:interfacing-with-uikit/section-2"]
],
"guides": {"interfacing-with-uikit": {"zh-Hans": "与UIKit协作"}},
"fold": ""});
