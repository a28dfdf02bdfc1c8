BRIDGEKB_SHARD("g/24", {"key": "section:interfacing-with-uikit/section-1",
"records": [
[116,"section:interfacing-with-uikit/section-1@zh-Hans","section","interfacing-with-uikit","zh-Hans","第一节 创建显示UIPageViewController的视图",["第一节 创建显示UIPageViewController的视图"],"zh-Hans/guides/interfacing-with-uikit.html#section-1",13,"","","",["UIPageViewController","UIViewRepresentable","UIViewControllerRepresentable"],"要在SwiftUI中显示UIKit视图和视图控制器，可以创建遵守UIViewRepresentable和UIViewControllerRepresentable协议的类型，您的自定义类型创建并配置它们所表示的UIKit类型，而SwiftUI管理它们的生命周期，并在需要时更新它们。","section:interfacing-with-uikit/section-1"]
],
"guides": {"interfacing-with-uikit": {"zh-Hans": "与UIKit协作"}},
"fold": ""});
