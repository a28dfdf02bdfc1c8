import Testing
@testable import BridgeKBModel
@testable import BridgeKBExtraction

/// Decision rules that real guides write as a sentence of a paragraph rather than a list item: a clause
/// that states the situation, then one that picks the option (`如果…，请改用 Y`, `…場合は、Y を使います`,
/// `If you need X, use Y`).
@Suite struct ProseRuleShapeTests {
    @Test(arguments: [
        ("zh-Hans", "如果你的应用最低支持新系统，请改用 NavigationStack 管理导航。", "你的应用最低支持新系统", "NavigationStack 管理导航"),
        ("zh-Hans", "如果最低版本是 iOS 16、macOS 13 或更高，请使用 NavigationStack。", "最低版本是 iOS 16、macOS 13 或更高", "NavigationStack"),
        ("ja", "複数の画面で共有する場合は、EnvironmentObject を使います。", "複数の画面で共有する場合は", "EnvironmentObject を使います"),
        ("en", "If you need to support older systems, use NavigationView instead.", "to support older systems", "NavigationView instead"),
    ])
    func aSentenceThatStatesASituationThenPicksAnOptionIsARule(language: String, paragraph: String, when: String, use: String) {
        let entries = ShapeFixture.entries(inSection: paragraph, language: language)
        #expect(entries.map(\.kind) == [.decisionRule], "\(paragraph)")
        #expect(entries.first?.title == when)
        #expect(entries.first?.fix == use)
        #expect(entries.first?.source.line == 5)
    }

    @Test func theRuleIsAnchoredOnTheLineOfItsSentence() {
        let entries = ShapeFixture.entries(inSection: "NavigationStack 是新的导航容器，\n它按值管理路径。\n如果需要兼容旧系统，请使用 NavigationView。",
                                           language: "zh-Hans")
        #expect(entries.map(\.kind) == [.decisionRule])
        #expect(entries.first?.source.line == 7)
    }

    /// `…时，请使用此方式`, `…場合に使用します`: a choice that only points back at the option the section presents
    /// is that section (whose title names it).
    @Test(arguments: [
        ("zh-Hans", "当你需要在 SwiftUI 中显示地图时，请使用此方式——例如 MKMapView。"),
        ("ja", "SwiftUI で地図を表示する必要がある場合に使用します。"),
        ("en", "If you need a map in SwiftUI, use this approach."),
    ])
    func aChoiceThatOnlyPointsBackIsTheSectionsOption(language: String, paragraph: String) {
        let entries = ShapeFixture.entries(inSection: paragraph, language: language)
        #expect(entries.map(\.kind) == [.decisionRule], "\(paragraph)")
        #expect(entries.first?.fix == "Section", "\(paragraph)")
    }

    /// A condition followed by what happens, by a hazard, or only by "write it like this" states no choice.
    @Test(arguments: [
        ("zh-Hans", "如果你在 body 里创建对象，就会导致内存泄漏。"),
        ("zh-Hans", "如果 count 为 0，列表为空。"),
        ("ja", "この場合は、次のように書きます。"),
        ("ja", "値を渡す場合は、クラッシュすることがあります。"),
        ("en", "If you tap the button, the sheet appears."),
    ])
    func aConditionWithoutAChoiceIsNoRule(language: String, paragraph: String) {
        let entries = ShapeFixture.entries(inSection: paragraph, language: language)
        #expect(!entries.contains { $0.kind == .decisionRule }, "\(paragraph)")
    }
}
