import BridgeKBModel
/// One finding of the linter or snippet checker: a diagnostic plus what a report needs beyond it.
public struct LintFinding: Codable, Hashable, Sendable {
    public var diagnostic: Diagnostic
    /// The 1-based UTF-8 byte column of the start (the diagnostic's column counts characters).
    public var byteColumn: Int?
    /// Knowledge-base entries (ids or page paths) that explain the finding; filled by the knowledge base
    /// through `Linter.entryLinks`, empty until then.
    public var entryLinks: [String]

    public init(diagnostic: Diagnostic, byteColumn: Int? = nil, entryLinks: [String] = []) {
        self.diagnostic = diagnostic; self.byteColumn = byteColumn; self.entryLinks = entryLinks
    }

    public var ruleID: String { diagnostic.ruleID }
    public var severity: Diagnostic.Severity { diagnostic.severity }
}
