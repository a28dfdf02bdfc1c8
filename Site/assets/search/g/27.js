BRIDGEKB_SHARD("g/27", {"key": "section:interfacing-with-uikit/section-1-step-3",
"records": [
[119,"section:interfacing-with-uikit/section-1-step-3@zh-Hans","section","interfacing-with-uikit","zh-Hans","步骤3",["第一节 创建显示UIPageViewController的视图","步骤3"],"zh-Hans/guides/interfacing-with-uikit.html#section-1-step-3",59,"","","",["updateUIViewController","setViewControllers","UIViewControllerRepresentable","UIViewController","makeUIViewController","Context","UIPageViewController"],"添加一个updateUIViewController（_:context:）方法，该方法调用setViewControllers(_:direction:animated:)以显示数组中的第一个视图控制器。\n创建另一个SwiftUI视图以显示UIViewControllerRepresentable视图。","section:interfacing-with-uikit/section-1"]
],
"guides": {"interfacing-with-uikit": {"zh-Hans": "与UIKit协作"}},
"fold": ""});
