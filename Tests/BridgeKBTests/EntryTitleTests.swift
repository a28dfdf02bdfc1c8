import Testing
@testable import BridgeKBModel
@testable import BridgeKBExtraction

/// Entry titles a reader can use: one line, and words rather than a bare number.
@Suite struct EntryTitleTests {
    /// A Markdown paragraph keeps its soft line breaks; a title does not: Chinese and Japanese join without
    /// a space, other scripts with one.
    @Test func aTitleIsOneLine() {
        let zh = ShapeFixture.entries(inSection: "注意：不要在 updateUIView 里重新\n创建视图，否则会闪烁。", language: "zh-Hans")
        #expect(zh.first?.title.contains("\n") == false)
        #expect(zh.first?.title.contains("重新创建视图") == true)
        let en = ShapeFixture.entries(inSection: "Note: never recreate the view in\nupdateUIView, or it flickers.", language: "en")
        #expect(en.first?.title.contains("in updateUIView") == true)
    }

    /// A troubleshooting subsection titled `Issue: …`: the entry's title is what the heading names.
    @Test func aTroubleshootingSubsectionTitleLeavesOutItsLabel() {
        let entries = ShapeFixture.entries("""
        # Guide

        ## Troubleshooting

        ### Issue: Cells overlap after rotation

        The height constraint conflicts with the estimated height, so the cells overlap.
        """)
        #expect(entries.map(\.title) == ["Cells overlap after rotation"])
    }

    /// A title without the label that only says which part it is (`Issue:`, `坑2：`, a step's `Technique 2:`,
    /// `方法1：` — a part label counts only with its number) and without a colon announcing what follows.
    @Test(arguments: [
        ("en", "Issue: Breakpoint never hits", "Breakpoint never hits"),
        ("en", "Technique 2: Print the view hierarchy", "Print the view hierarchy"),
        ("en", "Phase 2: Locate the leak (10 min)", "Locate the leak (10 min)"),
        ("zh-Hans", "方法2：在 deinit 里移除观察者", "在 deinit 里移除观察者"),
        ("zh-Hans", "坑1：列表不刷新", "列表不刷新"),
        ("zh-Hans", "Xcode 16 编译报错:", "Xcode 16 编译报错"),
        ("ja", "手順3 シートを閉じる", "シートを閉じる"),
        // Not a label: a version, a word that only starts like one, a label without its number.
        ("en", "iOS 17: what changed in sheets", "iOS 17: what changed in sheets"),
        ("en", "Stepper inside a Form", "Stepper inside a Form"),
        ("zh-Hans", "方法：用 weak 打破循环", "方法：用 weak 打破循环"),
        // A short first clause that only says "watch out" (`有一点需要特别注意，…`, `所以我們要注意，…`,
        // `ただし注意点として、…`) is no part of what the title names.
        ("zh-Hans", "有一点需要特别注意，onAppear 里的异步任务不会被自动取消", "onAppear 里的异步任务不会被自动取消"),
        ("zh-Hant", "所以我們要注意，viewDidLoad 不是 initializer", "viewDidLoad 不是 initializer"),
        ("ja", "ただし注意点として、シートは二重に表示されます", "シートは二重に表示されます"),
        // A question's label, after a connective (`那么请问：…`, `Q：…`, `質問：…`): the question is the title.
        ("zh-Hans", "那么请问: 什么时候可以在 block 里直接用 self?", "什么时候可以在 block 里直接用 self?"),
        ("zh-Hant", "問：為什麼 delegate 要用 weak？", "為什麼 delegate 要用 weak？"),
        ("ja", "質問：なぜ画面が二重に表示されるのですか？", "なぜ画面が二重に表示されるのですか？"),
        // Words that only narrate how the writer saw it (`通过 X，我们看到…`, `运行后可以发现…`, `We can see that …`):
        // what was seen is the title.
        ("zh-Hans", "通过 `.border`，我们看到输入框的尺寸没有符合预期", "输入框的尺寸没有符合预期"),
        ("zh-Hans", "运行后可以发现列表不会刷新", "列表不会刷新"),
        ("en", "We can see that the sheet loses its detent", "the sheet loses its detent"),
        // Not when the clause says more than that, or is the whole title.
        ("zh-Hans", "注意 block 里的 self，它会被强引用", "注意 block 里的 self，它会被强引用"),
        ("zh-Hans", "可以看到", "可以看到"),
        ("zh-Hans", "列表会闪退，可以看到日志里的报错", "列表会闪退，可以看到日志里的报错"),
        ("zh-Hans", "需要特别注意", "需要特别注意"),
        // A word that joins the sentence to the one before it, closed by a comma (`また、…`, `所以，如果…`, `However, …`):
        // the title stands alone. Not without the comma, nor when nothing follows.
        ("ja", "また、iOS 9 以降では http の通信がエラーになります", "iOS 9 以降では http の通信がエラーになります"),
        ("zh-Hant", "所以，如果你在 loadView 裡呼叫 self.view，就會進入無窮迴圈", "如果你在 loadView 裡呼叫 self.view，就會進入無窮迴圈"),
        ("en", "However, the sheet keeps its old detent", "the sheet keeps its old detent"),
        ("zh-Hans", "但是列表不会刷新", "但是列表不会刷新"),
        ("zh-Hans", "另外，", "另外，"),
    ])
    func aTitleLeavesOutItsPartLabel(language: String, title: String, expected: String) {
        let cues = CueReader(vocabulary: .builtIn, language: Language(language))
        #expect(cues.entryTitle(title) == expected)
    }

