import Testing
@testable import BridgeKBModel
@testable import BridgeKBReaders
@testable import BridgeKBExtraction

/// Decision rules said in a sentence that names the choice itself rather than a condition: how to choose between
/// two options (`在选择 X 还是 Y 时，要看…`, `X と Y のどちらを使うかは…で決める`, `When choosing between X and Y, …`), and
/// an English preference said with `prefer X over Y`.
@Suite struct ChoiceSentenceShapeTests {
    /// A paragraph that tells how two options differ and ends saying how to choose between them: a rule on the
    /// line of that sentence, titled by its clause (what went before explains the options).
    @Test(arguments: [
        ("zh-Hans", "weak 引用的对象释放后会变成 nil，unowned 则不会，访问时就会出错，所以在选择 weak 还是 unowned 时，要先判断两个对象谁活得更久。",
         "在选择 weak 还是 unowned 时，要先判断两个对象谁活得更久"),
        ("zh-Hant", "兩者都能傳值，在選擇通知還是 delegate 時，要看接收方有幾個。", "在選擇通知還是 delegate 時，要看接收方有幾個"),
        ("ja", "どちらも値を渡せますが、Notification と delegate のどちらを使うかは、受け取る側の数で決めます。",
         "Notification と delegate のどちらを使うかは、受け取る側の数で決めます"),
        ("en", "Both pass values along. When choosing between a delegate and a notification, count the receivers.",
         "When choosing between a delegate and a notification, count the receivers"),
    ])
    func aSentenceOnHowToChooseBetweenTwoOptionsIsARule(language: String, paragraph: String, title: String) {
        let entries = ShapeFixture.entries(inSection: paragraph, language: language)
        #expect(entries.map(\.kind) == [.decisionRule], "\(entries.map(\.title))")
        #expect(entries.first?.title == title)
    }

    /// The paragraph tells what goes wrong with one option on the way to its rule: the entry model reads no
    /// pitfall from a paragraph the recognisers already read the rule from.
    @Test func theModelReadsNoSecondEntryFromTheRulesParagraph() throws {
        let text = "# Guide\n\n## Section\n\n设置为 weak 的属性，如果指向的对象被释放，会自动变成 nil，所以 weak 属性也是可选的。\n"
            + "而 unowned 却不一样，如果对象被释放，再访问时就会出错，所以在选择 weak 还是 unowned 时，要先判断两个对象谁活得更久。\n"
        let document = try #require(DocumentParser.parse(SourceFile(path: "fixture/zh-Hans.md", text: text), diagnostics: DiagnosticEngine()))
        let entries = EntryExtractor.extract(from: document, vocabulary: .builtIn, model: .builtIn).entries
        #expect(entries.map(\.kind) == [.decisionRule], "\(entries.map(\.title))")
    }

    @Test func theRuleStandsOnTheLineOfItsSentence() {
        let entries = ShapeFixture.entries(inSection: "weak 引用的对象释放后会变成 nil。\nunowned 则不会。在选择 weak 还是 unowned 时，要看生命周期。",
                                           language: "zh-Hans")
        #expect(entries.map(\.source.line) == [6])
    }

    /// A choice the sentence only asks about, or sends the reader elsewhere for, or a choice the reader made
    /// in the past (a story), is no rule.
    @Test(arguments: [
        ("zh-Hans", "在选择 weak 还是 unowned 时，该怎么判断？"),
        ("ja", "`weak` と `unowned` のどちらを使うかは、公式ドキュメントを参照してください。"),
        ("en", "For choosing between a delegate and a notification, see the official documentation."),
        ("ja", "`struct` と `class` の使い分けは、次の記事が参考になります。"),
        ("zh-Hans", "当时我们在 Redux 还是 MVVM 之间选择了 MVVM。"),
    ])
    func aChoiceOnlyAskedOrPointedElsewhereIsNoRule(language: String, paragraph: String) {
        let entries = ShapeFixture.entries(inSection: paragraph, language: language)
        #expect(!entries.contains { $0.kind == .decisionRule }, "\(entries.map(\.title))")
    }

