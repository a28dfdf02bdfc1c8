BRIDGEKB_SHARD("g/5u", {"key": "section:uiviewrepresentable-basics/3-1",
"records": [
[286,"section:uiviewrepresentable-basics/3-1@zh-Hans","section","uiviewrepresentable-basics","zh-Hans","3.1 理解UIViewRepresentable的本质",["3.1 理解UIViewRepresentable的本质"],"zh-Hans/guides/uiviewrepresentable-basics.html#3-1",7,"","","",["UIViewRepresentable","makeUIView","updateUIView"],"这个协议说白了就两个核心方法：\nmakeUIView(context:) — 创建你的UIKit视图\nupdateUIView(_:context:) — 当SwiftUI状态变化时更新它\n我刚开始接触时觉得挺绕的。后来想明白了：makeUIView就像装修时打地基，updateUIView就像住进去后调整家具位置。一个管创建，一个管更新。\nUIViewRepresentable不是视图本身，它是一个包装器。SwiftUI通过它来托管UIKit视图的生命周期。","section:uiviewrepresentable-basics/3-1"]
],
"guides": {"uiviewrepresentable-basics": {"zh-Hans": "3、UIViewRepresentable协议：将UIKit视图包装为SwiftUI组件"}},
"fold": ""});
