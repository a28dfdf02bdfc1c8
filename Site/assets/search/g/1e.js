BRIDGEKB_SHARD("g/1e", {"key": "entry:uikit-bridging-part-5-3",
"records": [
[54,"entry:uikit-bridging-part-5-3@zh-Hans","gotcha","uikit-bridging","zh-Hans","Environment 未跨桥接传递",["第 5 部分：常见问题"],"zh-Hans/entries/uikit-bridging-part-5-3.html",679,"自定义环境值为 nil/默认值","","使用 UITraitBridgedEnvironmentKey（iOS 17+）实现双向桥接，或通过初始化器注入依赖项。系统特征（颜色方案、字号类别）会自动桥接。",["Environment","UITraitBridgedEnvironmentKey"],"",""],
[94,"entry:uikit-bridging-part-5-3@ja","gotcha","uikit-bridging","ja","Environment がブリッジを越えて伝わらない",["パート 5：よくある落とし穴"],"ja/entries/uikit-bridging-part-5-3.html",679,"カスタム環境値が nil／デフォルト値になる","","双方向ブリッジには UITraitBridgedEnvironmentKey（iOS 17+）を使用するか、イニシャライザー経由で依存関係を注入します。システムの Trait（カラースキーム、サイズカテゴリ）は自動的にブリッジされます。",["Environment","UITraitBridgedEnvironmentKey"],"",""]
],
"guides": {"uikit-bridging": {"ja": "UIKit-SwiftUI ブリッジ", "zh-Hans": "UIKit-SwiftUI 桥接"}},
"fold": "伝传係系動动環环経经関关"});
