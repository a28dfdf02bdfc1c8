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
