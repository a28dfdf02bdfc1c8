import Foundation
import Testing
@testable import BridgeKBModel
@testable import BridgeKBStore
import BridgeKBTestSupport

// MARK: - Fixture

/// Ten records: zh-Hans and ja versions of a few pitfalls, and two zh-Hans-only ones.
private func records() -> [SearchRecord] {
    func pair(_ key: String, kind: String = "gotcha", apis: [String] = [],
              zh: (title: String, symptom: String, fix: String, body: String),
              ja: (title: String, symptom: String, fix: String, body: String)) -> [SearchRecord] {
        [SearchRecord(id: "zh-Hans/\(key)", kind: kind, guide: "bridging", language: .simplifiedChinese, title: zh.title,
                      symptom: zh.symptom, fix: zh.fix, apis: apis, body: zh.body, sectionPath: ["第 5 部分"], line: 10,
                      groupKey: key),
         SearchRecord(id: "ja/\(key)", kind: kind, guide: "bridging", language: .japanese, title: ja.title,
                      symptom: ja.symptom, fix: ja.fix, apis: apis, body: ja.body, sectionPath: ["パート 5"], line: 10,
                      groupKey: key)]
    }
    return pair("coordinator-holds-parent", apis: ["var parent", "updateUIView(_:context:)"],
                zh: ("Coordinator 持有父对象", "内存泄漏，视图永不释放",
                     "Coordinator 使用 var parent: X（而非 let）。不要添加额外的强引用。", ""),
                ja: ("Coordinator が親を保持する", "メモリーリークが発生し、ビューが解放されない",
                     "Coordinator では let ではなく var parent: X を使用します。余分な強参照を追加しないでください。", ""))
        + pair("closure-instead-of-coordinator", kind: "antiPattern",
               zh: ("“我不需要协调器，用闭包就行”", "闭包会捕获 self 并造成循环引用", "使用 Coordinator。", ""),
               ja: ("「コーディネーターは不要です。クロージャを使います」", "クロージャーは self をキャプチャして、循環参照を作成します",
                    "Coordinator を使います。", ""))
        + pair("excessive-updates", apis: ["updateUIView(_:context:)"],
               zh: ("过度调用 updateUIView", "UIKit 视图闪烁、滚动位置重置、用户输入丢失",
                    "使用相等性检查进行保护。应用更改前先比较新旧值。", ""),
               ja: ("updateUIView が過剰に呼び出される", "UIKit ビューがちらつく、スクロール位置がリセットされる",
                    "等価性チェックでガードします。", ""))
        + pair("large-title", apis: ["setContentScrollView(_:forEdge:)"],
               zh: ("大标题无法折叠", "滚动包装的 UIScrollView 时导航栏仍保持展开",
                    "在导航栏上调用 setContentScrollView(_:forEdge:)。", ""),
               ja: ("大きなタイトルが折りたたまれない", "ラップされた UIScrollView をスクロールしてもナビゲーションバーが展開されたままになる",
                    "ナビゲーションバーで setContentScrollView(_:forEdge:) を呼び出します。", ""))
        + [SearchRecord(id: "zh-Hans/skip-dismantle", kind: "antiPattern", guide: "bridging", language: .simplifiedChinese,
                        title: "“我会跳过 dismantleUIView，它会自动清理”", symptom: "UIView 上的计时器、观察者和 KVO 注册会泄漏",
                        fix: "实现 dismantleUIView（静态方法）。", apis: ["dismantleUIView(_:coordinator:)"]),
           SearchRecord(id: "zh-Hans/random-id", kind: "mistake", guide: "navigation", language: .simplifiedChinese,
                        title: "错误：用随机 .id 修复 UIKit 控件不刷新",
                        body: "每次重建对象，内部状态、焦点和资源被丢弃。先修正 Update 同步；仅在业务身份确实变化时改变 ID。")]
}

private func makeIndex() throws -> SearchIndex {
    let index = try SearchIndex.inMemory(tokenizer: try SearchFixtures.tokenizer(), glossary: try SearchFixtures.glossary())
    try index.add(records())
    return index
}

private func languages(of result: SearchResult) -> Set<Language> { Set(result.hits.map(\.record.language)) }

