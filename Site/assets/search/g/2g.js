BRIDGEKB_SHARD("g/2g", {"key": "section:interfacing-with-uikit/section-2-step-5",
"records": [
[128,"section:interfacing-with-uikit/section-2-step-5@zh-Hans","section","interfacing-with-uikit","zh-Hans","步骤5",["第二节创建视图控制器的数据源","步骤5"],"zh-Hans/guides/interfacing-with-uikit.html#section-2-step-5",361,"","","",[],"打开实时预览并测试滑动交互。","section:interfacing-with-uikit/section-2"]
],
"guides": {"interfacing-with-uikit": {"zh-Hans": "与UIKit协作"}},
"fold": ""});
