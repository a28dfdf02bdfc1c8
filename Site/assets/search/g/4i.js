BRIDGEKB_SHARD("g/4i", {"key": "section:navigation-and-interop/7-2",
"records": [
[162,"section:navigation-and-interop/7-2@zh-Hans","section","navigation-and-interop","zh-Hans","7.2 Sheet 与 Full-screen Cover 的选择",["七、Sheet 与 Full-screen Cover：模态也是路由状态","7.2 Sheet 与 Full-screen Cover 的选择"],"zh-Hans/guides/navigation-and-interop.html#7-2",264,"","","",["sheet","fullScreenCover","Binding"],"选择应依据交互与平台语义：\nsheet 适合辅助编辑、选择和可取消任务；其尺寸和交互会随设备与平台变化；\nfullScreenCover 适合沉浸式、相机、独立登录或必须占满屏幕的流程；\n普通层级钻取仍应使用 Navigation，而不是把每级页面都做成 Sheet。\n两者都不是资源生命周期保证。用户手势关闭、Binding 置空、Parent Identity 变化或 Flow 切换都可能结束 Presentation。未保存编辑必须设计确认、草稿或回滚策略。","section:navigation-and-interop/7"]
],
"guides": {"navigation-and-interop": {"zh-Hans": "SwiftUI 导航与 UIKit 互操作：从路由状态、深链恢复到 Representable 生命周期"}},
"fold": ""});
