BRIDGEKB_SHARD("g/22", {"key": "entry:uiviewrepresentable-basics-3-6-3",
"records": [
[114,"entry:uiviewrepresentable-basics-3-6-3@zh-Hans","gotcha","uiviewrepresentable-basics","zh-Hans","内存泄漏",["3.6 避坑指南"],"zh-Hans/entries/uiviewrepresentable-basics-3-6-3.html",164,"","Coordinator持有parent强引用","用weak引用，或在dismantleUIView里清理",["Coordinator","dismantleUIView"],"",""]
],
"guides": {"uiviewrepresentable-basics": {"zh-Hans": "3、UIViewRepresentable协议：将UIKit视图包装为SwiftUI组件"}},
"fold": ""});
