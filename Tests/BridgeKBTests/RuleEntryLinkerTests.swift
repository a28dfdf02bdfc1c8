import Foundation
import Testing
@testable import BridgeKBModel
@testable import BridgeKBChecking
@testable import BridgeKBStore
@testable import BridgeKBBuild

/// Lint rules find the entries they enforce through their concerns, and every snippet is checked.
@Suite struct RuleEntryLinkerTests {
    static let kb = EntryExtractorContentTests.kb

    func titles(_ rule: String) -> [String] {
        (Self.kb.ruleEntries[rule] ?? []).compactMap { id in Self.kb.entries.first { $0.id == id && $0.language == .simplifiedChinese }?.title }
    }

    @Test func rulesLinkToThePitfallsTheyEnforce() {
        #expect(titles("coordinator-let-parent").first == "Coordinator 持有父对象")
        // The layout-properties pitfall: the table's gotcha, or the caution of the 布局属性警告 section.
        #expect(titles("represented-view-geometry").contains { $0.contains("布局属性") || $0.contains("center、bounds、frame") })
        #expect(titles("coordinator-dismiss") == ["“我会直接关闭 UIKit 控制器”"])
        #expect(titles("boolean-sheet-flags") == ["用多个 Boolean 管理互斥 Sheet"])
        #expect(titles("observer-without-dismantle").contains { $0.contains("dismantleUIView") })
    }

    /// A build keeps the links while the pitfalls are as they were, and links again when one changes.
    @Test func aBuildKeepsTheLinksWhileThePitfallsAreUnchanged() throws {
        let cache = BuildCache.inMemory(toolStamp: "test")
        var entries = Self.kb.entries
        let rules = RuleRegistry.all.map { type(of: $0).description }
        #expect(KnowledgeBaseBuilder.ruleEntries(entries, cache: cache) == RuleEntryLinker.links(rules: rules, entries: entries))
        let hits = cache.statistics.hits
        #expect(KnowledgeBaseBuilder.ruleEntries(entries, cache: cache) == Self.kb.ruleEntries)
        #expect(cache.statistics.hits == hits + 1)
        let index = try #require(entries.firstIndex { Self.kb.ruleEntries["coordinator-let-parent"]?.first == $0.id })
        entries[index].fix = ""
        entries[index].title = "无关的标题"
        entries[index].apis = []
        let changed = KnowledgeBaseBuilder.ruleEntries(entries, cache: cache)
        #expect(changed == RuleEntryLinker.links(rules: rules, entries: entries))
        #expect(changed != Self.kb.ruleEntries)
    }

    /// Copies of one pitfall (as a generated corpus has) score exactly alike, so the tie goes to the
    /// smaller id in every run: scores are summed in a fixed order, not in a Set's.
    @Test func equalPitfallsTieAndTheSmallerIDWins() {
        func entry(_ id: String, _ title: String) -> Entry {
            Entry(id: id, kind: .gotcha, guide: "g", language: .simplifiedChinese, title: title,
                  fix: "Coordinator 使用 weak var parent，不要在 makeCoordinator 里强引用",
                  apis: ["Coordinator", "makeCoordinator"],
                  source: SourceReference(file: "g/zh-Hans.txt", line: 1, endLine: 1, section: "s", sectionPath: []))
        }
        let copies = (0..<12).map { entry("copy-\(String(format: "%02d", 11 - $0))", "Coordinator 持有父对象") }
        let others = (0..<12).map { entry("other-\($0)", "列表 \($0) 的 cell 复用") }
        let links = RuleEntryLinker.links(rules: RuleRegistry.descriptions, entries: copies + others)
        let linked = links["coordinator-let-parent"] ?? []
        #expect(linked == ["copy-00", "copy-01", "copy-02"])
    }

    @Test func rulesLinkOnlyToPitfallsAndFewOfThem() {
        let kinds = Dictionary(Self.kb.entries.map { ($0.id, $0.kind) }, uniquingKeysWith: { a, _ in a })
        for (rule, ids) in Self.kb.ruleEntries {
            #expect(ids.count <= 3, "\(rule)")
            #expect(ids.allSatisfy { kinds[$0]?.isPitfall == true }, "\(rule)")
        }
        #expect(Self.kb.ruleEntries.count >= 10)
    }

    @Test func everySwiftSnippetIsCheckedAndTheWontCompileExampleIsExpected() {
        let checks = Self.kb.snippetChecks
        let swift = Self.kb.guides.flatMap(\.documents).flatMap(\.allSnippets).filter { $0.language == .swift }
        #expect(checks.count == swift.count)
        #expect(!checks.contains { $0.state == .invalid })
        let expected = checks.filter { $0.state == .expected }
        #expect(expected.count == 2)
        #expect(Set(expected.map(\.language)) == [.simplifiedChinese, .japanese])
        // The ❌ listings show the pitfalls their rules name.
        let bad = checks.filter { $0.snippet == "part-2-s4-code-1" }
        #expect(bad.allSatisfy { $0.rules.contains("push-from-representable") })
    }

    @Test func snippetKindsAreAssigned() {
        let snippets = Self.kb.guides.flatMap(\.documents).flatMap(\.allSnippets).filter { $0.language == .swift }
        #expect(snippets.allSatisfy { $0.kind != nil })
        #expect(snippets.contains { $0.kind == .memberFragment })
        #expect(snippets.contains { $0.kind == .modifierChain })
    }
}
