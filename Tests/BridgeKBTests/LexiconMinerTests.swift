import Foundation
import Testing
@testable import BridgeKBModel
@testable import BridgeKBText
@testable import BridgeKBLinking
@testable import BridgeKBStore
@testable import BridgeKBBuild
import BridgeKBTestSupport

/// The lexicon mined from aligned translations: what it pairs, on the sample pair and on the
/// parallel fixtures (Tests/Fixtures/xlang), and what it refuses.
@Suite struct LexiconMinerTests {
    static let normalizer = try! TextNormalizer.standard()

    /// The sample guides built without a glossary: whatever is mined comes from the text alone.
    static let sample: KnowledgeBase = {
        let diagnostics = DiagnosticEngine()
        let files = (try? ContentLoader(root: Fixtures.content).load(diagnostics: diagnostics)) ?? []
        return KnowledgeBaseBuilder.build(files: files, glossary: nil, diagnostics: diagnostics)
    }()

    /// The parallel fixtures, with the shipped glossary.
    static let fixtures: KnowledgeBase = {
        let diagnostics = DiagnosticEngine()
        let root = Fixtures.url("Tests/Fixtures/xlang/content")
        let files = (try? ContentLoader(root: root).load(diagnostics: diagnostics)) ?? []
        return KnowledgeBaseBuilder.build(files: files, glossary: nil, diagnostics: diagnostics)
    }()

    func pair(_ lexicon: Lexicon, _ zh: String, _ ja: String) -> Lexicon.Pair? {
        let z = Self.normalizer.normalize(zh), j = Self.normalizer.normalize(ja)
        return lexicon.pairs.first { $0.keys["zh-Hans"] == z && $0.keys["ja"] == j }
    }

    @Test func pairsTheSampleMemoryLeakWithoutTheGlossary() throws {
        let found = try #require(pair(Self.sample.lexicon, "内存泄漏", "メモリーリーク"))
        #expect(found.terms["ja"] == "メモリーリーク")
        #expect(found.evidence.first?.guide == "uikit-bridging")
        #expect(found.concept == nil)
    }


    @Test func pairsVocabularyTheGlossaryLacksOnTheFixtures() {
        let lexicon = Self.fixtures.lexicon
        for (zh, ja) in [("扩展", "拡張"), ("下标", "サブスクリプト"), ("关联类型", "関連型"), ("属性包装器", "プロパティラッパー"),
                         ("数据竞争", "データ競合"), ("捕获列表", "キャプチャリスト")] {
            #expect(pair(lexicon, zh, ja) != nil, "\(zh) ⇄ \(ja)")
        }
        // Every pair keeps its evidence: where it was linked, how often, how often each term occurs.
        #expect(lexicon.pairs.allSatisfy { !$0.evidence.isEmpty && $0.links >= 1 && $0.links <= $0.cooccurrences })
        #expect(lexicon.units > 200)
    }

    @Test func theStrongestPairsAreTranslations() throws {
        let url = Fixtures.url("Tests/Fixtures/xlang/golden.json")
        let golden = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let truth = Set((golden["terms"] as? [[String]] ?? []).map { Self.normalizer.normalize($0[0]) + "|" + Self.normalizer.normalize($0[1]) })
        let top = Self.fixtures.lexicon.pairs.prefix(50).map { ($0.keys["zh-Hans"] ?? "") + "|" + ($0.keys["ja"] ?? "") }
        #expect(top.filter(truth.contains).count >= 45, "\(top.filter { !truth.contains($0) })")
    }

    @Test func miningIsDeterministic() {
        let again = LexiconMiner(normalizer: Self.normalizer).mine(Self.fixtures)
        #expect(again == LexiconMiner(normalizer: Self.normalizer).mine(Self.fixtures))
    }

    @Test func miningGuidesUnitsGivesTheLexiconOfTheKnowledgeBase() {
        let kb = Self.fixtures, miner = LexiconMiner(normalizer: Self.normalizer)
        let units = kb.guides.flatMap { guide in LexiconMiner.units(of: guide, entries: kb.entries.filter { $0.guide == guide.id }) }
        #expect(units.count > 1)
        #expect(miner.mine(units) == miner.mine(kb))
    }

