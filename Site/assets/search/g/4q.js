BRIDGEKB_SHARD("g/4q", {"key": "section:navigation-and-interop/9-1",
"records": [
[170,"section:navigation-and-interop/9-1@zh-Hans","section","navigation-and-interop","zh-Hans","9.1 `makeUIView`：一次性构造，不放动态业务状态",["九、UIViewRepresentable：把 UIView 适配成声明式节点","9.1 `makeUIView`：一次性构造，不放动态业务状态"],"zh-Hans/guides/navigation-and-interop.html#9-1",381,"","","",["makeUIView","Representable"],"适合在这里完成：\n创建 UIKit 对象；\n安装不会随 SwiftUI 输入变化的子结构；\n设置 Delegate/Target；\n配置对象级别的固定能力。\n不要依赖“只调用一次直到 App 退出”。当 Representable Identity 消失并重新建立时会创建新对象。","section:navigation-and-interop/9"]
],
"guides": {"navigation-and-interop": {"zh-Hans": "SwiftUI 导航与 UIKit 互操作：从路由状态、深链恢复到 Representable 生命周期"}},
"fold": ""});
