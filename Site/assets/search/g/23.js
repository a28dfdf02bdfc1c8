BRIDGEKB_SHARD("g/23", {"key": "entry:uiviewrepresentable-basics-3-6-4",
"records": [
[115,"entry:uiviewrepresentable-basics-3-6-4@zh-Hans","gotcha","uiviewrepresentable-basics","zh-Hans","布局异常",["3.6 避坑指南"],"zh-Hans/entries/uiviewrepresentable-basics-3-6-4.html",165,"","UIKit视图的intrinsicContentSize不对","实现intrinsicContentSize或使用frame",["intrinsicContentSize"],"",""]
],
"guides": {"uiviewrepresentable-basics": {"zh-Hans": "3、UIViewRepresentable协议：将UIKit视图包装为SwiftUI组件"}},
"fold": ""});
