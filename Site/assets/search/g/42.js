BRIDGEKB_SHARD("g/42", {"key": "section:navigation-and-interop/3-1",
"records": [
[146,"section:navigation-and-interop/3-1@zh-Hans","section","navigation-and-interop","zh-Hans","3.1 最小的类型化导航",["三、NavigationStack：导航层级是一份状态","3.1 最小的类型化导航"],"zh-Hans/guides/navigation-and-interop.html#3-1",55,"","","",["Hashable","id","View","@State","NavigationStack","navigationDestination"],"这里的 routes 表示 Root 之后的页面序列。追加、删除最后一个元素或替换整个数组，分别表达 Push、Pop 和重建层级。系统 Back 手势或按钮完成返回时，绑定 Path 也会反映新的层级。\nShopRoute 应保存重建页面所需的稳定标识，而不是页面对象、网络响应全文或 View Model 实例。页面根据 ID 向 Repository 获取当前数据，才能处理数据更新、恢复和深链。","section:navigation-and-interop/3"]
],
"guides": {"navigation-and-interop": {"zh-Hans": "SwiftUI 导航与 UIKit 互操作：从路由状态、深链恢复到 Representable 生命周期"}},
"fold": ""});
