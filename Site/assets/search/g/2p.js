BRIDGEKB_SHARD("g/2p", {"key": "section:interfacing-with-uikit/section-4-step-1",
"records": [
[137,"section:interfacing-with-uikit/section-4-step-1@zh-Hans","section","interfacing-with-uikit","zh-Hans","步骤1",["第四节添加自定义分页控件","步骤1"],"zh-Hans/guides/interfacing-with-uikit.html#section-4-step-1",716,"","","",["UIViewRepresentable","UIViewControllerRepresentable","@Binding","makeUIView","Context","UIPageControl","updateUIView"],"创建一个新的SwiftUI视图文件，名为PageControl.swift。更新PageControl类型以遵守UIViewRepresentable协议。\nUIViewRepresentable和UIViewControllerRepresentable类型具有相同的生命周期，其方法与其基础的UIKit类型相对应。","section:interfacing-with-uikit/section-4"]
],
"guides": {"interfacing-with-uikit": {"zh-Hans": "与UIKit协作"}},
"fold": ""});
