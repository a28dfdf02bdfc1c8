BRIDGEKB_SHARD("g/26", {"key": "section:interfacing-with-uikit/section-1-step-2",
"records": [
[118,"section:interfacing-with-uikit/section-1-step-2@zh-Hans","section","interfacing-with-uikit","zh-Hans","步骤2",["第一节 创建显示UIPageViewController的视图","步骤2"],"zh-Hans/guides/interfacing-with-uikit.html#section-1-step-2",36,"","","",["makeUIViewController","UIPageViewController","UIViewControllerRepresentable","UIViewController","Context"],"添加makeUIViewController（context:）方法，该方法创建满足需求的UIPageViewController。\nSwiftUI在准备好显示视图时调用此方法一次，然后管理视图控制器的生命周期。","section:interfacing-with-uikit/section-1"]
],
"guides": {"interfacing-with-uikit": {"zh-Hans": "与UIKit协作"}},
"fold": ""});
