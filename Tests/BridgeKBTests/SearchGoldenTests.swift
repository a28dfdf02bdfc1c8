import Foundation
import Testing
@testable import BridgeKBModel
@testable import BridgeKBText
@testable import BridgeKBStore
@testable import BridgeKBBuild
import BridgeKBTestSupport

/// Search results pinned: for queries of every stage and option over Content/, each result's group,
/// and each hit's id, language, stage, exact score, matched tokens and excerpt, as recorded in
/// Tests/Fixtures/search-golden.json. Both the kb.sqlite the build writes (opened read-only, as the
/// CLI opens it) and the in-memory index must give exactly these, so a change of how the index is
/// stored cannot change what a search answers. `BRIDGEKB_WRITE_SEARCH_GOLDEN=1` rewrites the file
/// (after a deliberate change of ranking) and fails the run, so that it is reviewed.
@Suite(.serialized) struct SearchGoldenTests {
    /// A query and the options it runs with; `name` is its key in the golden.
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var query: String
        var options: SearchOptions
        var testDescription: String { name }

        init(_ query: String, _ suffix: String = "", _ configure: (inout SearchOptions) -> Void = { _ in }) {
            self.query = query
            name = suffix.isEmpty ? query : "\(query) [\(suffix)]"
            var options = SearchOptions()
            configure(&options)
            self.options = options
        }
    }

    static let cases: [Case] = qualityCases.map { Case($0.query) } + [
        Case("闪"), Case("循环"), Case("updateUIVeiw"), Case("Coordinator 闪烁 键盘 尺寸"), Case("扩展"),
        Case("UIViewRepresentable"), Case("makeCoordinator"), Case("sizeThatFits"), Case("🙂"), Case("メモリ"),
        Case("Coordinator", "ja") { $0.languages = [.japanese] },
        Case("Coordinator", "sections") { $0.kinds = ["section"] },
        Case("updateUIView", "api") { $0.api = "updateUIView" },
        Case("循环引用", "50, every hit") { $0.limit = 50; $0.excerptsForEveryHit = true },
        Case("循环引用", "no lexicon, ja first") { $0.usesLexicon = false; $0.preferredLanguage = .japanese },
        Case("导航栏", "guide") { $0.guides = ["uikit-bridging"] },
    ]

    /// One line per result and per hit: what a search answers, without the records' long texts.
    static func lines(_ response: SearchResponse) -> [String] {
        var lines = ["query \(response.query) | \(response.language?.tag ?? "-") | truncated \(response.truncated) | tokens \(response.tokens.joined(separator: " "))",
                     "corrections \(response.corrections.sorted { $0.key < $1.key }.map { "\($0.key)→\($0.value)" }.joined(separator: " ")) | concepts \(response.concepts.joined(separator: " ")) | lexicon \(response.lexicon.joined(separator: " ")) | empty \(response.emptyReason?.rawValue ?? "-")"]
        func hit(_ hit: SearchHit, _ mark: String) -> String {
            let r = hit.record
            let excerpt = hit.excerpt
            return "\(mark) \(r.id) | \(r.kind) | \(r.guide) | \(r.language.tag) | \(r.line) | \(r.title) | \(r.sectionPath.joined(separator: " › ")) | \(r.chapter)"
                + " | \(hit.stage.rawValue) | \(hit.score) | cross \(hit.crossLanguage) | \(hit.matchedTokens.joined(separator: " "))"
                + " | \(excerpt.field): \(excerpt.text) | \(excerpt.highlights.map { "\($0.lowerBound)-\($0.upperBound)" }.joined(separator: ","))"
        }
        for result in response.results {
            lines.append("result \(result.groupKey)")
            lines += result.hits.map { hit($0, "  hit") }
            lines += result.merged.map { hit($0, "  merged") }
        }
        return lines
    }

    /// The index of the first line where two answers differ.
    static func firstDifference(_ a: [String], _ b: [String]) -> Int {
        a.indices.first { $0 >= b.count || a[$0] != b[$0] } ?? a.count
    }

    static let goldenURL = Fixtures.url("Tests/Fixtures/search-golden.json")

    static let golden: [String: [String]] = {
        (try? JSONDecoder().decode([String: [String]].self, from: Data(contentsOf: goldenURL))) ?? [:]
    }()

    /// Content/ built once; its kb.sqlite written as the build writes it and opened read-only, and
    /// its records indexed in memory as a search without kb.sqlite does.
    static let indexes: Result<(stored: SearchIndex, memory: SearchIndex), Error> = Result {
        let loader = ContentLoader(root: Fixtures.content)
        let diagnostics = DiagnosticEngine()
        let glossary = try loader.glossary(diagnostics: diagnostics)
        let kb = KnowledgeBaseBuilder.build(files: try loader.load(diagnostics: diagnostics), settings: loader.settings(diagnostics: diagnostics),
                                            locks: loader.locks(diagnostics: diagnostics), glossary: glossary,
                                            vocabulary: loader.vocabulary(diagnostics: diagnostics), diagnostics: diagnostics)
        let tokenizer = Tokenizer(normalizer: try glossary?.normalizer ?? TextNormalizer.standard())
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("bridgekb-golden-\(UUID().uuidString).sqlite").path
        try KnowledgeBaseStore.write(kb, contentHash: "golden", tokenizer: tokenizer, glossary: glossary, to: path)
        let planner = QueryPlanner(tokenizer: tokenizer, glossary: glossary)
        let stored = try SearchIndex(database: SQLiteDatabase(path: path, mode: .readOnly), planner: planner)
        let memory = try SearchIndex.inMemory(tokenizer: tokenizer, glossary: glossary)
        try memory.add(SearchRecords.make(kb))
        try memory.setLexicon(kb.lexicon)
        return (stored, memory)
    }

    @Test func theGoldenCoversEveryCase() throws {
        if ProcessInfo.processInfo.environment["BRIDGEKB_WRITE_SEARCH_GOLDEN"] == "1" {
            let (stored, _) = try Self.indexes.get()
            var all: [String: [String]] = [:]
            for c in Self.cases { all[c.name] = Self.lines(try stored.search(c.query, options: c.options)) }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            try encoder.encode(all).write(to: Self.goldenURL)
            Issue.record("rewrote \(Self.goldenURL.path): review the change and run again without BRIDGEKB_WRITE_SEARCH_GOLDEN")
            return
        }
        #expect(Set(Self.golden.keys) == Set(Self.cases.map(\.name)))
        #expect(Self.golden.values.map(\.count).reduce(0, +) > 1_000)
    }

    /// kb.sqlite keeps what search reads: the search tables, the indexed documents (for the results'
    /// files and the `--lang` check) and the content hash; the knowledge base's own tables are kb.json's.
    @Test func kbSqliteHoldsOnlyWhatSearchReads() throws {
        let db = try Self.indexes.get().stored.database
        let tables = try db.query("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'search_fts_%' ORDER BY name") { $0.text(0) }
        #expect(tables == ["documents", "guides", "meta", "search_fts", "search_groups", "search_lexicon", "search_records", "search_texts",
                           "search_vocab"])
    }

    @Test(arguments: cases)
    func storedIndexAnswersAsTheGolden(_ c: Case) throws {
        let expected = try #require(Self.golden[c.name])
        let actual = Self.lines(try Self.indexes.get().stored.search(c.query, options: c.options))
        #expect(actual == expected, "\(c.name): first difference at line \(Self.firstDifference(actual, expected))")
    }

    @Test(arguments: cases)
    func inMemoryIndexAnswersAsTheGolden(_ c: Case) throws {
        let expected = try #require(Self.golden[c.name])
        let actual = Self.lines(try Self.indexes.get().memory.search(c.query, options: c.options))
        #expect(actual == expected, "\(c.name): first difference at line \(Self.firstDifference(actual, expected))")
    }
}
