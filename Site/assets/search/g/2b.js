BRIDGEKB_SHARD("g/2b", {"key": "section:interfacing-with-uikit/section-2",
"records": [
[123,"section:interfacing-with-uikit/section-2@zh-Hans","section","interfacing-with-uikit","zh-Hans","第二节创建视图控制器的数据源",["第二节创建视图控制器的数据源"],"zh-Hans/guides/interfacing-with-uikit.html#section-2",146,"","","",["UIPageViewController"],"在几个简单的步骤中，您已经完成了很多工作—PageViewController使用一个UIPageViewController在SwiftUI视图中显示内容。现在是时候让视图轮播滚动了。\n代表UIKit视图控制器的SwiftUI视图可以定义一个``类型，SwiftUI将其作为可表示视图上下文的一部分进行提供和管理。","section:interfacing-with-uikit/section-2"]
],
"guides": {"interfacing-with-uikit": {"zh-Hans": "与UIKit协作"}},
"fold": ""});
