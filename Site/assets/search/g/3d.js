BRIDGEKB_SHARD("g/3d", {"key": "section:navigation-and-interop/14-4",
"records": [
[191,"section:navigation-and-interop/14-4@zh-Hans","section","navigation-and-interop","zh-Hans","14.4 选择迁移单元",["十四、渐进式迁移的三种边界","14.4 选择迁移单元"],"zh-Hans/guides/navigation-and-interop.html#14-4",601,"","","",[],"优先以完整 Feature/Flow 为迁移单元，而不是按文件类型一半 SwiftUI、一半 UIKit。清晰边界通常只暴露：\nInput DTO/ID；\nCompletion/Cancel Event；\n少量共享 Service Protocol；\n明确的错误传播。","section:navigation-and-interop/14"]
],
"guides": {"navigation-and-interop": {"zh-Hans": "SwiftUI 导航与 UIKit 互操作：从路由状态、深链恢复到 Representable 生命周期"}},
"fold": ""});
