import Foundation
import Testing
@testable import BridgeKBModel
@testable import BridgeKBLinking
@testable import BridgeKBStore
@testable import BridgeKBBuild
import BridgeKBTestSupport

/// Related entries across guides: the links a reader should trust, and none of the others.
@Suite struct RelatedLinkerTests {
    static let kb: KnowledgeBase = {
        let diagnostics = DiagnosticEngine()
        let loader = ContentLoader(root: Fixtures.content)
        let files = (try? loader.load(diagnostics: diagnostics)) ?? []
        return KnowledgeBaseBuilder.build(files: files, glossary: try? loader.glossary(diagnostics: diagnostics), diagnostics: diagnostics)
    }()

    func id(_ guide: String, _ title: String) -> String {
        Self.kb.entries.first { $0.guide == guide && $0.language == .simplifiedChinese && $0.title == title }?.id ?? "missing:\(title)"
    }

    func linked(_ a: String, _ b: String) -> Bool {
        Self.kb.links.contains { $0.kind == .related && Set([$0.from, $0.to]) == Set(["entry:\(a)", "entry:\(b)"]) }
    }

    @Test func coordinatorParentIsLinkedToTheMemoryLeakOfAnotherGuide() {
        let a = id("uikit-bridging", "Coordinator 持有父对象"), b = id("uiviewrepresentable-basics", "内存泄漏")
        #expect(linked(a, b))
        #expect(Self.kb.entries.first { $0.id == a && $0.language == .japanese }?.related.contains(b) == true)
    }

    @Test func mixedNavigationStacksIsLinkedToTheDoubleNavigationOwnerMistake() {
        #expect(linked(id("uikit-bridging", "导航栈混用"), id("navigation-and-interop", "UIKit 和 SwiftUI 同时控制同一导航层级")))
    }

    /// Pairs that share words or APIs but not a problem.
    @Test(arguments: [
        // Modelling exclusive sheets is about presentation state; dismissing from a coordinator is about who dismisses.
        ("navigation-and-interop", "用多个 Boolean 管理互斥 Sheet", "uikit-bridging", "“我会直接关闭 UIKit 控制器”"),
        // Side effects in updateUIView are not a delegate that never fires.
        ("navigation-and-interop", "`updateUIView` 每次启动请求或动画", "uikit-bridging", "Coordinator 未收到回调"),
        // Both mention NavigationPath or Coordinator, but typing routes is not a memory leak.
        ("navigation-and-interop", "所有路由都使用 NavigationPath", "uiviewrepresentable-basics", "内存泄漏"),
        // The keyboard covering content has nothing to do with deep links.
        ("uikit-bridging", "混合布局中的键盘遮挡内容", "navigation-and-interop", "Deep Link 解析成功就直接进入详情"),
        // A whole-screen representable is a choice of protocol, not an update loop.
        ("uikit-bridging", "“我会用 UIViewRepresentable 来实现整个屏幕”", "uiviewrepresentable-basics", "死循环"),
    ])
    func unrelatedPairsAreNotLinked(pair: (String, String, String, String)) {
        let a = id(pair.0, pair.1), b = id(pair.2, pair.3)
        #expect(!a.hasPrefix("missing") && !b.hasPrefix("missing"))
        #expect(!linked(a, b))
    }

    /// A reader's judgment (Tests/Fixtures/xlang/related-golden.json): which pitfalls of different
    /// guides are the same problem, and which neighbouring ones may be linked. At least seven of the
    /// nine same-problem pairs are linked, and nothing outside the judgment is.
    @Test func meetsTheReadersJudgmentWithoutFalseLinks() throws {
        let url = Fixtures.url("Tests/Fixtures/xlang/related-golden.json")
        let golden = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        func pairs(_ key: String) -> Set<Set<String>> {
            Set((golden[key] as? [[String]] ?? []).map { Set($0.prefix(2)) })
        }
        let same = pairs("same"), acceptable = pairs("acceptable")
        let guide = Dictionary(Self.kb.entries.map { ($0.id, $0.guide) }, uniquingKeysWith: { a, _ in a })
        let linked = Set(Self.kb.links.filter { $0.kind == .related }.map {
            Set([String($0.from.dropFirst("entry:".count)), String($0.to.dropFirst("entry:".count))])
        }).filter { Set($0.map { guide[$0] ?? "" }).count == 2 }
        #expect(linked.intersection(same).count >= 7, "same-problem pairs linked: \(linked.intersection(same).count) of \(same.count)")
        #expect(linked.subtracting(same).subtracting(acceptable).isEmpty, "false links: \(linked.subtracting(same).subtracting(acceptable))")
    }

    @Test func linksAreFewAndScored() {
        let related = Self.kb.links.filter { $0.kind == .related }
        #expect(!related.isEmpty)
        #expect(related.allSatisfy { $0.score >= 0.18 && $0.score <= 1 })
        let pitfalls = Set(Self.kb.entries.filter(\.kind.isPitfall).map(\.id)).count
        #expect(related.count <= pitfalls)
    }
}

/// The related links' cache key: everything the linker reads, nothing it does not.
@Suite struct RelatedLinkerCacheTests {
    let kb = RelatedLinkerTests.kb
    let linker = RelatedLinker(glossary: nil, tokenizer: nil, lexicon: RelatedLinkerTests.kb.lexicon)

    func fingerprint(_ kb: KnowledgeBase, _ linker: RelatedLinker? = nil) -> String {
        var hasher = ContentHasher()
        (linker ?? self.linker).fingerprint(of: kb, into: &hasher)
        return hasher.finalize()
    }

    /// `kb` with the first entry matching `which` changed by `change`.
    func changing(_ which: (Entry) -> Bool, _ change: (inout Entry) -> Void) throws -> KnowledgeBase {
        var changed = kb
        let found = changed.entries.firstIndex(where: which)
        let index = try #require(found)
        change(&changed.entries[index])
        return changed
    }

    @Test func changesWithWhatTheLinkerReads() throws {
        let base = fingerprint(kb)
        let pitfall: (Entry) -> Bool = { $0.kind.isPitfall && $0.language == .simplifiedChinese }
        #expect(fingerprint(try changing(pitfall) { $0.title += "！" }) != base)
        #expect(fingerprint(try changing(pitfall) { $0.fix += "。" }) != base)
        var stricter = linker
        stricter.threshold = 0.5
        #expect(fingerprint(kb, stricter) != base)
    }

    @Test func ignoresWhatTheLinkerDoesNotRead() throws {
        let base = fingerprint(kb)
        // Translations are represented by their source-language record; lines move with any edit above.
        #expect(fingerprint(try changing({ $0.kind.isPitfall && $0.language == .japanese }) { $0.title += "！" }) == base)
        #expect(fingerprint(try changing({ $0.kind.isPitfall }) { $0.source.line += 10 }) == base)
        #expect(fingerprint(try changing({ !$0.kind.isPitfall }) { $0.title += "！" }) == base)
    }

    @Test func theBuildTakesLinksStoredUnderTheFingerprint() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bridgekb-related-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = BuildCache(root: folder, toolStamp: "test")
        let stored = [Link(from: "entry:a", to: "entry:b", kind: .related, score: 0.5)]
        KnowledgeBaseBuilder.keep(stored, cache.key("related") { linker.fingerprint(of: kb, into: &$0) }, in: cache)
        #expect(KnowledgeBaseBuilder.relatedLinks(kb, glossary: nil, cache: cache) == stored)
        #expect(KnowledgeBaseBuilder.relatedLinks(kb, glossary: nil, cache: nil) != stored)
    }
}
