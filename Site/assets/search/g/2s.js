BRIDGEKB_SHARD("g/2s", {"key": "section:interfacing-with-uikit/section-4-step-4",
"records": [
[140,"section:interfacing-with-uikit/section-4-step-4@zh-Hans","section","interfacing-with-uikit","zh-Hans","步骤4",["第四节添加自定义分页控件","步骤4"],"zh-Hans/guides/interfacing-with-uikit.html#section-4-step-4",821,"","","",["Coordinator","UIViewRepresentable","@Binding","makeCoordinator","makeUIView","Context","UIPageControl","addTarget","updateUIView","NSObject","@objc"],"将Coordinator添加为valueChanged事件的目标，指定updateCurrentPage（sender:）方法作为要执行的操作。","section:interfacing-with-uikit/section-4"]
],
"guides": {"interfacing-with-uikit": {"zh-Hans": "与UIKit协作"}},
"fold": ""});
