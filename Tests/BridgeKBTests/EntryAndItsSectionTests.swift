import Foundation
import Testing
@testable import BridgeKBModel
@testable import BridgeKBText
@testable import BridgeKBStore
@testable import BridgeKBBuild
import BridgeKBTestSupport

/// An entry and the section it lives in are one thing to a reader: when both match, search shows the
/// entry and folds the section into it (in `merged`), wherever the section ranked. (Serialized: one
/// index, which is not thread-safe, for every query.)
@Suite(.serialized) struct EntryAndItsSectionTests {
    func hit(_ row: Int64, group: String, chapter: String, score: Double, title: Bool = false) -> ResultRanker.Hit {
        ResultRanker.Hit(rowid: row, stage: .exact, score: score, titleMatch: title, language: .simplifiedChinese, group: group,
                         guide: "g", chapter: chapter)
    }

    @Test func theSectionFoldsIntoItsEntryRankedAboveIt() {
        let ordered = ResultRanker.order([
            hit(1, group: "entry:g-s2", chapter: "section:g/s2", score: 9),
            hit(2, group: "section:g/s2", chapter: "section:g/s2", score: 3),
            hit(3, group: "entry:other", chapter: "section:g/s9", score: 5),
        ], preferred: nil)
        #expect(ordered.map(\.key) == ["entry:g-s2", "entry:other"])
        #expect(ordered[0].merged.map(\.key) == ["section:g/s2"])
    }

    @Test func anEntryTakesThePlaceOfItsSectionRankedAboveIt() {
        let ordered = ResultRanker.order([
            hit(1, group: "section:g/s2", chapter: "section:g/s1", score: 9, title: true),
            hit(2, group: "entry:other", chapter: "section:g/s9", score: 5),
            hit(3, group: "entry:g-s2-code-1", chapter: "section:g/s2", score: 2),
        ], preferred: nil)
        #expect(ordered.map(\.key) == ["entry:g-s2-code-1", "entry:other"])
        #expect(ordered[0].merged.map(\.key) == ["section:g/s2"])
    }

    @Test func theChaptersOtherSectionsJoinTheEntryThatTookItsPlace() {
        let ordered = ResultRanker.order([
            hit(1, group: "section:g/s1", chapter: "section:g/s1", score: 9),
            hit(2, group: "section:g/s1-1", chapter: "section:g/s1", score: 5),
            hit(3, group: "entry:g-x", chapter: "section:g/s1", score: 1),
        ], preferred: nil)
        // The entry lives in the chapter's top section: it takes that section's place, and the chapter's
        // other sections are merged into that one result, as they were into the section.
        #expect(ordered.map(\.key) == ["entry:g-x"])
        #expect(ordered[0].merged.map(\.key) == ["section:g/s1", "section:g/s1-1"])
    }

    /// Over Content/: an entry's record names the section it lives in, and no result is a section that
    /// an entry among the results lives in.
    @Test(arguments: ["循环引用", "Coordinator", "核心结论", "updateUIView"])
    func noResultIsTheSectionOfAnotherResult(_ query: String) throws {
        let index = try Self.index.get()
        let results = try index.search(query, options: SearchOptions(limit: 50)).results
        let homes = Set(results.filter { $0.best.record.kind != "section" }.map(\.best.record.chapter))
        #expect(!homes.contains(""), "\(query): an entry without its section")
        let sections = results.filter { $0.best.record.kind == "section" }.map(\.groupKey)
        #expect(homes.isDisjoint(with: sections), "\(query): \(homes.intersection(sections).sorted())")
    }

    static let index: Result<SearchIndex, Error> = Result {
        let loader = ContentLoader(root: Fixtures.content)
        let diagnostics = DiagnosticEngine()
        let glossary = try loader.glossary(diagnostics: diagnostics)
        let kb = KnowledgeBaseBuilder.build(files: try loader.load(diagnostics: diagnostics), settings: loader.settings(diagnostics: diagnostics),
                                            locks: loader.locks(diagnostics: diagnostics), glossary: glossary, diagnostics: diagnostics)
        let index = try SearchIndex.inMemory(tokenizer: Tokenizer(normalizer: try glossary?.normalizer ?? TextNormalizer.standard()),
                                             glossary: glossary)
        try index.add(SearchRecords.make(kb))
        return index
    }
}
