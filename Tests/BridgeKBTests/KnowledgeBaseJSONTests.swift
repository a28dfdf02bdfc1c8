import Foundation
import Testing
@testable import BridgeKB
import BridgeKBTestSupport

/// kb.json put together from per-guide parts (and from the cache) is byte for byte the file
/// `JSONEncoder` writes for the whole knowledge base.
@Suite struct KnowledgeBaseJSONTests {
    static let content: (kb: KnowledgeBase, files: [SourceFile]) = {
        let diagnostics = DiagnosticEngine()
        let loader = ContentLoader(root: Fixtures.content)
        let files = (try? loader.load(diagnostics: diagnostics)) ?? []
        let kb = KnowledgeBaseBuilder.build(files: files, settings: loader.settings(diagnostics: diagnostics),
                                            glossary: try? loader.glossary(diagnostics: diagnostics), diagnostics: diagnostics)
        return (kb, files)
    }()

    @Test func partsMakeTheWholeFile() throws {
        let kb = Self.content.kb
        #expect(kb.guides.count > 1 && !kb.entries.isEmpty && !kb.snippetChecks.isEmpty)
        #expect(try KnowledgeBaseJSON.encode(kb, cache: nil, guideKeys: [:]) == KnowledgeBaseJSON.encode(kb))
    }

    @Test func emptyAndHandMadeKnowledgeBasesToo() throws {
        #expect(try KnowledgeBaseJSON.encode(KnowledgeBase(), cache: nil, guideKeys: [:]) == KnowledgeBaseJSON.encode(KnowledgeBase()))
        // Entries out of their guides' order, one of a guide the base does not have, a guide with none.
        var kb = Self.content.kb
        kb.entries.reverse()
        kb.entries[0].guide = "no-such-guide"
        #expect(try KnowledgeBaseJSON.encode(kb, cache: nil, guideKeys: [:]) == KnowledgeBaseJSON.encode(kb))
        kb = Self.content.kb
        kb.entries.removeAll { $0.guide == kb.guides[0].id }
        kb.snippetChecks.removeAll()
        #expect(try KnowledgeBaseJSON.encode(kb, cache: nil, guideKeys: [:]) == KnowledgeBaseJSON.encode(kb))
    }

    @Test func cachedPartsFollowRelatedLinksFromOtherGuides() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bridgekb-kbjson-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = BuildCache(root: folder, toolStamp: "test")
        let keys = KnowledgeBaseBuilder.guideKeys(files: Self.content.files, settings: [:], locks: [:], cache: cache)
        var kb = Self.content.kb
        #expect(try KnowledgeBaseJSON.encode(kb, cache: cache, guideKeys: keys) == KnowledgeBaseJSON.encode(kb))
        #expect(cache.statistics.hits == 0)
        #expect(try KnowledgeBaseJSON.encode(kb, cache: cache, guideKeys: keys) == KnowledgeBaseJSON.encode(kb))
        #expect(cache.statistics.hits == kb.guides.count * 3)
        // Another guide's edit links one of this guide's entries to a new one: same guide key, new bytes.
        kb.entries[0].related.append("some-new-entry")
        #expect(try KnowledgeBaseJSON.encode(kb, cache: cache, guideKeys: keys) == KnowledgeBaseJSON.encode(kb))
    }
}
