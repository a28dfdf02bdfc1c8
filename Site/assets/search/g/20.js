BRIDGEKB_SHARD("g/20", {"key": "entry:uiviewrepresentable-basics-3-6-1",
"records": [
[112,"entry:uiviewrepresentable-basics-3-6-1@zh-Hans","gotcha","uiviewrepresentable-basics","zh-Hans","视图不更新",["3.6 避坑指南"],"zh-Hans/entries/uiviewrepresentable-basics-3-6-1.html",162,"","updateUIView没被调用","检查属性是否被SwiftUI观察（用@State/@Binding）",["updateUIView","@State","@Binding"],"",""]
],
"guides": {"uiviewrepresentable-basics": {"zh-Hans": "3、UIViewRepresentable协议：将UIKit视图包装为SwiftUI组件"}},
"fold": ""});
