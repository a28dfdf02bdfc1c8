BRIDGEKB_SHARD("g/43", {"key": "section:navigation-and-interop/3-2",
"records": [
[147,"section:navigation-and-interop/3-2@zh-Hans","section","navigation-and-interop","zh-Hans","3.2 NavigationLink 与程序化导航",["三、NavigationStack：导航层级是一份状态","3.2 NavigationLink 与程序化导航"],"zh-Hans/guides/navigation-and-interop.html#3-2",89,"","","",["NavigationLink","id"],"值驱动 Link：\n它把用户点击转换为向当前 Stack Path 追加 Value。程序化导航则由业务 Action 修改 Path。两者最终应进入同一 Destination Mapping，避免点击路径和深链路径构建出不同页面。","section:navigation-and-interop/3"]
],
"guides": {"navigation-and-interop": {"zh-Hans": "SwiftUI 导航与 UIKit 互操作：从路由状态、深链恢复到 Representable 生命周期"}},
"fold": ""});
