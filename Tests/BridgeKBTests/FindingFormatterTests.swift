import Foundation
import Testing
@testable import BridgeKBModel
@testable import BridgeKBChecking

private let sample = """
struct V: View {
    var body: some View {
        Text("你好").id(UUID())
    }
}
"""

@Test func formatsCompilerStyleText() {
    let findings = Linter().lint(sample, file: "V.swift")
    #expect(FindingFormatter.text(findings) == "V.swift:3:20: warning: '.id(UUID())' changes identity on every update; use a stable identifier [id-uuid]")
    #expect(findings.first?.byteColumn == 24)
}

@Test func formatsJSONWithEntryLinks() throws {
    let linter = Linter(entryLinks: { ["kb/\($0.identifier)"] })
    let json = FindingFormatter.json(linter.lint(sample, file: "V.swift"))
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let findings = try #require(object["findings"] as? [[String: Any]])
    #expect(findings.first?["ruleID"] as? String == "id-uuid")
    #expect(findings.first?["entryLinks"] as? [String] == ["kb/id-uuid"])
    #expect((object["summary"] as? [String: Int])?["warning"] == 1)
}

@Test func formatsSARIF() throws {
    let sarif = FindingFormatter.sarif(Linter().lint(sample + "\nlet s = \"open", file: "Sources/My View.swift"))
    let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
    #expect(log["version"] as? String == "2.1.0")
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    let rules = try #require(driver["rules"] as? [[String: Any]])
    #expect(rules.contains { $0["id"] as? String == "id-uuid" && $0["shortDescription"] != nil })
    // No address is invented when the site's address is unknown.
    #expect(rules.allSatisfy { $0["helpUri"] == nil })
    #expect(driver["informationUri"] == nil)
    #expect(!sarif.contains("invalid"))
    let results = try #require(run["results"] as? [[String: Any]])
    #expect(results.map { $0["level"] as? String } == ["warning", "error"])
    let location = try #require((results[0]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
    #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "Sources/My%20View.swift")
    let region = try #require(location["region"] as? [String: Any])
    #expect(region["startLine"] as? Int == 3 && region["startColumn"] as? Int == 20)
}

@Test func sarifLinksRulesToTheirPagesWhenTheSiteAddressIsKnown() throws {
    let findings = Linter().lint(sample + "\nlet s = \"open", file: "V.swift")
    let sarif = FindingFormatter.sarif(findings, help: .init(baseURL: "https://kb.example.org/docs/", language: "ja"))
    let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
    let driver = try #require(((log["runs"] as? [[String: Any]])?.first?["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect(driver["informationUri"] as? String == "https://kb.example.org/docs/")
    let rules = try #require(driver["rules"] as? [[String: Any]])
    let uuid = try #require(rules.first { $0["id"] as? String == "id-uuid" })
    #expect(uuid["helpUri"] as? String == "https://kb.example.org/docs/ja/rules/id-uuid.html")
    // Syntax checks have no page on the site.
    let syntax = try #require(rules.first { $0["id"] as? String == "syntax.unterminated-string" })
    #expect(syntax["helpUri"] == nil)
}

/// A note about the same place as its diagnostic (`check`'s "expected: the listing is marked ❌") carries
/// that place's line and column; a note with a place of its own keeps it.
@Test func aNoteWithoutAPlaceOfItsOwnPointsWhereItsDiagnosticDoes() {
    let at = SourceRange(start: SourceLocation(line: 12, column: 5), end: SourceLocation(line: 12, column: 9))
    let other = SourceRange(start: SourceLocation(line: 3, column: 1), end: SourceLocation(line: 3, column: 2))
    let diagnostic = Diagnostic(severity: .info, file: "Content/g/ja.md", range: at, ruleID: "id-uuid", message: "m",
                                notes: [Diagnostic.Note(message: "expected"), Diagnostic.Note(message: "opened here", range: other)])
    let lines = diagnostic.formatted.split(separator: "\n").map(String.init)
    #expect(lines[1] == "Content/g/ja.md:12:5: note: expected")
    #expect(lines[2] == "Content/g/ja.md:3:1: note: opened here")
}
