import Foundation
import Testing
@testable import BridgeKBModel
@testable import BridgeKBReaders
@testable import BridgeKBChecking
@testable import BridgeKBStore
import BridgeKBTestSupport

/// Every document in Content/, read with the plain-text (or matching) reader.
func contentDocuments() throws -> [Document] {
    let diagnostics = DiagnosticEngine()
    let files = try ContentLoader(root: Fixtures.content).load(diagnostics: diagnostics)
    return files.compactMap { DocumentParser.parse($0, diagnostics: diagnostics) }
}

/// Every Swift snippet in Content/, with the document it comes from.
func contentSwiftSnippets() throws -> [(document: Document, snippet: Snippet)] {
    try contentDocuments().flatMap { document in
        document.allSnippets.filter { $0.language == .swift }.map { (document, $0) }
    }
}

// MARK: - The guides check themselves

@Test func contentHasSwiftSnippetsWithMarkers() throws {
    let snippets = try contentSwiftSnippets().map(\.snippet)
    #expect(snippets.count > 50)
    #expect(snippets.contains { $0.marker == .bad })
    #expect(snippets.contains { $0.marker == .good })
}

@Test func everyBadSnippetTriggersARule() throws {
    let checker = SnippetChecker()
    for (document, snippet) in try contentSwiftSnippets() where snippet.marker == .bad {
        let result = try #require(checker.check(snippet, file: document.source))
        #expect(!result.findings.isEmpty, "\(document.source):\(snippet.range.startLine) ❌ snippet \(snippet.id) triggers no rule")
    }
}

@Test func noGoodSnippetTriggersARule() throws {
    let checker = SnippetChecker()
    for (document, snippet) in try contentSwiftSnippets() where snippet.marker == .good {
        let result = try #require(checker.check(snippet, file: document.source))
        #expect(result.findings.isEmpty, "\(document.source): ✅ snippet \(snippet.id) flagged: \(result.findings.map(\.diagnostic.formatted))")
    }
}

@Test func everySwiftSnippetPassesStructuralChecksUnlessItSaysOtherwise() throws {
    let checker = SnippetChecker()
    var expected: [String] = []
    for (document, snippet) in try contentSwiftSnippets() {
        let result = try #require(checker.check(snippet, file: document.source))
        let errors = result.structural.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(snippet.id): \(errors.map(\.diagnostic.formatted))")
        if result.expectation.outcome != .pass {
            // An expectation is reported, never silent.
            #expect(result.structural.contains { $0.ruleID == "snippet.expected-failure" } || result.expectation.outcome == .ignore)
            expected.append(snippet.id)
        }
    }
    // The guides' "Won't compile" listing is found from its own comment, in both languages.
    #expect(expected.count >= 2)
}

@Test func classifiesEveryContentSnippet() throws {
    var kinds: [Snippet.Kind: Int] = [:]
    for (_, snippet) in try contentSwiftSnippets() { kinds[SnippetClassifier.classify(snippet.code), default: 0] += 1 }
    #expect(kinds[.declaration, default: 0] > 0)
    #expect(kinds[.memberFragment, default: 0] > 0)
    #expect(kinds[.statements, default: 0] > 0)
    #expect(kinds[.modifierChain, default: 0] > 0)
}

// MARK: - Marker accounting

@Test func reportsBadSnippetThatNoRuleFlags() throws {
    let snippet = Snippet(id: "x", language: .swift, code: "// ❌ wrong\nlet a = 1", range: SourceRange(lines: 5, 6), marker: .bad)
    let result = try #require(SnippetChecker().check(snippet, file: "g.txt"))
    #expect(result.markerProblems.map(\.ruleID) == ["snippet.unflagged-bad"])
    #expect(result.failed)
}