// MARK: - Cross-language

@Test func findsRetainCycleInBothLanguagesFromEitherScript() throws {
    let index = try makeIndex()
    for query in ["循环引用", "循環参照"] {
        let response = try index.search(query)
        let result = try #require(response.results.first { $0.groupKey == "closure-instead-of-coordinator" }, "\(query)")
        #expect(languages(of: result) == [.simplifiedChinese, .japanese], "\(query)")
    }
    let japanese = try index.search("循環参照")
    #expect(japanese.language == .japanese)
    #expect(japanese.results.first?.best.record.language == .japanese)
}

@Test func katakanaMemoryLeakFindsChineseRecord() throws {
    let response = try makeIndex().search("メモリリーク")
    let result = try #require(response.results.first { $0.groupKey == "coordinator-holds-parent" })
    let chinese = try #require(result.hits.first { $0.record.language == .simplifiedChinese })
    #expect(chinese.crossLanguage)
    #expect(chinese.stage == .expanded)
    let japanese = try #require(result.hits.first { $0.record.language == .japanese })
    #expect(japanese.stage == .exact)
    #expect(!japanese.crossLanguage)
    #expect(response.concepts.contains("memory-leak"))
}

@Test func identifierAndChineseTermFindFlickerRecord() throws {
    let response = try makeIndex().search("updateUIView 闪烁")
    let first = try #require(response.results.first)
    #expect(first.groupKey == "excessive-updates")
    #expect(first.stage == .exact)
    #expect(languages(of: first) == [.simplifiedChinese, .japanese])
}

// MARK: - Stages

@Test func misspeltIdentifierIsCorrected() throws {
    let response = try makeIndex().search("updateUIVeiw")
    #expect(response.corrections == ["updateuiveiw": "updateuiview"])
    #expect(response.results.contains { $0.groupKey == "excessive-updates" && $0.stage == .corrected })
}

@Test func relaxesToMostBigramsWhenNothingMatchesAll() throws {
    let response = try makeIndex().search("视图闪烁问题")
    let result = try #require(response.results.first { $0.groupKey == "excessive-updates" })
    #expect(result.hits.contains { $0.stage == .relaxed && $0.record.language == .simplifiedChinese })
}

@Test func singleCharacterQueryFindsThroughUnigrams() throws {
    let response = try makeIndex().search("闪")
    #expect(response.results.first?.groupKey == "excessive-updates")
}

@Test func titleMatchesRankAboveBodyMatches() throws {
    let index = try SearchIndex.inMemory(tokenizer: try SearchFixtures.tokenizer(), glossary: nil)
    try index.add([SearchRecord(id: "body", kind: "section", guide: "g", language: .english, title: "Other",
                                body: "a long body that mentions sizingOptions once among many other words"),
                   SearchRecord(id: "title", kind: "section", guide: "g", language: .english, title: "sizingOptions")])
    #expect(try index.search("sizingOptions").results.map(\.groupKey) == ["title", "body"])
}

// MARK: - Robustness

@Test func ftsSyntaxTypedByUsersNeverFails() throws {
    let index = try makeIndex()
    let queries = ["\"", "\"unbalanced", "NEAR(", "NEAR(updateUIView 闪烁, 2)", "*", "updateUIView*", "AND", "OR AND NOT",
                   "-", "-updateUIView", ":", "title: 闪烁", "{title}: x", "^updateUIView", "(", ")", "'", "a OR", "+",
                   "updateUIView AND", "\u{0}", "%_", "; DROP TABLE search_records; --"]
    for query in queries {
        let response = try index.search(query)
        #expect(!response.results.isEmpty || response.emptyReason != nil, "\(query)")
    }
    #expect(try index.search("\"updateUIView\" AND 闪烁*").results.first?.groupKey == "excessive-updates")
    #expect(try index.count() == 10)
}

@Test func emptyAndPunctuationOnlyQueriesSayWhy() throws {
    let index = try makeIndex()
    for query in ["", "   ", "、。！？", "🎉✨", "\"*:-"] {
        let response = try index.search(query)
        #expect(response.results.isEmpty)
        #expect(response.emptyReason == .noSearchableTokens, "\(query)")
    }
    #expect(try index.search("zzzzqqq").emptyReason == .noMatches)
}

