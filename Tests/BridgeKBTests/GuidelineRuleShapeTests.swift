import Testing
@testable import BridgeKBModel
@testable import BridgeKBExtraction

/// Decision rules in a team's guideline: a list whose items state rules (`X なら Y を使う`, `Y よりも X`) has
/// items that only pick a way (`X を使う`, `…すると良い`, `Use X`) — rules of the same list; and a sentence of
/// prose that recommends one way of doing something by its ending (`…のが良い`, `…のが望ましいです`, `…为宜`).
@Suite struct GuidelineRuleShapeTests {
    @Test(arguments: [
        ("ja", """
        - 画面が増えてきたら、Coordinator を使う
        - struct よりも class を使う
        - ログ出力には OSLog を使う
        - ビルド番号は CI で付ける
        """, [5, 6, 7]),
        ("ja", """
        - 状態が複雑になってきたら、Reducer を使う
        - Delegate よりも Closure
        - 画面間の値の受け渡しは Protocol を定義して経由させると良い
        """, [5, 6, 7]),
        ("en", """
        - If a screen grows past one task, use a child coordinator.
        - Prefer value types instead of classes for models.
        - Use async/await for new network code.
        - Keep files short.
        """, [5, 6, 7]),
    ])
    func anItemThatPicksAWayInAListOfRulesIsARule(language: String, list: String, lines: [Int]) {
        let entries = ShapeFixture.entries(inSection: list, language: language)
        #expect(entries.map(\.kind) == lines.map { _ in .decisionRule }, "\(list)")
        #expect(entries.map(\.source.line) == lines)
    }

    /// One rule in a list does not make it a guideline: its other items may only say what to do next.
    @Test(arguments: [
        ("ja", """
        - 画面が増えてきたら、Coordinator を使う
        - 次にプロジェクトを開き、Xcode を使う
        - ビルドする
        """),
        ("ja", """
        - 画面が増えてきたら、Coordinator を使う
        - struct よりも class を使う
        - `try!` は使わない
        - 設定画面は落ちるので、早めに UIKit を使う
        """),
    ])
    func otherItemsAreNoRules(language: String, list: String) {
        let entries = ShapeFixture.entries(inSection: list, language: language)
        #expect(entries.filter { $0.kind == .decisionRule && $0.source.line > 6 }.isEmpty, "\(entries.map { ($0.kind, $0.source.line) })")
    }

    @Test(arguments: [
        ("ja", "アイコンは、SVG として書き出してアセットカタログに入れるのが良い。", "アイコンは、SVG として書き出してアセットカタログに入れるのが良い"),
        ("ja", "上の例では楽をしていますが、値が無いのは異常なので `guard let` で早めに抜けるのが望ましいです。",
         "上の例では楽をしていますが、値が無いのは異常なので `guard let` で早めに抜けるのが望ましいです"),
        ("zh-Hans", "这类启动时读一次的配置，放在 `Info.plist` 里为宜。", "这类启动时读一次的配置，放在 `Info.plist` 里为宜"),
        // (Error handling is a way of doing something, not something going wrong.)
        ("ja", "通信の結果は `Result` 型で受け取り、一か所でエラーハンドリングするのが良い。",
         "通信の結果は `Result` 型で受け取り、一か所でエラーハンドリングするのが良い"),
    ])
    func aSentenceThatRecommendsAWayByItsEndingIsARule(language: String, paragraph: String, title: String) {
        let entries = ShapeFixture.entries(inSection: paragraph, language: language)
        #expect(entries.map(\.kind) == [.decisionRule], "\(paragraph)")
        #expect(entries.first?.title == title)
        #expect(entries.first?.source.line == 5)
    }

    /// A recommending ending in a question, in a sentence that names something going wrong, or with no option
    /// named (no API, no tool) is no rule.
    @Test(arguments: [
        ("ja", "どの方法で `guard let` を書くのが良いのでしょうか？"),
        ("ja", "このままだとクラッシュするので、`weak` で持つのが良い。"),
        ("ja", "落ち着いて読むのが良い。"),
        ("ja", "「`weak` が付いている → 外で保持される」と読めるのが望ましいです。"),
    ])
    func otherRecommendationsAreNoRules(language: String, paragraph: String) {
        let entries = ShapeFixture.entries(inSection: paragraph, language: language)
        #expect(!entries.contains { $0.kind == .decisionRule }, "\(paragraph)")
    }

