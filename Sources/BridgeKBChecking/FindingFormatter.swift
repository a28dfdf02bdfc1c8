import Foundation
import BridgeKBModel

/// Renders findings as compiler-style text, JSON, or SARIF 2.1.0 (pure: returns strings, writes nothing).
public enum FindingFormatter {
    /// The output formats of `bridgekb check` and `bridgekb lint`.
    public enum Format: String, CaseIterable, Sendable {
        case text, json, sarif
    }

    // MARK: - Text

    /// `file:line:col: warning: message [rule-id]`, one per line, notes indented under their finding.
    /// Compiler-style lines; each finding is followed by the knowledge-base pages that explain it and,
    /// when `ruleLink` gives one, its rule's page (`    rule: …/ja/rules/<id>.html`).
    public static func text(_ findings: [LintFinding], ruleLink: (String) -> String? = { _ in nil }) -> String {
        findings.map { finding in
            ([finding.diagnostic.formatted] + finding.entryLinks.map { "    see \($0)" } + [ruleLink(finding.ruleID)].compactMap { $0.map { "    rule: \($0)" } })
                .joined(separator: "\n")
        }.joined(separator: "\n")
    }

    // MARK: - JSON

    struct FindingJSON: Encodable {
        var file: String?
        var line: Int?
        var column: Int?
        var byteColumn: Int?
        var endLine: Int?
        var endColumn: Int?
        var severity: String
        var ruleID: String
        var message: String
        var notes: [NoteJSON]
        var entryLinks: [String]
    }

    struct NoteJSON: Encodable {
        var message: String
        var line: Int?
        var column: Int?
    }

    struct ReportJSON: Encodable {
        var tool: String
        var findings: [FindingJSON]
        var summary: [String: Int]
    }

    /// A stable JSON document: `{ tool, findings: [...], summary: { error, warning, info } }`.
    public static func json(_ findings: [LintFinding]) -> String {
        let items = findings.map { f in
            FindingJSON(file: f.diagnostic.file, line: f.diagnostic.range?.start.line, column: f.diagnostic.range?.start.column,
                        byteColumn: f.byteColumn, endLine: f.diagnostic.range?.end.line, endColumn: f.diagnostic.range?.end.column,
                        severity: f.severity.rawValue, ruleID: f.ruleID, message: f.diagnostic.message,
                        notes: f.diagnostic.notes.map { NoteJSON(message: $0.message, line: $0.range?.start.line, column: $0.range?.start.column) },
                        entryLinks: f.entryLinks)
        }
        let summary = Dictionary(uniqueKeysWithValues: Diagnostic.Severity.allCases.map { severity in
            (severity.rawValue, findings.filter { $0.severity == severity }.count)
        })
        return encode(ReportJSON(tool: "bridgekb", findings: items, summary: summary))
    }

    // MARK: - SARIF

    struct SARIFLog: Encodable {
        var version = "2.1.0"
        var schema = "https://json.schemastore.org/sarif-2.1.0.json"
        var runs: [Run]
        enum CodingKeys: String, CodingKey { case version, schema = "$schema", runs }
    }
    struct Run: Encodable { var tool: Tool; var results: [Result]; var columnKind = "unicodeCodePoints" }
    struct Tool: Encodable { var driver: Driver }
    struct Driver: Encodable {
        var name = "bridgekb"
        var version = "0.1.0"
        var informationUri: String?
        var rules: [Rule]
    }
    struct Rule: Encodable {
        var id: String
        var name: String
        var shortDescription: Message
        var fullDescription: Message?
        var helpUri: String?
        var properties: [String: [String]]?
    }

    /// Where the rules' pages are: the site's public address and the language of the pages to link.
    public struct HelpLinks: Sendable, Hashable {
        public var baseURL: String
        public var language: String
        public init(baseURL: String, language: String) { self.baseURL = baseURL; self.language = language }
    }
    struct Message: Encodable { var text: String }
    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int?
        var level: String
        var message: Message
        var locations: [Location]
        var properties: [String: [String]]?
    }
    struct Location: Encodable { var physicalLocation: PhysicalLocation }
    struct PhysicalLocation: Encodable { var artifactLocation: ArtifactLocation; var region: Region? }
    struct ArtifactLocation: Encodable { var uri: String }
    struct Region: Encodable { var startLine: Int; var startColumn: Int; var endLine: Int?; var endColumn: Int? }

    /// A SARIF 2.1.0 log: every pitfall rule in `tool.driver.rules` plus any other rule id that occurs.
    /// Rules are named and described in `language`, the language of the findings' messages (English by
    /// default), and link to their pages (`helpUri`) only when `help` says where the site is: no address is made up.
    public static func sarif(_ findings: [LintFinding], rules: [RuleDescription] = RuleRegistry.descriptions,
                             language: Language = .english, help: HelpLinks? = nil) -> String {
        var driverRules = rules.map { r in
            Rule(id: r.identifier, name: r.name(in: language), shortDescription: Message(text: r.name(in: language)),
                 fullDescription: Message(text: r.description(in: language)),
                 helpUri: help.map { r.helpURI(baseURL: $0.baseURL, language: $0.language) }, properties: ["concerns": r.concerns])
        }
        for id in Set(findings.map(\.ruleID)).sorted() where !driverRules.contains(where: { $0.id == id }) {
            let summary = SyntaxCheck.check(identifier: id)?.summary
            driverRules.append(Rule(id: id, name: id, shortDescription: Message(text: summary ?? id), fullDescription: nil,
                                    helpUri: nil, properties: nil))
        }
        let results = findings.map { f -> Result in
            let level = f.severity == .info ? "note" : f.severity.rawValue   // SARIF's names: error, warning, note
            let region = f.diagnostic.range.map { Region(startLine: $0.start.line, startColumn: $0.start.column,
                                                         endLine: $0.end.line, endColumn: $0.end.column + 1) }
            let locations = f.diagnostic.file.map { [Location(physicalLocation: PhysicalLocation(artifactLocation: ArtifactLocation(uri: uri($0)), region: region))] } ?? []
            return Result(ruleId: f.ruleID, ruleIndex: driverRules.firstIndex { $0.id == f.ruleID }, level: level,
                          message: Message(text: f.diagnostic.message), locations: locations,
                          properties: f.entryLinks.isEmpty ? nil : ["entryLinks": f.entryLinks])
        }
        return encode(SARIFLog(runs: [Run(tool: Tool(driver: Driver(informationUri: help?.baseURL, rules: driverRules)), results: results)]))
    }

    /// A relative path stays a relative URI reference; an absolute one becomes a `file://` URI.
    static func uri(_ path: String) -> String {
        let encoded = path.split(separator: "/", omittingEmptySubsequences: false).map {
            $0.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? String($0)
        }.joined(separator: "/")
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }

    static func encode<T: Encodable>(_ value: T) -> String {
        (try? PrettyJSON.string(value)) ?? "{}"
    }
}
