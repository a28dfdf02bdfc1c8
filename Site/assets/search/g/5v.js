BRIDGEKB_SHARD("g/5v", {"key": "section:uiviewrepresentable-basics/3-2",
"records": [
[287,"section:uiviewrepresentable-basics/3-2@zh-Hans","section","uiviewrepresentable-basics","zh-Hans","3.2 实现一个最简单的包装",["3.2 实现一个最简单的包装"],"zh-Hans/guides/uiviewrepresentable-basics.html#3-2",18,"","","",["UILabel","Text","UIKitLabel","UIViewRepresentable","UIColor","makeUIView","Context","UIFont","updateUIView"],"咱们直接上手。假设我想在SwiftUI里用UILabel——虽然SwiftUI有Text，但UILabel有些特性是Text没有的。\n嗯，这里要注意：makeUIView只调用一次，而updateUIView会调用多次。我在项目中遇到过有人把全部配置都塞进makeUIView里，结果状态变了视图不更新——这就是没理解两者的分工。","section:uiviewrepresentable-basics/3-2"]
],
"guides": {"uiviewrepresentable-basics": {"zh-Hans": "3、UIViewRepresentable协议：将UIKit视图包装为SwiftUI组件"}},
"fold": ""});