    /// `prefer X over Y`: the option kept comes before `over`, the one set aside after it.
    @Test func preferXOverYIsARule() {
        let entries = ShapeFixture.entries(inSection: "On a large screen, prefer a split view over a full-screen cover — the cover hides the context.",
                                           language: "en")
        #expect(entries.map(\.kind) == [.decisionRule], "\(entries.map(\.title))")
        #expect(entries.first?.fix == "On a large screen, prefer a split view")
    }

    /// A long sentence whose choice ends at a dash: the note after the dash is no part of the rule's title.
    @Test func aLongPreferenceEndsAtItsDash() {
        let sentence = "On a large screen, prefer a split view or an inspector over a cover that fills the window"
        let entries = ShapeFixture.entries(inSection: sentence + " — a cover that fills a large window hides every other part of the app while one small task is done.",
                                           language: "en")
        #expect(entries.map(\.kind) == [.decisionRule], "\(entries.map(\.title))")
        #expect(entries.first?.title == sentence)
    }

    /// `如果使用 X 而不是 Y，就可以…`, `If you use X rather than Y, you can …`: a choice under a condition that sets
    /// another option aside is a rule. Its title is the choice and the option set aside, without the condition's word:
    /// what the reader should do, not the clause that supposes it.
    @Test(arguments: [
        ("zh-Hans", "如果使用 NavigationPath 来保存导航路径，而不是一个普通的数组，就可以在同一个栈里推入不同类型的页面。",
         "使用 NavigationPath 来保存导航路径，而不是一个普通的数组", "NavigationPath 来保存导航路径"),
        ("en", "If you use a navigation path rather than a plain array, you can push screens of different types.",
         "Use a navigation path rather than a plain array", "a navigation path"),
    ])
    func aConditionalPreferenceIsARule(language: String, paragraph: String, title: String, kept: String) {
        let entries = ShapeFixture.entries(inSection: paragraph, language: language)
        #expect(entries.map(\.kind) == [.decisionRule], "\(entries.map(\.title))")
        #expect(entries.first?.title == title)
        #expect(entries.first?.fix == kept)
    }

    /// A Chinese preference sets the other option aside after a comma (`X，而不是 Y`): the rule's title keeps it, so that
    /// a reader sees what is set aside; its choice is the option kept.
    @Test(arguments: [
        "优先以完整的功能模块作为迁移单位，而不是按文件类型拆成一半一半。",
        "- 用 struct 表示页面状态，而不是 class。",
    ])
    func aChinesePreferenceKeepsTheOptionItSetsAsideInItsTitle(text: String) {
        let entries = ShapeFixture.entries(inSection: text, language: "zh-Hans")
        let kept = text.hasPrefix("-") ? "用 struct 表示页面状态" : "优先以完整的功能模块作为迁移单位"
        #expect(entries.map(\.kind) == [.decisionRule], "\(entries.map(\.title))")
        #expect(entries.first?.title == text.trimmingCharacters(in: .init(charactersIn: "- 。")))
        #expect(entries.first?.fix.hasPrefix(kept) == true, "\(entries.map(\.fix))")
    }

    /// `over` without a word of preference before it is only a preposition; a preference after a semicolon answers
    /// the problem the sentence states before it (a caution, not a choice).
    @Test(arguments: ["The sheet slides over the list when the button is tapped.",
                      "Rows can slide under the home indicator in odd ways; prefer a safe area inset over padding then."])
    func overWithoutAPreferenceOfItsOwnIsNoRule(paragraph: String) {
        let entries = ShapeFixture.entries(inSection: paragraph, language: "en")
        #expect(!entries.contains { $0.kind == .decisionRule }, "\(entries.map(\.title))")
    }
}
