import Testing
@testable import BridgeKBModel
@testable import BridgeKBReaders
@testable import BridgeKBExtraction

/// A FAQ written as prose — `Q：…` then `A：…`, no heading per question — and an article that is one pitfall from
/// its title to its fix: entries a page states without a heading per problem.
@Suite struct ProseQuestionAnswerShapeTests {
    static let faq = """
    # 嵌入 UIKit 常见问题

    **Q：为什么 `UIHostingController` 的视图高度总是 0？**

    A：因为它没有被加入到子控制器里，Auto Layout 没法算出尺寸。先调用 `addChild(_:)`，再设置约束即可。

    **Q：SwiftUI 里能直接用 `UIViewController` 吗？**

    A：可以，用 `UIViewControllerRepresentable` 包一层。

    **Q：`updateUIView` 被调用了很多次，界面却不刷新？**

    A：多半是在 `makeUIView` 里缓存了旧的值。把赋值挪到 `updateUIView` 里。
    """

    /// A question that asks why, or names what goes wrong, is the symptom; its answer the cause and the fix. A
    /// question asking for information (`能直接用 X 吗？`) is no entry, and no sentence of an answer is one.
    @Test func questionsThatNameAProblemArePitfalls() {
        let entries = ShapeFixture.entries(Self.faq, path: "fixture/zh-Hans.md")
        #expect(entries.map(\.kind) == [.gotcha, .gotcha])
        #expect(entries.map(\.source.line) == [3, 11])
        #expect(entries.map(\.title) == ["为什么 `UIHostingController` 的视图高度总是 0", "`updateUIView` 被调用了很多次，界面却不刷新"])
        #expect(entries.first?.cause == "因为它没有被加入到子控制器里，Auto Layout 没法算出尺寸。")
        #expect(entries.first?.fix == "先调用 `addChild(_:)`，再设置约束即可。")
        #expect(entries.last?.cause == "多半是在 `makeUIView` 里缓存了旧的值。")
        #expect(entries.last?.fix == "把赋值挪到 `updateUIView` 里。")
    }

    /// Under a heading too, the answer in the question's own paragraph, the labels numbered (`Q1.`). (`質問：` /
    /// `回答：` are also a symptom and a fix label: that shape reads such a pair first.)
    @Test(arguments: [
        ("ja", "Q：`List` の行をタップしても画面が遷移しないのはなぜですか？\nA：`NavigationStack` の外に `List` があるためです。`List` を中に入れてください。"),
        ("en", "Q1. Why does the sheet not dismiss on swipe?\nA1. Because `interactiveDismissDisabled()` is set on it. Remove it or add a Cancel button."),
    ])
    func labelledPairsInASectionArePitfalls(language: String, body: String) {
        let entries = ShapeFixture.entries(inSection: body, language: language)
        #expect(entries.map(\.kind) == [.gotcha], "\(body)")
        #expect(entries.first.map { !$0.cause.isEmpty && !$0.fix.isEmpty } == true, "\(entries.map(\.cause)) \(entries.map(\.fix))")
    }

    /// A lone `A：` (an option list `A：…，B：…`) answers nothing.
    @Test func anAnswerLabelWithoutAQuestionIsNothing() {
        let entries = ShapeFixture.entries(inSection: "A：用 `UIViewRepresentable`。\n\nB：用 `UIViewControllerRepresentable`。", language: "zh-Hans")
        #expect(!entries.contains { $0.kind.isPitfall })
    }

    /// An article whose title names what goes wrong, and in which nothing else states a pitfall, is that one
    /// pitfall: anchored on the first paragraph that says what goes wrong, its cause and fix from the prose after.
    @Test func anArticleAboutOneCrashIsOnePitfall() {
        let entries = ShapeFixture.entries("""
        # UITableView の reloadData でクラッシュした話

        先日、リリース直前のアプリで作業していました。

        一覧画面を開くと落ちる不具合に遭遇しました。

        原因はバックグラウンドスレッドからデータソースの配列を書き換えていたことでした。

        配列の更新をメインスレッドで行うように直したところ、クラッシュは起きなくなりました。

        ```swift
        DispatchQueue.main.async {
            self.items = newItems
            self.tableView.reloadData()
        }
        ```
        """, path: "fixture/ja.md")
        #expect(entries.map(\.kind) == [.gotcha])
        #expect(entries.first?.source.line == 5)
        #expect(entries.first?.symptom == "一覧画面を開くと落ちる不具合に遭遇しました。")
        #expect(entries.first?.cause.hasPrefix("原因は") == true)
        #expect(entries.first?.fix.hasPrefix("配列の更新をメインスレッドで") == true)
    }

