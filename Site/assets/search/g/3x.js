BRIDGEKB_SHARD("g/3x", {"key": "section:navigation-and-interop/17-3",
"records": [
[211,"section:navigation-and-interop/17-3@zh-Hans","section","navigation-and-interop","zh-Hans","17.3 导航 UI 测试",["十七、测试与验证方法","17.3 导航 UI 测试"],"zh-Hans/guides/navigation-and-interop.html#17-3",811,"","","",["Button","View"],"在目标设备与系统版本验证：\nBack Button 与 Edge Swipe；\nSheet 手势关闭与未保存确认；\n冷启动 Deep Link、前台 Deep Link；\nBackground/Foreground 与 Memory Pressure；\niPhone/iPad 不同 Presentation；\nRotation、Split View 和多窗口；\nUIKit Controller 的 Status Bar、Safe Area 与 Keyboard。","section:navigation-and-interop/17"]
],
"guides": {"navigation-and-interop": {"zh-Hans": "SwiftUI 导航与 UIKit 互操作：从路由状态、深链恢复到 Representable 生命周期"}},
"fold": ""});
