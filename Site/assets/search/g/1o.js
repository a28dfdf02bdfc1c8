BRIDGEKB_SHARD("g/1o", {"key": "entry:uikit-bridging-part-6-4",
"records": [
[66,"entry:uikit-bridging-part-6-4@zh-Hans","antiPattern","uikit-bridging","zh-Hans","“SwiftUI 环境会自动跨越桥接层”",["第 6 部分：反模式"],"zh-Hans/entries/uikit-bridging-part-6-4.html",697,"","自定义 @Environment 值无法跨越 UIKit 边界","使用 UITraitBridgedEnvironmentKey（iOS 17+）进行桥接，或通过初始化器显式注入。基于系统特征的值会自动桥接。",["@Environment","UITraitBridgedEnvironmentKey"],"",""],
[106,"entry:uikit-bridging-part-6-4@ja","antiPattern","uikit-bridging","ja","「SwiftUIの環境値はブリッジを越えてそのまま使えます」",["パート 6：アンチパターン"],"ja/entries/uikit-bridging-part-6-4.html",697,"","カスタムの@Environment値はUIKitとの境界を越えません","ブリッジには（iOS 17以降）UITraitBridgedEnvironmentKeyを使うか、イニシャライザーを通じて明示的に注入します。システムのトレイトに基づく値は自動的にブリッジされます。",["@Environment","UITraitBridgedEnvironmentKey"],"",""]
],
"guides": {"uikit-bridging": {"ja": "UIKit-SwiftUI ブリッジ", "zh-Hans": "UIKit-SwiftUI 桥接"}},
"fold": "動动環环"});
