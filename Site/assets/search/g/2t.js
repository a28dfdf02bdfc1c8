BRIDGEKB_SHARD("g/2t", {"key": "section:interfacing-with-uikit/section-4-step-5",
"records": [
[141,"section:interfacing-with-uikit/section-4-step-5@zh-Hans","section","interfacing-with-uikit","zh-Hans","步骤5",["第四节添加自定义分页控件","步骤5"],"zh-Hans/guides/interfacing-with-uikit.html#section-4-step-5",866,"","","",[],"现在尝试所有不同的交互，PageView展示了UIKit和SwiftUI视图以及控制器是如何协同工作的。","section:interfacing-with-uikit/section-4"]
],
"guides": {"interfacing-with-uikit": {"zh-Hans": "与UIKit协作"}},
"fold": ""});
