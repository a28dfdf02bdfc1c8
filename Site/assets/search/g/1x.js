BRIDGEKB_SHARD("g/1x", {"key": "entry:uiviewrepresentable-basics-3-2-caution-1",
"records": [
[109,"entry:uiviewrepresentable-basics-3-2-caution-1@zh-Hans","caution","uiviewrepresentable-basics","zh-Hans","makeUIView只调用一次，而updateUIView会调用多次",["3.2 实现一个最简单的包装"],"zh-Hans/entries/uiviewrepresentable-basics-3-2-caution-1.html",41,"我在项目中遇到过有人把全部配置都塞进makeUIView里，结果状态变了视图不更新——这就是没理解两者的分工。","","",["makeUIView","updateUIView"],"",""]
],
"guides": {"uiviewrepresentable-basics": {"zh-Hans": "3、UIViewRepresentable协议：将UIKit视图包装为SwiftUI组件"}},
"fold": ""});
