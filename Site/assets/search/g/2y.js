BRIDGEKB_SHARD("g/2y", {"key": "section:navigation-and-interop/11",
"records": [
[176,"section:navigation-and-interop/11@zh-Hans","section","navigation-and-interop","zh-Hans","十一、Coordinator：事件适配器，不是第二个 Store",["十一、Coordinator：事件适配器，不是第二个 Store"],"zh-Hans/guides/navigation-and-interop.html#11",484,"","","",["Coordinator","Binding"],"Coordinator 的典型职责：\n实现 Delegate/DataSource；\n接收 Target-Action；\n保存 UIKit 要求的 Objective-C 对象身份；\n把 UIKit Event 转成 Binding 更新或语义 Closure；\n协调异步 Controller Callback 的取消和去重。\n不适合放入 Coordinator 的内容：\n整个 Feature 的长期业务状态；\n与 SwiftUI Model 重复的一份表单数据；\n无法释放的 Global Singleton；\n绕过 Owner 直接 Push/Present 任意页面的 Service Locator。","section:navigation-and-interop/11"]
],
"guides": {"navigation-and-interop": {"zh-Hans": "SwiftUI 导航与 UIKit 互操作：从路由状态、深链恢复到 Representable 生命周期"}},
"fold": ""});
