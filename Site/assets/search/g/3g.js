BRIDGEKB_SHARD("g/3g", {"key": "section:navigation-and-interop/15-1",
"records": [
[194,"section:navigation-and-interop/15-1@zh-Hans","section","navigation-and-interop","zh-Hans","15.1 路由状态",["十五、工程案例：可深链、可恢复的订单流程","15.1 路由状态"],"zh-Hans/guides/navigation-and-interop.html#15-1",626,"","","",["Hashable","Codable","id","Identifiable","@Observable","@MainActor"],"真实工程中 apply 前还要异步校验订单权限。若校验可取消，应以 Task/Revision 防止用户切换账号后旧结果仍更新 Path。","section:navigation-and-interop/15"]
],
"guides": {"navigation-and-interop": {"zh-Hans": "SwiftUI 导航与 UIKit 互操作：从路由状态、深链恢复到 Representable 生命周期"}},
"fold": ""});
