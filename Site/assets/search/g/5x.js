BRIDGEKB_SHARD("g/5x", {"key": "section:uiviewrepresentable-basics/3-4",
"records": [
[289,"section:uiviewrepresentable-basics/3-4@zh-Hans","section","uiviewrepresentable-basics","zh-Hans","3.4 性能优化：减少不必要的更新",["3.4 性能优化：减少不必要的更新"],"zh-Hans/guides/uiviewrepresentable-basics.html#3-4",101,"","","",["updateUIView","sizeThatFits","HeavyUIKitView","UIViewRepresentable","dismantleUIView","Context","NotificationCenter"],"SwiftUI的更新机制很频繁。一个父视图状态变了，所有子视图都可能重新走updateUIView。如果你的UIKit视图很重（比如地图、视频播放器），这会造成卡顿。\n我的做法是：\n实现equatable：让SwiftUI知道什么时候才需要更新\n在updateUIView里做diff：只更新真正变化的部分\n使用sizeThatFits：告诉SwiftUI你的视图需要多大空间\n别忘了实现dismantleUIView方法。当SwiftUI视图被移除时，这个方法会被调用。我见过有人没在这里释放资源，导致内存泄漏——尤其是那些注册了NotificationCenter观察者的视图。","section:uiviewrepresentable-basics/3-4"]
],
"guides": {"uiviewrepresentable-basics": {"zh-Hans": "3、UIViewRepresentable协议：将UIKit视图包装为SwiftUI组件"}},
"fold": ""});
