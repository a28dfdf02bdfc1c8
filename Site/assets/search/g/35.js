BRIDGEKB_SHARD("g/35", {"key": "section:navigation-and-interop/13",
"records": [
[183,"section:navigation-and-interop/13@zh-Hans","section","navigation-and-interop","zh-Hans","十三、生命周期同步：区分五种生命周期",["十三、生命周期同步：区分五种生命周期"],"zh-Hans/guides/navigation-and-interop.html#13",547,"","","",["View","@State","Representable"],"生命周期 例子 不能混淆为\nView Identity `@State` Storage 是否延续 Struct 实例寿命\nPresentation Stack/Sheet 中是否存在 屏幕像素是否可见\nUIKit Object `make` 到 `dismantle` `body` 调用区间\nAppearance `viewWillAppear`/`viewDidDisappear` Representable Update\nBusiness Task 请求、扫码 Session、播放器 任意单个 UI Hook","section:navigation-and-interop/13"]
],
"guides": {"navigation-and-interop": {"zh-Hans": "SwiftUI 导航与 UIKit 互操作：从路由状态、深链恢复到 Representable 生命周期"}},
"fold": ""});
