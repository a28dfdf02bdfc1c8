BRIDGEKB_SHARD("g/28", {"key": "section:interfacing-with-uikit/section-1-step-4",
"records": [
[120,"section:interfacing-with-uikit/section-1-step-4@zh-Hans","section","interfacing-with-uikit","zh-Hans","步骤4",["第一节 创建显示UIPageViewController的视图","步骤4"],"zh-Hans/guides/interfacing-with-uikit.html#section-1-step-4",87,"","","",["UIHostingController","UIViewController","View","PreviewProvider"],"创建一个名为PageView.swift的新SwiftUI视图文件，并更新PageView类型以将PageViewController声明为子视图。\n注意，泛型初始值设定项接受一个视图数组，并将每个视图嵌套在UIHostingController中。UIHostingController是UIViewController子类，表示UIKit上下文中的SwiftUI视图。","section:interfacing-with-uikit/section-1"]
],
"guides": {"interfacing-with-uikit": {"zh-Hans": "与UIKit协作"}},
"fold": ""});
