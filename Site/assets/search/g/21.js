BRIDGEKB_SHARD("g/21", {"key": "entry:uiviewrepresentable-basics-3-6-2",
"records": [
[113,"entry:uiviewrepresentable-basics-3-6-2@zh-Hans","gotcha","uiviewrepresentable-basics","zh-Hans","死循环",["3.6 避坑指南"],"zh-Hans/entries/uiviewrepresentable-basics-3-6-2.html",163,"","updateUIView里修改了触发更新的属性","加条件判断，只在值不同时更新",["updateUIView"],"",""]
],
"guides": {"uiviewrepresentable-basics": {"zh-Hans": "3、UIViewRepresentable协议：将UIKit视图包装为SwiftUI组件"}},
"fold": ""});
