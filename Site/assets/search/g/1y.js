BRIDGEKB_SHARD("g/1y", {"key": "entry:uiviewrepresentable-basics-3-3-caution-1",
"records": [
[110,"entry:uiviewrepresentable-basics-3-3-caution-1@zh-Hans","caution","uiviewrepresentable-basics","zh-Hans","在updateUIView里直接设置uiView.text = text，结果用户输入时触发了editingChanged事件，事件又更新了$text，然后SwiftUI重新渲染又调updateUIView…死循环了",["3.3 使用Coordinator处理事件"],"zh-Hans/entries/uiviewrepresentable-basics-3-3-caution-1.html",97,"","","所以加了个判断：if uiView.text != text。",["updateUIView"],"",""]
],
"guides": {"uiviewrepresentable-basics": {"zh-Hans": "3、UIViewRepresentable协议：将UIKit视图包装为SwiftUI组件"}},
"fold": ""});