    /// A leading number is numbering (`1. …`, `(2) …`, `3 …`) unless the word after it counts or dates it
    /// (`2021 年`, `10 や 20`, `3 倍`): then it is part of what the title says.
    @Test(arguments: [
        ("zh-Hans", "1. 列表不刷新", "列表不刷新"),
        ("zh-Hans", "1 列表不刷新", "列表不刷新"),
        ("ja", "(2) 検索バーが表示されない", "検索バーが表示されない"),
        ("zh-Hans", "2021 年 9 月更新", "2021 年 9 月更新"),
        ("ja", "10 や 20 なら手間ではないが、100 になると重い", "10 や 20 なら手間ではないが、100 になると重い"),
        ("zh-Hans", "3 倍的内存占用", "3 倍的内存占用"),
    ])
    func aNumberTheNextWordCountsIsNoNumbering(language: String, title: String, expected: String) {
        let cues = CueReader(vocabulary: .builtIn, language: Language(language))
        #expect(cues.withoutOrdinal(title) == expected)
    }

    /// A bold label that a space, not a colon, sets off from its text (`**原因** 缺少…`, read as `原因 缺少…`) is a
    /// label in Chinese and Japanese, where words are not spaced; in English `Fix the layout` is a sentence.
    @Test func aLabelSetOffByASpaceLabelsItsTextInChineseAndJapanese() {
        let zh = CueReader(vocabulary: .builtIn, language: .simplifiedChinese)
        let parts = zh.segments(of: "原因 缺少模拟器架构。\n解决：去掉 arm64。")
        #expect(parts.map(\.field) == [.cause, .fix])
        #expect(parts.first?.text == "缺少模拟器架构。")
        let en = CueReader(vocabulary: .builtIn, language: Language("en"))
        #expect(en.segments(of: "Fix the layout before shipping.").map(\.field) == [nil])
    }

    /// A blog post notes when it added a part (`Swift 里的循环引用 更新于2017-11-12`, `…（2021/09/03 追記）`,
    /// `… (updated 2024-05-01)`): the note names no problem and leaves the entry's title. A date that names no
    /// update (`WWDC 2023 の変更`) stays.
    @Test(arguments: [
        ("zh-Hans", "Swift 里的循环引用 更新于2017-11-12", "Swift 里的循环引用"),
        ("zh-Hant", "閉包的循環引用（2019.3.2 更新）", "閉包的循環引用"),
        ("ja", "sheet が二重に表示される（2021/09/03 追記）", "sheet が二重に表示される"),
        ("en", "Sheets dismiss twice (updated 2024-05-01)", "Sheets dismiss twice"),
        ("ja", "WWDC 2023 の変更点", "WWDC 2023 の変更点"),
        ("zh-Hans", "2021 年 9 月更新", "2021 年 9 月更新"),
    ])
    func anUpdateNoteLeavesTheTitle(language: String, title: String, expected: String) {
        #expect(CueReader(vocabulary: .builtIn, language: Language(language)).entryTitle(title) == expected)
    }

    /// `##### 1)` over a listing and the paragraph that says what goes wrong: the heading's entry is named by
    /// that paragraph's first sentence, not by its number.
    @Test func aHeadingThatIsOnlyANumberIsNamedByItsText() {
        let builder = CandidateEntry(cues: CueReader(vocabulary: .builtIn, language: .simplifiedChinese),
                                     cautions: CautionRecognizer(cues: CueReader(vocabulary: .builtIn, language: .simplifiedChinese)))
        var heading = Candidate(shape: .heading, line: 3, endLine: 9, text: "1)", path: [], sectionID: "s1")
        heading.body = "block 里直接使用 self 会导致循环引用。改用 weak 引用即可。"
        let section = Section(id: "s1", number: nil, title: "1)", level: 3, range: SourceRange(lines: 3, 9), blocks: [])
        let draft = builder.draft(heading, group: .pitfall, section: section)
        #expect(draft.title == "block 里直接使用 self 会导致循环引用")
    }
}