    /// A build keeps the mined lexicon while the aligned units are the same, even when the guides'
    /// keys changed (an edit to a listing, to one language's prose without a counterpart…).
    @Test func aBuildTakesTheLexiconFromTheCacheWhileTheUnitsAreUnchanged() throws {
        let diagnostics = DiagnosticEngine()
        let files = try ContentLoader(root: Fixtures.url("Tests/Fixtures/xlang/content")).load(diagnostics: diagnostics)
        let ids = Set(files.map(\.guide)).sorted()
        let built = ids.map { id in GuidePipeline.run(.init(id: id, files: files.filter { $0.guide == id })) }
        let kb = KnowledgeBase(guides: built.compactMap(\.guide), entries: built.flatMap(\.entries))
        let cache = BuildCache.inMemory(toolStamp: "test")
        let mined = LexiconMiner(normalizer: Self.normalizer).mine(kb)
        let first = KnowledgeBaseBuilder.minedLexicon(kb, built: built, normalizer: Self.normalizer, cache: cache,
                                                       guideKeys: ids.map { "a-" + $0 })
        #expect(first == mined)
        let before = cache.statistics
        // The first guide's key changes (its files did), not its units.
        let second = KnowledgeBaseBuilder.minedLexicon(kb, built: built, normalizer: Self.normalizer, cache: cache,
                                                        guideKeys: ids.enumerated().map { ($0.offset == 0 ? "b-" : "a-") + $0.element })
        #expect(second == mined)
        // Missed: the lexicon of these keys and the first guide's units; hit: the other guides' units
        // and the lexicon of the units.
        #expect(cache.statistics.misses - before.misses == 2)
        #expect(cache.statistics.hits - before.hits == built.count)

        // Units that changed are mined again.
        var changed = built
        changed.removeFirst()
        let smaller = KnowledgeBase(guides: changed.compactMap(\.guide), entries: changed.flatMap(\.entries))
        let third = KnowledgeBaseBuilder.minedLexicon(smaller, built: changed, normalizer: Self.normalizer, cache: cache,
                                                       guideKeys: ids.dropFirst().map { "c-" + $0 })
        #expect(third == LexiconMiner(normalizer: Self.normalizer).mine(smaller))
        #expect(third != mined)
    }

    @Test func theGlossaryConfirmsVetoesAndWins() throws {
        let normalizer = Self.normalizer
        func concept(_ id: String, _ zh: String, _ ja: String) -> GlossaryConcept {
            GlossaryConcept(id: id, terms: [.simplifiedChinese: [zh], .japanese: [ja], .english: [id]])
        }
        let glossary = try Glossary(concepts: [concept("extension", "扩展", "拡張"), concept("subscript", "下标", "添字"),
                                               concept("closure", "闭包", "クロージャ")],
                                    normalizer: normalizer, vetoes: [["zh-Hans": "捕获列表", "ja": "キャプチャリスト"]])
        let filtered = Self.fixtures.lexicon.filtered(by: glossary)
        // Both terms in one concept: kept, naming it.
        #expect(pair(filtered, "扩展", "拡張")?.concept == "extension")
        // 下标 is the glossary's for 添字: a mined pair with a term of no concept is kept (the glossary
        // does not know サブスクリプト), but an explicit veto drops a pair.
        #expect(pair(filtered, "下标", "サブスクリプト") != nil)
        #expect(pair(filtered, "捕获列表", "キャプチャリスト") == nil)
        #expect(filtered.vetoed >= 1)
        // Terms of two different concepts never pair.
        #expect(!filtered.pairs.contains { pair in
            let owners = pair.keys.map { Set(glossary.concepts(withTermKey: $0.value, in: Language($0.key)).map(\.id)) }
            return owners.allSatisfy { !$0.isEmpty } && owners.dropFirst().allSatisfy { $0.isDisjoint(with: owners[0]) }
        })
    }

    @Test func glossaryVetoesNeedTwoLanguages() {
        #expect(throws: BridgeKBError.self) {
            try Glossary(data: Data(#"{"version": 1, "concepts": [], "vetoes": [{"ja": "拡張"}]}"#.utf8), normalizer: Self.normalizer)
        }
    }
}

