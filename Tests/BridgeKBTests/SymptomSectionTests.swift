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
