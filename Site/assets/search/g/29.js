BRIDGEKB_SHARD("g/29", {"key": "section:interfacing-with-uikit/section-1-step-5",
"records": [
[121,"section:interfacing-with-uikit/section-1-step-5@zh-Hans","section","interfacing-with-uikit","zh-Hans","步骤5",["第一节 创建显示UIPageViewController的视图","步骤5"],"zh-Hans/guides/interfacing-with-uikit.html#section-1-step-5",115,"","","",["View","UIHostingController","PreviewProvider"],"更新PageView_Preview以传递所需的视图数组，此时预览开始工作。","section:interfacing-with-uikit/section-1"]
],
"guides": {"interfacing-with-uikit": {"zh-Hans": "与UIKit协作"}},
"fold": ""});