    /// A title that names nothing going wrong makes no article pitfall, nor does one whose article states its own.
    @Test func otherArticlesAreNoOnePitfall() {
        let calm = ShapeFixture.entries("# UITableView の使い方\n\nセルを登録して使います。\n\n一覧画面を開くと落ちることがあります。\n", path: "fixture/ja.md")
        #expect(!calm.contains { $0.id.hasSuffix("-article") })
        let own = ShapeFixture.entries("""
        # 循环引用的几种情况

        ## 坑一：闭包里直接用 self

        闭包被控制器持有，又捕获了 self，就会循环引用。改用 `[weak self]`。
        """, path: "fixture/zh-Hans.md")
        #expect(!own.contains { $0.id.hasSuffix("-article") })
    }
}

/// A FAQ with a heading per question (`### Q3. … というエラーが出ます` over `**A.** …`): a question that names
/// what goes wrong is the pitfall of its section, titled by the question without its label, its answer the cause
/// and the fix; one that asks for information is none.
@Suite struct HeadingQuestionAnswerShapeTests {
    static let japanese = """
    # SDK のよくある質問

    ## 導入

    ### Q1. Swift Package Manager と CocoaPods のどちらを使えばよいですか？

    **A.** 新しく導入するなら Swift Package Manager をおすすめします。

    ### Q2. 起動直後に `dyld: Library not loaded` でクラッシュします

    **A.** フレームワークの Embed が Do Not Embed になっているためです。Embed & Sign に変更してください。

    ### Q3. ログイン後にアプリへ戻っても何も起きません

    **A.** シーンを使うアプリでは AppDelegate の `application(_:open:options:)` が呼ばれないためです。

    `scene(_:openURLContexts:)` で URL を受け取ってください。
    """

    static let chinese = """
    # 常见问题

    ## Q：真机上推送收不到？

    答：多半是没有打开 Push Notifications 能力。在 Signing & Capabilities 里加上即可。

    ## Q：支持 iPad 吗？

    答：支持。
    """

    @Test func questionsNamingAFailureArePitfallsOfTheirSections() throws {
        let entries = ShapeFixture.entries(Self.japanese, path: "fixture/ja.md")
        let pitfalls = entries.filter { $0.kind.isPitfall }
        #expect(pitfalls.map(\.source.line) == [9, 13], "\(entries.map { ($0.source.line, $0.kind, $0.title) })")
        #expect(pitfalls.map(\.title) == ["起動直後に `dyld: Library not loaded` でクラッシュします", "ログイン後にアプリへ戻っても何も起きません"])
        let crash = try #require(pitfalls.first)
        #expect(crash.cause.hasPrefix("フレームワークの Embed が"), "\(crash.cause)")
        #expect(crash.fix.hasPrefix("Embed & Sign に変更"), "\(crash.fix)")
        #expect(pitfalls.last?.fix.contains("openURLContexts") == true, "the answer's later paragraphs are part of it")
        #expect(!entries.contains { $0.source.line == 5 && $0.kind.isPitfall })
    }

    @Test func aQuestionHeadingWithAnAnswerLabelNeedsNoNumber() {
        let entries = ShapeFixture.entries(Self.chinese, path: "fixture/zh-Hans.md")
        #expect(entries.filter { $0.kind.isPitfall }.map(\.source.line) == [3], "\(entries.map { ($0.source.line, $0.kind, $0.title) })")
        #expect(entries.first?.title == "真机上推送收不到", "\(entries.map(\.title))")
    }

    /// A heading that asks a question, with neither a question label nor an answer label, is no FAQ's pair: its
    /// section is read as any other.
    @Test func anUnlabelledQuestionHeadingIsNoPair() {
        let recognizer = QuestionAnswerRecognizer(cues: CueReader(vocabulary: .builtIn, language: Language("ja")))
        let document = DocumentParser.parse(SourceFile(path: "fixture/ja.md", text: "# FAQ\n\n## 起動するとクラッシュしますか？\n\nしません。\n"),
                                            diagnostics: DiagnosticEngine())!
        #expect(recognizer.pair(heading: document.allSections[0]) == nil)
    }
}

