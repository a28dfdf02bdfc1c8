BRIDGEKB_SHARD("g/2h", {"key": "section:interfacing-with-uikit/section-3",
"records": [
[129,"section:interfacing-with-uikit/section-3@zh-Hans","section","interfacing-with-uikit","zh-Hans","第三节在SwiftUI视图状态下跟踪页面",["第三节在SwiftUI视图状态下跟踪页面"],"zh-Hans/guides/interfacing-with-uikit.html#section-3",365,"","","",["UIPageControl","@State"],"要准备添加自定义UIPageControl，需要一种方法从PageView中跟踪当前页。\n为此，您将在PageView中声明@State属性，并将对该属性的绑定传递到PageViewController视图。PageViewController更新绑定以匹配当前可见页。","section:interfacing-with-uikit/section-3"]
],
"guides": {"interfacing-with-uikit": {"zh-Hans": "与UIKit协作"}},
"fold": ""});
