import Foundation
import Testing
@testable import BridgeKB

/// The lexicon mined from aligned translations: what it pairs, on the sample pair and on the
/// parallel fixtures (Tests/Fixtures/xlang), and what it refuses.
@Suite struct LexiconMinerTests {
    static let normalizer = try! TextNormalizer.standard()

    /// The sample guides built without a glossary: whatever is mined comes from the text alone.
    static let sample: KnowledgeBase = {
        let diagnostics = DiagnosticEngine()
        let files = (try? ContentLoader(root: TestSupport.contentRoot).load(diagnostics: diagnostics)) ?? []
        return KnowledgeBaseBuilder.build(files: files, glossary: nil, diagnostics: diagnostics)
    }()

    /// The parallel fixtures, with the shipped glossary.
    static let fixtures: KnowledgeBase = {
        let diagnostics = DiagnosticEngine()
        let root = TestSupport.repoRoot.appendingPathComponent("Tests/Fixtures/xlang/content")
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

}
