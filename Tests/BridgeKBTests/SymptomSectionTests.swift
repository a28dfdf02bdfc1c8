import Testing
@testable import BridgeKBModel
@testable import BridgeKBExtraction

/// An article told as one problem under sections titled by its parts (`現象`, `原因`, `解決策`): what the symptom's
/// section says is that problem's symptom, not cautions of their own.
@Suite struct SymptomSectionTests {
    @Test(arguments: [
        ("ja", "現象", "注意：この書き方だと画面を閉じてもメモリリークします。"),
        ("zh-Hans", "现象", "注意：这样写，关闭页面后会内存泄漏。"),
        ("en", "Symptom", "Note: written this way, the view controller leaks after it is dismissed."),
    ])
    func aSymptomSectionStatesNoCautionOfItsOwn(language: String, label: String, caution: String) {
        let guide = "# Guide\n\n## \(label)\n\n\(caution)\n\n## Other\n\n\(caution)\n"
        let entries = ShapeFixture.entries(guide, path: "fixture/\(language).md")
        #expect(entries.map(\.source.line) == [9], "\(entries.map { ($0.source.line, $0.title) })")
    }
}

/// An item or paragraph that is only one name (`makeUIView`, a term of a definition list copied flat) says
/// nothing a reader could use as an entry, whatever the entry model makes of the text after it.
@Suite struct BareNameCandidateTests {
    @Test(arguments: ["makeUIView", "updateUIView(_:context:)", "@StateObject", "  dismantleUIView  "])
    func aBareNameIsNoEntry(text: String) {
        #expect(EntryExtractor.isBareName(text), "\(text)")
    }

    @Test(arguments: ["makeUIView 只调用一次", "Use makeUIView", "列表", "避免循环引用"])
    func aSentenceOrAWordOfTheLanguageIsNot(text: String) {
        #expect(!EntryExtractor.isBareName(text), "\(text)")
    }
}
