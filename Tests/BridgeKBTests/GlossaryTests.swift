import Foundation
import Testing
@testable import BridgeKBModel
@testable import BridgeKBText
@testable import BridgeKBStore
import BridgeKBTestSupport

@Test func everyConceptHasChineseJapaneseAndEnglishTerms() throws {
    let glossary = try SearchFixtures.glossary()
    #expect(glossary.concepts.count >= 40)
    for concept in glossary.concepts {
        #expect(!concept.terms(in: .simplifiedChinese).isEmpty, "\(concept.id) has no zh-Hans term")
        #expect(!concept.terms(in: .japanese).isEmpty, "\(concept.id) has no ja term")
        #expect(!concept.terms(in: .english).isEmpty, "\(concept.id) has no en term")
        #expect(GuideID.isValid(concept.id), "\(concept.id) is not a slug")
    }
}

@Test func expandsMemoryLeakBetweenChineseAndJapanese() throws {
    let glossary = try SearchFixtures.glossary()
    let fromChinese = glossary.expansions(for: "内存泄漏").flatMap(\.alternatives).map(\.text)
    #expect(fromChinese.contains("メモリーリーク"))
    #expect(fromChinese.contains("memory leak"))
    for query in ["メモリーリーク", "メモリリーク"] {
        let terms = glossary.expansions(for: query).flatMap(\.alternatives).filter { $0.language == .simplifiedChinese }.map(\.text)
        #expect(terms.contains("内存泄漏"), "\(query) expands to \(terms)")
    }
}

@Test func expandsRetainCycleFromShinjitaiAndTraditional() throws {
    let glossary = try SearchFixtures.glossary()
    for query in ["循環参照", "循環參照", "retain cycle"] {
        let expansion = try #require(glossary.expansions(for: query).first { $0.concept.id == "retain-cycle" })
        #expect(expansion.alternatives.map(\.text).contains("循环引用"), "\(query)")
    }
}

@Test func findsConceptsMentionedInText() throws {
    let glossary = try SearchFixtures.glossary()
    let ids = glossary.concepts(mentionedIn: "Coordinator 持有父对象，闭包会捕获 self 并造成循环引用").map(\.id)
    #expect(ids.contains("retain-cycle"))
    #expect(ids.contains("parent-reference"))
    #expect(ids.contains("closure-capture"))
}

@Test func matchesLatinTermsOnlyAtWordBoundaries() throws {
    let glossary = try SearchFixtures.glossary()
    #expect(!glossary.concepts(mentionedIn: "the view lifecycle").map(\.id).contains("retain-cycle"))
    #expect(glossary.concepts(mentionedIn: "a Reference  Cycle here").map(\.id).contains("retain-cycle"))
}

@Test func coversEveryPitfallRowOfTheGuides() throws {
    let glossary = try SearchFixtures.glossary()
    for row in try pitfallRows() {
        #expect(!glossary.concepts(mentionedIn: row).isEmpty, "no concept in: \(row)")
    }
}

@Test func rejectsDuplicateConceptIds() throws {
    let json = #"{"version": 1, "concepts": [{"id": "a", "terms": {"en": ["x"]}}, {"id": "a", "terms": {"en": ["y"]}}]}"#
    #expect(throws: BridgeKBError.self) {
        _ = try Glossary(data: Data(json.utf8), normalizer: try TextNormalizer.standard())
    }
    #expect(throws: BridgeKBError.self) {
        _ = try Glossary(data: Data("{".utf8), normalizer: try TextNormalizer.standard())
    }
}

// MARK: - Content

/// The rows of the guides' pitfall and anti-pattern tables and the titles of their mistakes:
/// uikit-bridging parts 5–6 (zh-Hans and ja), uiviewrepresentable-basics 3.6 and
/// navigation-and-interop 16.x, each row one string.
private func pitfallRows() throws -> [String] {
    func lines(_ path: String) throws -> [String] {
        try String(contentsOf: Fixtures.url("Content/" + path), encoding: .utf8)
            .components(separatedBy: "\n")
    }
    var rows: [String] = []
    for (path, start, end) in [("uikit-bridging/zh-Hans.txt", "第 5 部分", "资源"), ("uikit-bridging/ja.txt", "パート 5", "リソース")] {
        let text = try lines(path)
        let from = try #require(text.firstIndex { $0.hasPrefix(start) })
        let to = try #require(text[from...].firstIndex { $0 == end })
        var header = true
        for line in text[from..<to] {
            if !line.contains("\t") { header = true; continue }
            if header { header = false; continue }
            rows.append(line)
        }
    }
    let basics = try lines("uiviewrepresentable-basics/zh-Hans.txt")
    let table = try #require(basics.firstIndex { $0.hasPrefix("问题 原因") })
    rows += basics[(table + 1)...].prefix { !$0.isEmpty }
    rows += try lines("navigation-and-interop/zh-Hans.txt").filter { $0.hasPrefix("16.") }
    #expect(rows.count >= 17 + 17 + 4 + 10)
    return rows
}

@Test func mentionInsideALongerMentionIsNotExpanded() throws {
    let glossary = try SearchFixtures.glossary()
    #expect(glossary.expansions(for: "强引用循环").map(\.concept.id) == ["retain-cycle"])
    #expect(glossary.expansions(for: "内存泄漏").map(\.concept.id) == ["memory-leak"])
    #expect(Set(glossary.expansions(for: "强引用 泄漏").map(\.concept.id)) == ["strong-reference", "resource-leak"])
}

@Test func expansionCarriesRelatedConceptsTerms() throws {
    let glossary = try SearchFixtures.glossary()
    let expansion = try #require(glossary.expansions(for: "循环引用").first)
    #expect(expansion.related.map(\.text).contains("强引用"))
    #expect(expansion.related.map(\.text).contains("親を保持"))
    #expect(!expansion.alternatives.map(\.text).contains("强引用"))
}

@Test func unknownRelatedConceptIsBadInput() throws {
    let json = #"{"version": 1, "concepts": [{"id": "a", "terms": {"en": ["a"]}, "related": ["missing"]}]}"#
    #expect(throws: BridgeKBError.self) { try Glossary(data: Data(json.utf8), normalizer: try TextNormalizer.standard()) }
}
