BRIDGEKB_SHARD("g/38", {"key": "section:navigation-and-interop/13-3",
"records": [
[186,"section:navigation-and-interop/13-3@zh-Hans","section","navigation-and-interop","zh-Hans","13.3 Identity 决定是否重建 UIKit 对象",["十三、生命周期同步：区分五种生命周期","13.3 Identity 决定是否重建 UIKit 对象"],"zh-Hans/guides/navigation-and-interop.html#13-3",576,"","","",["id","Representable"],"不要用随机 .id(UUID()) 强迫 Representable 刷新。这会销毁并重建 UIKit 对象，导致 First Responder、滚动位置、相机 Session 或内部缓存丢失。正常属性同步放进 Update；只有业务身份真正变化且对象不可重配时才改变 Identity。","section:navigation-and-interop/13"]
],
"guides": {"navigation-and-interop": {"zh-Hans": "SwiftUI 导航与 UIKit 互操作：从路由状态、深链恢复到 Representable 生命周期"}},
"fold": ""});
