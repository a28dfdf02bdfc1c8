BRIDGEKB_SHARD("g/2l", {"key": "section:interfacing-with-uikit/section-3-step-4",
"records": [
[133,"section:interfacing-with-uikit/section-3-step-4@zh-Hans","section","interfacing-with-uikit","zh-Hans","步骤4",["第三节在SwiftUI视图状态下跟踪页面","步骤4"],"zh-Hans/guides/interfacing-with-uikit.html#section-3-step-4",525,"","","",["@State","View","UIHostingController","Text","PreviewProvider"],"添加一个带有currentPage属性的文本视图，这样您就可以监视@State属性的值。\n请注意，当您从一页刷到另一页时，值不会改变。","section:interfacing-with-uikit/section-3"]
],
"guides": {"interfacing-with-uikit": {"zh-Hans": "与UIKit协作"}},
"fold": ""});
