BRIDGEKB_SHARD("g/5f", {"key": "section:uikit-bridging/part-3-s3",
"records": [
[236,"section:uikit-bridging/part-3-s3@zh-Hans","section","uikit-bridging","zh-Hans","显式尺寸查询",["第 3 部分：UIHostingController——UIKit 中的 SwiftUI","显式尺寸查询"],"zh-Hans/guides/uikit-bridging.html#part-3-s3",436,"","","",["sizeThatFits","UIHostingController","CGSize","sizingOptions"],"使用 sizeThatFits(in:) 计算 SwiftUI 内容在 Auto Layout 集成时的首选尺寸：\n当需要在将宿主控制器添加到视图层级之前获取其尺寸，或在仅靠 sizingOptions 不足以满足需求的上下文中嵌入时（例如，手动设置弹出框内容尺寸），这会很有用。","section:uikit-bridging/part-3"],
[272,"section:uikit-bridging/part-3-s3@ja","section","uikit-bridging","ja","明示的なサイズの取得",["パート 3：UIHostingController — UIKit 内の SwiftUI","明示的なサイズの取得"],"ja/guides/uikit-bridging.html#part-3-s3",436,"","","",["sizeThatFits","UIHostingController","CGSize","sizingOptions"],"Auto Layout との統合用に、sizeThatFits(in:) を使って SwiftUI コンテンツの推奨サイズを計算します。\nこれは、ビュー階層に追加する前にホスティングコントローラーのサイズが必要な場合や、sizingOptions だけでは不十分なコンテキスト（例：ポップオーバーのコンテンツサイズを手動で設定する場合）に役立ちます。","section:uikit-bridging/part-3"]
],
"guides": {"uikit-bridging": {"ja": "UIKit-SwiftUI ブリッジ", "zh-Hans": "UIKit-SwiftUI 桥接"}},
"fold": "動动場场奨奖層层統统計计設设階阶"});