@Test func theUnflaggedBadMessageNamesTheIllustrativeMarker() throws {
    let snippet = Snippet(id: "x", language: .swift, code: "// ❌ wrong\nlet a = 1", range: SourceRange(lines: 5, 6), marker: .bad)
    let message = try #require(SnippetChecker().check(snippet, file: "g.md")?.markerProblems.first?.diagnostic.message)
    #expect(message.contains("bridgekb: illustrative") && message.contains("```swift illustrative"))
    // Only a Markdown guide has fences with info strings: a plain-text or HTML guide is told of the comment alone.
    for file in ["g.txt", "g.html"] {
        let other = try #require(SnippetChecker().check(snippet, file: file)?.markerProblems.first?.diagnostic.message)
        #expect(other.contains("bridgekb: illustrative") && !other.contains("fence"), "\(file)")
    }
}

@Test func anIllustrativeBadSnippetNeedsNoRuleButStillItsSyntax() throws {
    for (code, info) in [("// ❌ bridgekb: illustrative — forgets to cancel the task\nlet a = 1", "swift"),
                         ("// ❌ 忘记取消任务\nlet a = 1", "swift illustrative"), ("// ❌\nlet a = 1", "swift,illustrative")] {
        let snippet = Snippet(id: "x", language: .swift, code: code, range: SourceRange(lines: 5, 6), marker: .bad, infoString: info)
        let result = try #require(SnippetChecker().check(snippet, file: "g.md"))
        #expect(result.markerProblems.isEmpty, "\(code) \(info)")
        #expect(!result.failed)
    }
    let broken = Snippet(id: "x", language: .swift, code: "// ❌ bridgekb: illustrative\nlet a = \"unterminated", range: SourceRange(lines: 5, 6), marker: .bad)
    #expect(try #require(SnippetChecker().check(broken, file: "g.md")).failed)
    // The word alone, outside a fence's info string or the marker, says nothing.
    let plain = Snippet(id: "x", language: .swift, code: "// ❌ an illustrative mistake\nlet a = 1", range: SourceRange(lines: 5, 6), marker: .bad)
    #expect(try #require(SnippetChecker().check(plain, file: "g.md")).failed)
}

@Test func aBadSnippetsExpectedFindingIsReportedAsANote() throws {
    let snippet = Snippet(id: "x", language: .swift, code: "// ❌\nText(\"a\").id(UUID())", range: SourceRange(lines: 5, 6), marker: .bad)
    let result = try #require(SnippetChecker().check(snippet, file: "g.txt"))
    #expect(result.findings.map(\.severity) == [.warning])
    #expect(result.reported.map(\.severity) == [.info])
    #expect(result.reported.first?.diagnostic.notes.contains { $0.message.contains("marked ❌") } == true)
}

@Test func reportsGoodSnippetThatARuleFlags() throws {
    let snippet = Snippet(id: "x", language: .swift, code: "// ✅ fine\nText(\"a\").id(UUID())", range: SourceRange(lines: 5, 6), marker: .good)
    let result = try #require(SnippetChecker().check(snippet, file: "g.txt"))
    #expect(result.markerProblems.map(\.ruleID) == ["snippet.flagged-good"])
    #expect(result.markerProblems.first?.diagnostic.range?.start == SourceLocation(line: 6, column: 11))
}

@Test func reportsPositionsInTheSnippetsOwnCoordinates() {
    let result = SnippetChecker().check(code: ".sheet(isPresented: $a) { A() }\n.sheet(isPresented: $b) { B() }")
    #expect(result.kind == .modifierChain)
    #expect(result.findings.map(\.ruleID) == ["boolean-sheet-flags"])
    #expect(result.findings.first?.diagnostic.range?.start == SourceLocation(line: 2, column: 2))
}

@Test func assignsKindsToEveryContentSnippet() throws {
    for document in try contentDocuments() {
        let kinded = SnippetKindAssigner.assigningKinds(document)
        #expect(kinded.allSnippets.allSatisfy { $0.kind != nil })
        #expect(kinded.allSnippets.filter { $0.language == .dot }.allSatisfy { $0.kind == .dot })
    }
}
