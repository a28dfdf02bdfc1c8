BRIDGEKB_SHARD("g/2q", {"key": "section:interfacing-with-uikit/section-4-step-2",
"records": [
[138,"section:interfacing-with-uikit/section-4-step-2@zh-Hans","section","interfacing-with-uikit","zh-Hans","步骤2",["第四节添加自定义分页控件","步骤2"],"zh-Hans/guides/interfacing-with-uikit.html#section-4-step-2",743,"","","",["View","UIHostingController","@State","PreviewProvider"],"将文本框替换为PageControl，从VStack切换到ZStack进行布局。\n因为我们正在讲页数和绑定传递到当前页，所以PageControl已显示正确的值。\n下一步，让PageControl交互，这样用户可以点击一边或另一边时，页面可以随之滚动。","section:interfacing-with-uikit/section-4"]
],
"guides": {"interfacing-with-uikit": {"zh-Hans": "与UIKit协作"}},
"fold": ""});
