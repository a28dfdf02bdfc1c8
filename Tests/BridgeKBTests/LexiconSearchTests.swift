import Foundation
import Testing
@testable import BridgeKBModel
@testable import BridgeKBText
@testable import BridgeKBStore

/// Search through the mined lexicon and the ranking around it: a query finds the other language's
/// records through term pairs the glossary lacks, marked as cross-language; titles outrank passing
/// mentions; a guide about the query rises; a chapter's sections are one result.
@Suite struct LexiconSearchTests {
    static let normalizer = try! TextNormalizer.standard()

    static func pair(_ zh: String, _ ja: String, score: Double = 1) -> Lexicon.Pair {
        Lexicon.Pair(terms: ["zh-Hans": zh, "ja": ja], keys: ["zh-Hans": normalizer.normalize(zh), "ja": normalizer.normalize(ja)],
                     links: 3, cooccurrences: 3, frequencies: ["zh-Hans": 3, "ja": 3], score: score)
    }

    static let lexicon = Lexicon(pairs: [pair("扩展", "拡張"), pair("扩展", "エクステンション", score: 0.8), pair("逃逸", "エスケープ"),
                                         pair("尾随闭包", "トレイリングクロージャ"), pair("错误", "エラー")])

    static func glossary() throws -> Glossary {
        try Glossary(concepts: [GlossaryConcept(id: "closure", terms: [.simplifiedChinese: ["闭包"], .japanese: ["クロージャ"], .english: ["closure"]])],
                     normalizer: normalizer)
    }

    func plan(_ query: String) throws -> (QueryPlanner.Plan, QueryPlanner) {
        let planner = QueryPlanner(tokenizer: Tokenizer(normalizer: Self.normalizer), glossary: try Self.glossary())
        return (planner.plan(query), planner)
    }

    func lexiconQuery(_ query: String) throws -> LexiconQuery? {
        let (plan, planner) = try self.plan(query)
        let table = LexiconTable.make(Self.lexicon)
        return LexiconQuery(plan, units: plan.units, planner: planner, longestKey: LexiconTable.longestKey(table)) { table[$0] ?? [] }
    }

    @Test func aQueryTermExpandsToItsTranslationsStrongestFirst() throws {
        let query = try #require(try lexiconQuery("扩展"))
        #expect(query.expansions.map(\.matched) == ["扩展"])
        #expect(query.expansions[0].alternatives.map(\.text) == ["拡張", "エクステンション"])
        #expect(query.pieces == [[["扩展"], ["扩张"], ["エク", "クス", "ステ", "テン", "ンシ", "ショ", "ョン"]]])
    }

    @Test func theGlossaryAndTheLexiconCoverOneQueryTogether() throws {
        // 闭包 is the glossary's, 逃逸 the lexicon's; 逸闭 only bridges the two and is no requirement.
        let query = try #require(try lexiconQuery("逃逸闭包"))
        #expect(query.expansions.map(\.matched) == ["逃逸"])
        #expect(query.pieces.count == 2)
        #expect(!query.tokens.contains("逸闭"))
    }

    @Test func aLexiconTermHoldingAGlossaryTermIsUsed() throws {
        let query = try #require(try lexiconQuery("尾随闭包"))
        #expect(query.expansions.map(\.matched) == ["尾随闭包"])
    }

    @Test func japaneseGrammarIsNoRequirement() throws {
        let query = try #require(try lexiconQuery("エラーの処理"))
        #expect(!query.tokens.contains { $0.unicodeScalars.contains { (0x3041...0x309F).contains($0.value) } })
        #expect(query.tokens.contains("处理"))
    }

    // MARK: - Ranking

    static func index() throws -> SearchIndex {
        let index = try SearchIndex.inMemory(tokenizer: Tokenizer(normalizer: normalizer), glossary: try glossary())
        func section(_ guide: String, _ id: String, _ language: Language, _ title: String, _ body: String, chapter: String) -> SearchRecord {
            SearchRecord(id: "section:\(guide)/\(id)@\(language.tag)", kind: "section", guide: guide, language: language, title: title,
                         body: body, groupKey: "section:\(guide)/\(id)", chapter: "section:\(guide)/\(chapter)")
        }
        try index.add([
            // A guide about extensions, in Japanese only.
            section("ext", "1", .japanese, "拡張とは", "拡張で既存の型に機能を追加します。", chapter: "1"),
            section("ext", "2", .japanese, "拡張でコードを整理する", "プロトコルへの準拠を拡張に分けます。", chapter: "2"),
            // Passing mentions in another guide, in a chapter with two sections.
            section("app", "3", .japanese, "第 3 章 画面", "画面の構成。", chapter: "3"),
            section("app", "3-1", .japanese, "3.1 一覧", "一覧のコードは拡張に分けて、拡張ごとに役割を持たせ、拡張を小さく保ちます。", chapter: "3"),
            section("app", "3-2", .japanese, "3.2 編集", "編集画面も拡張を使います。", chapter: "3"),
        ])
        try index.setLexicon(lexicon)
        return index
    }

    @Test func onlyTheOtherLanguageHasItSoTheResultsAreCrossLanguage() throws {
        let response = try Self.index().search("扩展")
        // Han alone could be Chinese or Japanese: no language is claimed, the stage says how the hit was found.
        #expect(response.language == nil)
        #expect(response.lexicon == ["扩展"])
        #expect(!response.results.isEmpty)
        #expect(response.results.allSatisfy { !$0.best.crossLanguage && $0.best.stage == .lexicon && $0.best.record.language == .japanese })
    }

    @Test func titlesOutrankPassingMentionsAndAChaptersSectionsAreOneResult() throws {
        let results = try Self.index().search("扩展").results
        // The guide about extensions first (titles, and two of them: the guide is about the query).
        #expect(results.prefix(2).map(\.groupKey).sorted() == ["section:ext/1", "section:ext/2"])
        // The other guide's two passing mentions are one result, its chapter's.
        let app = try #require(results.first { $0.groupKey.hasPrefix("section:app/") })
        #expect(results.filter { $0.groupKey.hasPrefix("section:app/") }.count == 1)
        #expect(app.merged.count == 1)
    }

    @Test func titleMatchesComeFirstWhateverTheirScore() {
        func hit(_ rowid: Int64, _ score: Double, title: Bool, guide: String) -> ResultRanker.Hit {
            ResultRanker.Hit(rowid: rowid, stage: .exact, score: score, titleMatch: title, language: .japanese,
                             group: "g\(rowid)", guide: guide, chapter: "")
        }
        let ordered = ResultRanker.order([hit(1, 9, title: false, guide: "a"), hit(2, 1, title: true, guide: "b")], preferred: nil)
        #expect(ordered.map(\.key) == ["g2", "g1"])
        // Two title matches make their guide about the query: its hits count 1.5 times.
        let about = ResultRanker.order([hit(1, 2, title: true, guide: "a"), hit(2, 1, title: true, guide: "a"),
                                        hit(3, 2.5, title: true, guide: "b")], preferred: nil)
        #expect(about.map(\.key) == ["g1", "g3", "g2"])
        #expect(about[0].hits[0].score == 3)
    }

    @Test(arguments: ["扩展\"", "扩展 NEAR(", "\"扩展\" OR -", "扩展*", "扩展 AND :", "ー扩展ー", "扩展\u{0}扩展", String(repeating: "扩展", count: 200)])
    func typedSyntaxAroundLexiconTermsNeverFails(_ query: String) throws {
        let response = try Self.index().search(query)
        #expect(response.emptyReason != nil || !response.results.isEmpty)
    }
}

