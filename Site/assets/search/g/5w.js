BRIDGEKB_SHARD("g/5w", {"key": "section:uiviewrepresentable-basics/3-3",
"records": [
[288,"section:uiviewrepresentable-basics/3-3@zh-Hans","section","uiviewrepresentable-basics","zh-Hans","3.3 使用Coordinator处理事件",["3.3 使用Coordinator处理事件"],"zh-Hans/guides/uiviewrepresentable-basics.html#3-3",43,"","","",["Coordinator","UIViewRepresentable","UIKitTextField","@Binding","makeCoordinator","makeUIView","Context","UITextField","delegate","addTarget","updateUIView","NSObject","UITextFieldDelegate","@objc"],"SwiftUI是数据驱动的，但UIKit很多控件靠代理和target-action。怎么把UIKit的事件传回SwiftUI？\n答案是用Coordinator。它是UIViewRepresentable内部的一个协调器，专门处理UIKit的回调。\n我曾经踩过一个坑：在updateUIView里直接设置uiView.text = text，结果用户输入时触发了editingChanged事件，事件又更新了$text，然后SwiftUI重新渲染又调updateUIView…死循环了。所以加了个判断：if uiView.text != text。\nCoordinator里持有parent引用时，注意用weak避免循环引用。不过UIViewRepresentable的Coordinator生命周期和视图绑定，一般不会出问题。","section:uiviewrepresentable-basics/3-3"]
],
"guides": {"uiviewrepresentable-basics": {"zh-Hans": "3、UIViewRepresentable协议：将UIKit视图包装为SwiftUI组件"}},
"fold": ""});
