BRIDGEKB_SHARD("g/4", {"key": "entry:navigation-and-interop-13-3-caution-1",
"records": [
[9,"entry:navigation-and-interop-13-3-caution-1@zh-Hans","caution","navigation-and-interop","zh-Hans","不要用随机 .id(UUID()) 强迫 Representable 刷新",["十三、生命周期同步：区分五种生命周期","13.3 Identity 决定是否重建 UIKit 对象"],"zh-Hans/entries/navigation-and-interop-13-3-caution-1.html",578,"这会销毁并重建 UIKit 对象，导致 First Responder、滚动位置、相机 Session 或内部缓存丢失。正常属性同步放进 Update；只有业务身份真正变化且对象不可重配时才改变 Identity。","","",["id","Representable"],"",""]
],
"guides": {"navigation-and-interop": {"zh-Hans": "SwiftUI 导航与 UIKit 互操作：从路由状态、深链恢复到 Representable 生命周期"}},
"fold": ""});