@Test func veryLongQueryIsTruncated() throws {
    let query = String(repeating: "updateUIView 闪烁 ", count: 700)
    #expect(query.count > 10_000)
    let response = try makeIndex().search(query)
    #expect(response.truncated)
    #expect(response.query.count <= 256)
    #expect(response.results.first?.groupKey == "excessive-updates")
}

// MARK: - Results

@Test func excerptMarksMatchedSpans() throws {
    let response = try makeIndex().search("内存泄漏")
    let hit = try #require(response.results.first?.hits.first { $0.record.language == .simplifiedChinese })
    #expect(hit.excerpt.rendered { "[\($0)]" } == "[内存泄漏]，视图永不释放")
}

@Test func groupsTranslationsIntoOneResult() throws {
    let response = try makeIndex().search("setContentScrollView")
    #expect(response.results.count == 1)
    #expect(response.results[0].hits.count == 2)
}

@Test func filtersByLanguageKindAndAPI() throws {
    let index = try makeIndex()
    let japanese = try index.search("updateUIView", options: SearchOptions(languages: [.japanese]))
    #expect(!japanese.results.isEmpty)
    #expect(japanese.results.allSatisfy { $0.hits.allSatisfy { $0.record.language == .japanese } })
    let mistakes = try index.search("UIKit", options: SearchOptions(kinds: ["mistake"]))
    #expect(mistakes.results.map(\.groupKey) == ["zh-Hans/random-id"])
    let withAPI = try index.search("Coordinator", options: SearchOptions(api: "var parent"))
    #expect(withAPI.results.map(\.groupKey) == ["coordinator-holds-parent"])
}

@Test func addingARecordAgainReplacesIt() throws {
    let index = try makeIndex()
    try index.add(Array(records().prefix(2)))
    #expect(try index.count() == 10)
}

// MARK: - Content

/// The rows of uikit-bridging's part 5 table in both languages (the translation keeps the line
/// layout, so a row's line number is its group key).
private func guidePitfallRecords() throws -> [SearchRecord] {
    var records: [SearchRecord] = []
    for (language, start) in [(Language.simplifiedChinese, "第 5 部分"), (Language.japanese, "パート 5")] {
        let url = Fixtures.url("Content/uikit-bridging/\(language.tag).txt")
        let lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
        let from = try #require(lines.firstIndex { $0.hasPrefix(start) })
        let end = try #require(lines[from...].firstIndex { $0 == "---" })
        let rows = lines.indices[from..<end].filter { lines[$0].contains("\t") }.dropFirst()   // the header
        for row in rows {
            let cells = lines[row].components(separatedBy: "\t")
            records.append(SearchRecord(id: "\(language.tag)/\(row + 1)", kind: "gotcha", guide: "uikit-bridging",
                                        language: language, title: cells[0], symptom: cells[1], fix: cells[2],
                                        line: row + 1, groupKey: "row-\(row + 1)"))
        }
    }
    return records
}

@Test func findsTheGuidesPitfallsAcrossLanguages() throws {
    let index = try SearchIndex.inMemory(tokenizer: try SearchFixtures.tokenizer(), glossary: try SearchFixtures.glossary())
    let records = try guidePitfallRecords()
    #expect(records.count == 22)
    try index.add(records)
    let leak = try #require(try index.search("メモリリーク").results.first)
    #expect(leak.hits.contains { $0.record.language == .simplifiedChinese && $0.record.symptom.contains("内存泄漏") })
    let flicker = try #require(try index.search("updateUIView 闪烁").results.first)
    #expect(flicker.hits.contains { $0.record.language == .japanese && $0.record.symptom.contains("ちらつく") })
    let keyboard = try #require(try index.search("键盘遮挡").results.first)
    #expect(Set(keyboard.hits.map(\.record.language)) == [.simplifiedChinese, .japanese])
}

// MARK: - A lean index (issue 22): no second copy of the tokens