    /// An English choice in prose that names its situation after `when` (`Use X when Y`). (A one-character choice
    /// verb stays out of prose even before a name: `点 X 时用 present 弹出…` narrates what a project does.)
    @Test(arguments: [
        ("en", "Use `@StateObject` when the view creates the model itself.", "the view creates the model itself"),
    ])
    func aSituationThenAChoiceInProseIsARule(language: String, paragraph: String, when: String) {
        let entries = ShapeFixture.entries(inSection: paragraph, language: language)
        #expect(entries.map(\.kind) == [.decisionRule], "\(paragraph)")
        #expect(entries.first?.title == when)
    }

    @Test(arguments: [
        ("zh-Hans", "如果你打开设置页面，用户会看到一个开关。"),
        ("zh-Hans", "点击编辑按钮时用 present 弹出一个新的页面。"),
        ("ja", "画面を追加するには、次の手順を踏みます。"),
        ("en", "Use the debugger for a quick check of the values."),
    ])
    func proseThatOnlyLooksLikeAChoiceIsNoRule(language: String, paragraph: String) {
        let entries = ShapeFixture.entries(inSection: paragraph, language: language)
        #expect(!entries.contains { $0.kind == .decisionRule }, "\(paragraph)")
    }

    /// A sentence of prose that sets one option aside for another and recommends the one it keeps, or opens with
    /// a choice verb (`Prefer X rather than Y`, `推荐用 X 而不是 Y`, `Y よりも X を使うのがおすすめです`).
    @Test(arguments: [
        ("zh-Hans", "在长列表里，推荐用 `LazyVStack` 而不是 `VStack`。"),
        ("ja", "長い一覧では `VStack` よりも `LazyVStack` を使うのがおすすめです。"),
        ("en", "Prefer a struct rather than a class for a view's model."),
    ])
    func aSentenceThatPrefersOneOptionIsARule(language: String, paragraph: String) {
        let entries = ShapeFixture.entries(inSection: paragraph, language: language)
        #expect(entries.map(\.kind) == [.decisionRule], "\(paragraph)")
    }

    @Test func aSentenceThatOnlyDescribesAContrastIsNoRule() {
        let entries = ShapeFixture.entries(inSection: "This sample keeps the model in a struct rather than a class to stay short.", language: "en")
        #expect(!entries.contains { $0.kind == .decisionRule })
    }
}

extension GuidelineRuleShapeTests {
    /// A guideline's table of cases and the policy for each (`ケース | 方針`): each row is a rule, the case its
    /// situation and the policy its choice.
    @Test func aTableOfCasesAndPoliciesIsOneRulePerRow() {
        let entries = ShapeFixture.entries("""
        # ガイドライン

        ## 画面の実装

        | ケース | 方針 |
        | --- | --- |
        | 数千件のリストを表示する | UIKit の `UICollectionView` |
        | SwiftUI 画面で UIKit のビューが必要 | `UIViewRepresentable` でラップする |
        """, path: "fixture/ja.md")
        #expect(entries.map(\.kind) == [.decisionRule, .decisionRule], "\(entries.map { ($0.kind, $0.title) })")
        #expect(entries.map(\.source.line) == [7, 8])
        #expect(entries.first?.fix == "UIKit の `UICollectionView`")
    }
}

extension GuidelineRuleShapeTests {
    /// A table in a part that never holds entries (`When to Use This Skill`, `References`, `環境`) tells what the page covers
    /// or where it was tried, and one in a summary or a reference card restates the page: no rules. The same table under
    /// a heading of its own gives one rule per row.
    @Test(arguments: [("When to Use This Skill", 0), ("References", 0), ("Quick Reference: Presentations", 0), ("Summary", 0),
                      ("Choosing a container", 2)])
    func aTableInAStandardPartStatesNoRules(heading: String, rules: Int) {
        let entries = ShapeFixture.entries("""
        # Guide

        ## \(heading)

        | Situation | Use |
        | --- | --- |
        | The sheet must keep its state | `sheet(item:)` |
        | The whole screen is replaced | `fullScreenCover` |
        """, path: "fixture/en.md")
        #expect(entries.filter { $0.kind == .decisionRule }.count == rules, "\(entries.map { ($0.kind, $0.title) })")
    }
}

