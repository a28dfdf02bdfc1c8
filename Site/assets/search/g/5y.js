BRIDGEKB_SHARD("g/5y", {"key": "section:uiviewrepresentable-basics/3-5",
"records": [
[290,"section:uiviewrepresentable-basics/3-5@zh-Hans","section","uiviewrepresentable-basics","zh-Hans","3.5 实战：包装一个UIScrollView",["3.5 实战：包装一个UIScrollView"],"zh-Hans/guides/uiviewrepresentable-basics.html#3-5",129,"","","",["UIScrollView","ScrollView","View","UIViewRepresentable","@ViewBuilder","makeUIView","Context","updateUIView","UIHostingController"],"SwiftUI的ScrollView在某些场景下不够灵活。比如我想实现一个水平滚动的日历控件，用UIScrollView更顺手。\n你想想看，这样我们就能在UIKit里用SwiftUI的声明式语法，同时享受UIScrollView的精细控制。说白了就是两头的好处都占了。","section:uiviewrepresentable-basics/3-5"]
],
"guides": {"uiviewrepresentable-basics": {"zh-Hans": "3、UIViewRepresentable协议：将UIKit视图包装为SwiftUI组件"}},
"fold": ""});
