BRIDGEKB_SHARD("g/2j", {"key": "section:interfacing-with-uikit/section-3-step-2",
"records": [
[131,"section:interfacing-with-uikit/section-3-step-2@zh-Hans","section","interfacing-with-uikit","zh-Hans","步骤2",["第三节在SwiftUI视图状态下跟踪页面","步骤2"],"zh-Hans/guides/interfacing-with-uikit.html#section-3-step-2",439,"","","",["@State","View","UIHostingController","PreviewProvider"],"在PageView中声明@State变量，并在创建子PageViewController时向属性传递绑定。\n请记住使用$语法创建用状态来存储值的绑定。","section:interfacing-with-uikit/section-3"]
],
"guides": {"interfacing-with-uikit": {"zh-Hans": "与UIKit协作"}},
"fold": ""});
