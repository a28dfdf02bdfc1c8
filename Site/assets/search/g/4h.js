BRIDGEKB_SHARD("g/4h", {"key": "section:navigation-and-interop/7-1",
"records": [
[161,"section:navigation-and-interop/7-1@zh-Hans","section","navigation-and-interop","zh-Hans","7.1 用枚举表达互斥 Presentation",["七、Sheet 与 Full-screen Cover：模态也是路由状态","7.1 用枚举表达互斥 Presentation"],"zh-Hans/guides/navigation-and-interop.html#7-1",230,"","","",["@State","Identifiable","id","sheet"],"多组 Boolean 容易出现同时为 true：\n更稳妥的建模是：\n一个 Optional Enum 同时保证互斥和参数完整。Identifiable.id 必须代表 Presentation Identity；若 ID 无故变化，系统可能把同一业务弹层视为新内容。","section:navigation-and-interop/7"]
],
"guides": {"navigation-and-interop": {"zh-Hans": "SwiftUI 导航与 UIKit 互操作：从路由状态、深链恢复到 Representable 生命周期"}},
"fold": ""});
