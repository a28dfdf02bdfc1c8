BRIDGEKB_SHARD("g/1h", {"key": "entry:uikit-bridging-part-5-6",
"records": [
[57,"entry:uikit-bridging-part-5-6@zh-Hans","gotcha","uikit-bridging","zh-Hans","导航栈混用",["第 5 部分：常见问题"],"zh-Hans/entries/uikit-bridging-part-5-6.html",682,"返回按钮行为不可预测，状态丢失","","不要在同一流程中混用 UINavigationController 和 NavigationStack。迁移整个导航子树。",["UINavigationController","NavigationStack"],"",""],
[97,"entry:uikit-bridging-part-5-6@ja","gotcha","uikit-bridging","ja","ナビゲーションスタックが混在している",["パート 5：よくある落とし穴"],"ja/entries/uikit-bridging-part-5-6.html",682,"戻るボタンの動作が予測不能になる、状態が失われる","","同じフローで UINavigationController と NavigationStack を混在させないでください。ナビゲーションのサブツリー全体を移行します。",["UINavigationController","NavigationStack"],"",""]
],
"guides": {"uikit-bridging": {"ja": "UIKit-SwiftUI ブリッジ", "zh-Hans": "UIKit-SwiftUI 桥接"}},
"fold": "予豫動动態态戻戾測测"});