/// The FTS5 table keeps no copy of the token text (contentless): the records' texts are in
/// `search_records` already, and the tokens are made again from them when a row's are needed.
@Test func ftsTableKeepsNoCopyOfTheTokens() throws {
    let index = try makeIndex()
    let tables = try index.database.query("SELECT name FROM sqlite_master WHERE name LIKE 'search_%'") { $0.text(0) }
    #expect(!tables.contains("search_fts_content"), "\(tables)")
    #expect(tables.contains("search_fts_docsize"), "BM25 needs each row's token counts")
}

/// A record added again replaces the old one in the index too: the old text no longer matches,
/// the new one does, and the counts (BM25's statistics) are those of the new text alone.
@Test func replacingARecordRemovesItsOldTokens() throws {
    let index = try makeIndex()
    let before = try index.count()
    let first = try #require(records().first)
    var changed = first
    changed.title = "Zebracorn \(first.title)"
    changed.symptom = ""
    changed.body = "zebracorn"
    try index.add([changed])
    #expect(try index.count() == before)
    #expect(try index.search("zebracorn").results.map(\.groupKey) == [first.groupKey])
    let documents = try index.database.query("SELECT doc FROM search_vocab WHERE term = 'zebracorn'") { $0.int(0) }
    #expect(documents == [1])
}

// MARK: - Stored records (kb.sqlite format 5): facts in columns, texts deflated in blocks

/// A record comes back from the index exactly as it went in — its texts from a deflated block of
/// `search_texts`, its group and chapter keys from `search_groups` (stored once), its minimum iOS.
@Test func storedRecordsReadBackWhole() throws {
    let index = try SearchIndex.inMemory(tokenizer: try SearchFixtures.tokenizer(), glossary: nil)
    var input = records()
    input[0].minimumOS = 17
    input[1].minimumOS = 17
    input[2].chapter = "section:bridging/part-5"
    // More records than one block holds, so that records are read from several blocks.
    input += (0..<40).map { n in
        SearchRecord(id: "extra-\(n)", kind: "section", guide: "extra", language: .japanese, title: "節 \(n)",
                     body: String(repeating: "本文 \(n) ", count: n + 1), sectionPath: ["章", "節 \(n)"], line: n + 1,
                     groupKey: "section:extra/\(n)", chapter: "section:extra/0")
    }
    try index.add(input)
    let rowids = try index.database.query("SELECT rowid FROM search_records ORDER BY rowid") { $0.int64(0) }
    let stored = try index.records(rowids: rowids)
    #expect(rowids.compactMap { stored[$0] } == input)
    #expect(try index.database.query("SELECT count(*) FROM search_texts") { $0.int(0) } == [2])
    #expect(try index.database.query("SELECT count(*) FROM search_groups") { $0.int(0) } == [6 + 40 + 1])
    // Texts are not stored as text anywhere: the records' table holds numbers and short facts only.
    let columns = try index.database.query("SELECT name FROM pragma_table_info('search_records')") { $0.text(0) }
    #expect(columns == ["rowid", "kind", "guide", "language", "line", "group_id", "chapter_id", "minimum_os", "block", "text_start", "text_end"])
}

/// A block of texts that no longer inflates is an SQLite error (SQLITE_CORRUPT), which the CLI
/// answers by indexing the content in memory, as for any damaged database.
@Test func aDamagedBlockOfTextsIsACorruptDatabase() throws {
    let index = try makeIndex()
    try index.database.execute("UPDATE search_texts SET data = zeroblob(length(data))")
    #expect { try index.search("循环引用") } throws: { ($0 as? SQLiteError).map { $0.code & 0xFF } == 11 }
}

@Test func aResultFoundOnlyThroughARelatedConceptRanksAfterExactOnes() {
    func hit(_ row: Int64, _ stage: SearchStage, _ score: Double, title: Bool = false) -> ResultRanker.Hit {
        ResultRanker.Hit(rowid: row, stage: stage, score: score, titleMatch: title, language: .japanese, group: "g\(row)",
                         guide: "guide\(row)", chapter: "")
    }
    let ordered = ResultRanker.order([hit(1, .related, 47.11, title: true), hit(2, .exact, 16.40), hit(3, .expanded, 9)], preferred: nil)
    #expect(ordered.map(\.key) == ["g2", "g3", "g1"])
}
