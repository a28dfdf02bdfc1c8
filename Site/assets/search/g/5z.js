BRIDGEKB_SHARD("g/5z", {"key": "section:uiviewrepresentable-basics/3-6",
"records": [
[291,"section:uiviewrepresentable-basics/3-6@zh-Hans","section","uiviewrepresentable-basics","zh-Hans","3.6 避坑指南",["3.6 避坑指南"],"zh-Hans/guides/uiviewrepresentable-basics.html#3-6",157,"","","",["updateUIView","@State","@Binding","Coordinator","dismantleUIView","intrinsicContentSize","UIViewRepresentable","makeUIView","UIViewControllerRepresentable"],"我总结了几条血泪教训：\n问题 原因 解决方案\n视图不更新 updateUIView没被调用 检查属性是否被SwiftUI观察（用@State/@Binding）\n死循环 updateUIView里修改了触发更新的属性 加条件判断，只在值不同时更新\n内存泄漏 Coordinator持有parent强引用 用weak引用，或在dismantleUIView里清理\n布局异常 UIKit视图的intrinsicContentSize不对 实现intrinsicContentSize或使用frame\n我曾经有一个项目，因为没处理好updateUIView里的条件判断，导致用户每次输入都触发整个视图重建——卡得不行。后来加了个简单的diff逻辑，性能直接翻倍。\n总结一下：UIViewRepresentable的核心就是三个方法——makeUIView创建、updateUIView更新、Coordinator桥接事件。记住它们的职责分工，你就能在SwiftUI里随心所欲地使用任何UIKit控件。\n下一章我们会聊UIViewControllerRepresentable，它和UIViewRepresentable类似，但用来包装整个视图控制器。到时候你会看到更多有意思的实战案例。","section:uiviewrepresentable-basics/3-6"]
],
"guides": {"uiviewrepresentable-basics": {"zh-Hans": "3、UIViewRepresentable协议：将UIKit视图包装为SwiftUI组件"}},
"fold": ""});
