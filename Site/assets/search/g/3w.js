BRIDGEKB_SHARD("g/3w", {"key": "section:navigation-and-interop/17-2",
"records": [
[210,"section:navigation-and-interop/17-2@zh-Hans","section","navigation-and-interop","zh-Hans","17.2 Representable 集成测试",["十七、测试与验证方法","17.2 Representable 集成测试"],"zh-Hans/guides/navigation-and-interop.html#17-2",798,"","","",["Representable","Binding","Coordinator"],"构造一个 Hosting Controller 承载 Wrapper，验证：\nSwiftUI Binding 改变后 UIKit Property 更新；\n用户操作 UIKit 后 Binding/Closure 只触发一次；\n同输入重复 Update 不重复启动命令；\nIdentity 不变时 UIKit Object 保持；\n拆除后 Delegate、Observer 和 Task 释放；\nDynamic Type、Dark Mode、RTL、VoiceOver 和 Keyboard 行为。\n仅测试 Coordinator 方法不足以验证真实 Delegate 顺序和容器生命周期。","section:navigation-and-interop/17"]
],
"guides": {"navigation-and-interop": {"zh-Hans": "SwiftUI 导航与 UIKit 互操作：从路由状态、深链恢复到 Representable 生命周期"}},
"fold": ""});
