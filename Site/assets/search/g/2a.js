BRIDGEKB_SHARD("g/2a", {"key": "section:interfacing-with-uikit/section-1-step-6",
"records": [
[122,"section:interfacing-with-uikit/section-1-step-6@zh-Hans","section","interfacing-with-uikit","zh-Hans","步骤6",["第一节 创建显示UIPageViewController的视图","步骤6"],"zh-Hans/guides/interfacing-with-uikit.html#section-1-step-6",142,"","","",[],"在继续下一步之前，将页面视图预览固定到画布，所有操作变化都会发生在此视图上。","section:interfacing-with-uikit/section-1"]
],
"guides": {"interfacing-with-uikit": {"zh-Hans": "与UIKit协作"}},
"fold": ""});
