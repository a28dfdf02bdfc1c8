BRIDGEKB_SHARD("g/2r", {"key": "section:interfacing-with-uikit/section-4-step-3",
"records": [
[139,"section:interfacing-with-uikit/section-4-step-3@zh-Hans","section","interfacing-with-uikit","zh-Hans","步骤3",["第四节添加自定义分页控件","步骤3"],"zh-Hans/guides/interfacing-with-uikit.html#section-4-step-3",778,"","","",["Coordinator","makeCoordinator","UIPageControl","UIControl","@objc","UIViewRepresentable","@Binding","makeUIView","Context","updateUIView","NSObject"],"在PageControl中创建嵌套的Coordinator类型，并添加makeCoordinator（）方法以创建并返回新的协调器。\n由于UIPageControl是UIControl子类，故使用target-action模式而不是代理，所以此Coordinator实现@objc方法来更新 current page的绑定。","section:interfacing-with-uikit/section-4"]
],
"guides": {"interfacing-with-uikit": {"zh-Hans": "与UIKit协作"}},
"fold": ""});
