BRIDGEKB_SHARD("g/25", {"key": "section:interfacing-with-uikit/section-1-step-1",
"records": [
[117,"section:interfacing-with-uikit/section-1-step-1@zh-Hans","section","interfacing-with-uikit","zh-Hans","步骤1",["第一节 创建显示UIPageViewController的视图","步骤1"],"zh-Hans/guides/interfacing-with-uikit.html#section-1-step-1",19,"","","",["UIViewControllerRepresentable","UIViewController"],"创建一个名为PageViewController.swift的新SwiftUI视图文件，并声明PageViewController类型遵守UIViewControllerRepresentable。\n页面视图控制器存储UIViewController实例的数组。这些是在地标之间滚动的页面。\n接下来，添加UIViewControllerRepresentable协议的两个方法。","section:interfacing-with-uikit/section-1"]
],
"guides": {"interfacing-with-uikit": {"zh-Hans": "与UIKit协作"}},
"fold": ""});
