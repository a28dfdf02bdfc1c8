BRIDGEKB_SHARD("g/5i", {"key": "section:uikit-bridging/part-3-s5-s1",
"records": [
[239,"section:uikit-bridging/part-3-s5-s1@zh-Hans","section","uikit-bridging","zh-Hans","相较于完整 UIHostingController 的优势",["第 3 部分：UIHostingController——UIKit 中的 SwiftUI","UIHostingConfiguration（iOS 16+）","相较于完整 UIHostingController 的优势"],"zh-Hans/guides/uikit-bridging.html#part-3-s5-s1",525,"","","",["UIHostingController"],"无需管理子视图控制器\n自动调整单元格尺寸\n状态变化时自动使尺寸失效并重新计算\n与可差异化数据源兼容","section:uikit-bridging/part-3"],
[275,"section:uikit-bridging/part-3-s5-s1@ja","section","uikit-bridging","ja","UIHostingController 全体を使う場合と比べた利点",["パート 3：UIHostingController — UIKit 内の SwiftUI","UIHostingConfiguration（iOS 16 以降）","UIHostingController 全体を使う場合と比べた利点"],"ja/guides/uikit-bridging.html#part-3-s5-s1",525,"","","",["UIHostingController"],"子ビューコントローラーの管理が不要\nセルのサイズを自動調整\n状態変更時にサイズの変更を自動的に無効化\n差分可能なデータソースと互換性あり","section:uikit-bridging/part-3"]
],
"guides": {"uikit-bridging": {"ja": "UIKit-SwiftUI ブリッジ", "zh-Hans": "UIKit-SwiftUI 桥接"}},
"fold": "効效動动場场変变態态換换時时無无調调"});
