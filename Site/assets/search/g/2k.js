BRIDGEKB_SHARD("g/2k", {"key": "section:interfacing-with-uikit/section-3-step-3",
"records": [
[132,"section:interfacing-with-uikit/section-3-step-3@zh-Hans","section","interfacing-with-uikit","zh-Hans","步骤3",["第三节在SwiftUI视图状态下跟踪页面","步骤3"],"zh-Hans/guides/interfacing-with-uikit.html#section-3-step-3",471,"","","",["View","UIHostingController","@State","PreviewProvider"],"通过更改PageViewController的初始值，测试该值是否通过绑定流向PageViewController。\n实验：向PageView添加一个按钮，使PageViewController跳转到第二个视图。","section:interfacing-with-uikit/section-3"]
],
"guides": {"interfacing-with-uikit": {"zh-Hans": "与UIKit协作"}},
"fold": ""});
