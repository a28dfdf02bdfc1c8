BRIDGEKB_SHARD("g/4p", {"key": "section:navigation-and-interop/9",
"records": [
[169,"section:navigation-and-interop/9@zh-Hans","section","navigation-and-interop","zh-Hans","九、UIViewRepresentable：把 UIView 适配成声明式节点",["九、UIViewRepresentable：把 UIView 适配成声明式节点"],"zh-Hans/guides/navigation-and-interop.html#9",329,"","","",["UIViewRepresentable","UIView","@Binding","makeCoordinator","Coordinator","makeUIView","Context","UISearchBar","delegate","updateUIView","dismantleUIView","NSObject","UISearchBarDelegate"],"以一个 UIKit Search Bar 为例：","section:navigation-and-interop/9"]
],
"guides": {"navigation-and-interop": {"zh-Hans": "SwiftUI 导航与 UIKit 互操作：从路由状态、深链恢复到 Representable 生命周期"}},
"fold": ""});
