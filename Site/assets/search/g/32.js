BRIDGEKB_SHARD("g/32", {"key": "section:navigation-and-interop/12-1",
"records": [
[180,"section:navigation-and-interop/12-1@zh-Hans","section","navigation-and-interop","zh-Hans","12.1 错误：每次 Update 都执行命令",["十二、双向同步与反馈循环","12.1 错误：每次 Update 都执行命令"],"zh-Hans/guides/navigation-and-interop.html#12-1",522,"","","",["updateUIView","MKMapView","Context","State","Coordinator"],"如果 Region Change Delegate 又写回 State，可能产生抖动、重复动画和更新环。修复需要区分：\n外部选中地点变化，需要一次 Camera Command；\n用户拖动地图，只输出新的可见区域；\n细微浮点误差不应反复互写；\n动画进行中是否接受新的外部命令。\n可在 Coordinator 中记录上次已应用的 Command ID，或比较带容差的 Region。不要简单用一个永不复位的 isUpdating Boolean 掩盖竞态。","section:navigation-and-interop/12"]
],
"guides": {"navigation-and-interop": {"zh-Hans": "SwiftUI 导航与 UIKit 互操作：从路由状态、深链恢复到 Representable 生命周期"}},
"fold": ""});
