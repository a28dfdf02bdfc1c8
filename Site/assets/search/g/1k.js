BRIDGEKB_SHARD("g/1k", {"key": "entry:uikit-bridging-part-5-9",
"records": [
[60,"entry:uikit-bridging-part-5-9@zh-Hans","gotcha","uikit-bridging","zh-Hans","在 representable 视图上修改布局属性",["第 5 部分：常见问题"],"zh-Hans/entries/uikit-bridging-part-5-9.html",685,"视图跳变、消失或布局不一致","","切勿修改包装的 UIView 上的 center、bounds、frame 或 transform——这些由 SwiftUI 管理。",["UIView"],"",""],
[100,"entry:uikit-bridging-part-5-9@ja","gotcha","uikit-bridging","ja","Representable ビューのレイアウトプロパティを変更している",["パート 5：よくある落とし穴"],"ja/entries/uikit-bridging-part-5-9.html",685,"ビューが跳ねる、消える、またはレイアウトが一貫しない","","ラップされた UIView の center、bounds、frame、transform は変更しないでください。これらは SwiftUI が管理します。",["Representable","UIView"],"",""]
],
"guides": {"uikit-bridging": {"ja": "UIKit-SwiftUI ブリッジ", "zh-Hans": "UIKit-SwiftUI 桥接"}},
"fold": "変变貫贯"});
