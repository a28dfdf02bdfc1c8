BRIDGEKB_SHARD("g/1m", {"key": "entry:uikit-bridging-part-6-2",
"records": [
[64,"entry:uikit-bridging-part-6-2@zh-Hans","antiPattern","uikit-bridging","zh-Hans","“我不需要协调器，用闭包就行”",["第 6 部分：反模式"],"zh-Hans/entries/uikit-bridging-part-6-2.html",695,"","闭包捕获的是结构体值（而非引用），更新后会变得过时，也无法遵循代理协议","使用 Coordinator。它是稳定的引用类型，SwiftUI 会让它保持存活并进行更新。",["Coordinator"],"",""],
[104,"entry:uikit-bridging-part-6-2@ja","antiPattern","uikit-bridging","ja","「コーディネーターは不要です。クロージャを使います」",["パート 6：アンチパターン"],"ja/entries/uikit-bridging-part-6-2.html",695,"","クロージャは構造体の値（参照ではありません）をキャプチャするため、更新後に古くなり、デリゲートプロトコルにも準拠できません","Coordinatorを使います。Coordinatorは、SwiftUIが保持して更新する安定した参照型です。",["Coordinator"],"",""]
],
"guides": {"uikit-bridging": {"ja": "UIKit-SwiftUI ブリッジ", "zh-Hans": "UIKit-SwiftUI 桥接"}},
"fold": "後后拠据構构準准"});
