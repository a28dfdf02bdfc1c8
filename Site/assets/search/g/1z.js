BRIDGEKB_SHARD("g/1z", {"key": "entry:uiviewrepresentable-basics-3-4-caution-1",
"records": [
[111,"entry:uiviewrepresentable-basics-3-4-caution-1@zh-Hans","caution","uiviewrepresentable-basics","zh-Hans","别忘了实现dismantleUIView方法",["3.4 性能优化：减少不必要的更新"],"zh-Hans/entries/uiviewrepresentable-basics-3-4-caution-1.html",127,"当SwiftUI视图被移除时，这个方法会被调用。我见过有人没在这里释放资源，导致内存泄漏——尤其是那些注册了NotificationCenter观察者的视图。","","",["dismantleUIView","NotificationCenter"],"",""]
],
"guides": {"uiviewrepresentable-basics": {"zh-Hans": "3、UIViewRepresentable协议：将UIKit视图包装为SwiftUI组件"}},
"fold": ""});
