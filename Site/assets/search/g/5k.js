BRIDGEKB_SHARD("g/5k", {"key": "section:uikit-bridging/part-3-s6",
"records": [
[241,"section:uikit-bridging/part-3-s6@zh-Hans","section","uikit-bridging","zh-Hans","导航栏的滚动跟踪",["第 3 部分：UIHostingController——UIKit 中的 SwiftUI","导航栏的滚动跟踪"],"zh-Hans/guides/uikit-bridging.html#part-3-s6",540,"","","",["UIHostingController","UINavigationController","setContentScrollView","UIScrollView","List","ScrollView"],"当 UIHostingController 包含滚动视图并被推入 UINavigationController 时，大标题可能无法折叠。请使用 setContentScrollView：\n在 UIKit 导航中嵌入 SwiftUI List 或 ScrollView 时，这是一个常见问题。","section:uikit-bridging/part-3"],
[277,"section:uikit-bridging/part-3-s6@ja","section","uikit-bridging","ja","ナビゲーションバーのスクロール追跡",["パート 3：UIHostingController — UIKit 内の SwiftUI","ナビゲーションバーのスクロール追跡"],"ja/guides/uikit-bridging.html#part-3-s6",540,"","","",["UIHostingController","UINavigationController","setContentScrollView","UIScrollView","List","ScrollView"],"UIHostingController にスクロールビューが含まれていて、それを UINavigationController にプッシュした場合、大きなタイトルが折りたたまれないことがあります。setContentScrollView を使用してください。\nこれは、UIKit のナビゲーションに SwiftUI の List や ScrollView を埋め込むときによく発生する問題です。","section:uikit-bridging/part-3"]
],
"guides": {"uikit-bridging": {"ja": "UIKit-SwiftUI ブリッジ", "zh-Hans": "UIKit-SwiftUI 桥接"}},
"fold": "問问場场発发跡迹題题"});
