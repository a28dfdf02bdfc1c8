BRIDGEKB_SHARD("g/2o", {"key": "section:interfacing-with-uikit/section-4",
"records": [
[136,"section:interfacing-with-uikit/section-4@zh-Hans","section","interfacing-with-uikit","zh-Hans","第四节添加自定义分页控件",["第四节添加自定义分页控件"],"zh-Hans/guides/interfacing-with-uikit.html#section-4",712,"","","",["UIPageControl","UIViewRepresentable"],"您已经准备好向视图中添加自定义UIPageControl，该控件包装在SwiftUI的UIViewRepresentable视图中。","section:interfacing-with-uikit/section-4"]
],
"guides": {"interfacing-with-uikit": {"zh-Hans": "与UIKit协作"}},
"fold": ""});
