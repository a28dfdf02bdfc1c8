import Testing
@testable import BridgeKBModel
@testable import BridgeKBExtraction

/// Decision rules in everyday phrasings of Chinese and Japanese technical prose, beyond `如果 X，请用 Y`: a
/// situation named by its scene (`在 X 的场景下`) or as the only case (`X 場合に限り`, `X ときだけ`); a
/// one-character `用` right before the option's name; what an option is suited for, said of the option in the
/// sentence (`X には Y が適しています`).
///
/// Measured on the real guides these phrasings found no labelled rule and added no extra; `对于 X，…` as a
/// condition and a preference the reader "should" take (`よりも Y を使うべき`) were tried too and dropped: on
/// the real guides they read tutorial narration and topic sentences as rules.
@Suite struct RulePhrasingTests {
    @Test(arguments: [
        ("zh-Hans", "如果只是展示一段静态文字，用 `Text` 就够了。", "只是展示一段静态文字", "`Text` 就够了"),
        ("zh-Hans", "在列表很长的场景下，建议使用 `LazyVStack`。", "列表很长的场景", "`LazyVStack`"),
        ("zh-Hans", "在频繁刷新的情况下，请改用 `TimelineView`。", "频繁刷新的情况", "`TimelineView`"),
        ("ja", "ライフサイクルを細かく制御したい場合に限り、`UIHostingController` を使います。",
         "ライフサイクルを細かく制御したい場合に限り", "`UIHostingController` を使います"),
        ("ja", "画面をまたいで値を渡すときだけ、`@Binding` を使います。", "画面をまたいで値を渡すときだけ", "`@Binding` を使います"),
        // Saying an option is not needed in a case picks too.
        ("ja", "画面が一つだけなら `NavigationStack` は不要です。", "画面が一つだけなら", "`NavigationStack` は不要です"),
    ])
    func aSituationThenAChoiceIsARule(language: String, paragraph: String, when: String, use: String) {
        let entries = ShapeFixture.entries(inSection: paragraph, language: language)
        #expect(entries.map(\.kind) == [.decisionRule], "\(paragraph)")
        #expect(entries.first?.title == when, "\(paragraph)")
        #expect(entries.first?.fix == use, "\(paragraph)")
    }

    /// `X には Y が適しています`: what an option suits, the option named in the sentence.
    @Test func whatAnOptionSuitsIsARule() {
        let entries = ShapeFixture.entries(inSection: "複数の画面で共有する状態には `@EnvironmentObject` が適しています。", language: "ja")
        #expect(entries.map(\.kind) == [.decisionRule])
        #expect(entries.first?.fix == "`@EnvironmentObject`", "the option the sentence names, not its section")
    }

    /// The same words describing rather than choosing: a topic and what happens to it, a one-character `用` in
    /// a word (`用户`), a scene and what the system does in it.
    @Test(arguments: [
        ("zh-Hans", "对于结构类型，SwiftUI 会逐个比较它的属性。"),
        ("zh-Hans", "点击按钮时用 `present` 弹出一个新的页面。"),
        ("zh-Hans", "用户可以在设置里关闭通知。"),
        ("zh-Hans", "在列表很长的场景下，系统会复用单元格。"),
        ("zh-Hans", "对于这个问题，官方文档里有详细的说明。"),
        ("ja", "一覧を表示する場合に限り、セルは再利用されます。"),
        ("ja", "UIKit の画面を表示するには `UIViewControllerRepresentable` を使います。"),
        ("ja", "`ObservableObject` よりも `@Observable` のほうが新しい仕組みです。"),
    ])
    func theSameWordsDescribingAreNoRule(language: String, paragraph: String) {
        let entries = ShapeFixture.entries(inSection: paragraph, language: language)
        #expect(!entries.contains { $0.kind == .decisionRule }, "\(paragraph)")
    }
}

/// A guide that compares options, each under its own heading with what speaks for and against it (`### 优点` /
/// `### 缺点`, `メリット` / `デメリット`, `**Pros**:` / `**Cons**:`): one decision rule per option, anchored on its
/// heading — the first advantage the situation, the option its choice, the first drawback its warning; the parts
/// are no entries of their own.
@Suite struct ComparedOptionsShapeTests {
    @Test func eachWeighedOptionIsARule() {
        let entries = ShapeFixture.entries("""
        # 画面遷移の実装方法

        ## 方法1: Storyboard Segue を使う

        Storyboard 上で画面同士をつなぎます。

        ### メリット

        - 画面の流れが一目でわかる

        ### デメリット

        - 値の受け渡しが `prepare(for:sender:)` に集まる

        ## 方法2: コードで present する

        ```swift
        let detail = DetailViewController()
        present(detail, animated: true)
        ```

        ### メリット

        - 遷移先に値を渡しやすい

        ### デメリット

        - 画面の流れがコードを読まないとわからない
        """, path: "fixture/ja.md")
        #expect(entries.map(\.kind) == [.decisionRule, .decisionRule])
        #expect(entries.map(\.source.line) == [3, 15])
        #expect(entries.map(\.fix) == ["Storyboard Segue を使う", "コードで present する"])
        #expect(entries.map(\.title) == ["画面の流れが一目でわかる", "遷移先に値を渡しやすい"])
        #expect(entries.map(\.warning) == ["値の受け渡しが `prepare(for:sender:)` に集まる", "画面の流れがコードを読まないとわからない"])
    }

    @Test(arguments: [
        ("zh-Hans", "优点", "缺点"), ("zh-Hant", "優點", "缺點"), ("en", "Pros", "Cons"),
    ])
    func labelledParagraphsWeighAnOptionToo(language: String, pro: String, con: String) {
        let entries = ShapeFixture.entries("""
        # Embedding

        ## UIViewRepresentable

        **\(pro)**：wraps one view with little code.

        **\(con)**：no access to the view controller's life cycle.

        ## UIViewControllerRepresentable

        **\(pro)**：the controller's life cycle is yours.

        **\(con)**：more code to write.
        """, path: "fixture/\(language).md")
        #expect(entries.map(\.kind) == [.decisionRule, .decisionRule], "\(language)")
        #expect(entries.map(\.fix) == ["UIViewRepresentable", "UIViewControllerRepresentable"])
        #expect(entries.first?.title == "wraps one view with little code")
        #expect(entries.last?.warning == "more code to write")
    }

    /// A section titled only by a label (a web copy's `メリット` read at the wrong depth) is a part, no option: no rule
    /// is titled by it.
    @Test func aLabelIsNoOption() {
        let entries = ShapeFixture.entries("""
        # 画面遷移

        ## Storyboard Segue を使う

        ### メリット

        - 画面の流れが一目でわかる

        ## メリット

        - 遷移先に値を渡しやすい

        ### デメリット

        - コードを読まないとわからない
        """, path: "fixture/ja.md")
        #expect(!entries.contains { $0.kind == .decisionRule && ($0.title == "メリット" || $0.fix == "メリット") },
                "\(entries.map { ($0.kind, $0.title, $0.fix) })")
    }

    /// One approach weighed alone (an article's own method, its merits and limits at the end) compares nothing.
    @Test func oneWeighedSectionIsNoComparison() {
        let entries = ShapeFixture.entries("""
        # 自作のナビゲーション

        ## この方法について

        ### メリット

        - 依存がない

        ### デメリット

        - 戻るジェスチャーを自分で書く
        """, path: "fixture/ja.md")
        #expect(!entries.contains { $0.kind == .decisionRule })
    }
}
