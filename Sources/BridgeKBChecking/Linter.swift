import BridgeKBModel
/// Runs the structural checks and the pitfall rules over Swift source, producing findings with
/// positions in the source's own coordinates and messages in the chosen language.
///
/// Severity: structural problems are errors (the code does not parse); rule findings are warnings
/// (the code is valid but walks into a known pitfall), unless a rule's description says otherwise.
/// Which checks run, and whether warnings count as errors, is the `configuration`'s choice.
public struct Linter: Sendable {
    public var rules: [any LintRule]
    public var language: Language
    /// The knowledge-base hook: entry ids or pages that explain a rule (matched through its `concerns`).
    public var entryLinks: @Sendable (RuleDescription) -> [String]
    public var configuration: LintConfiguration

    public init(rules: [any LintRule] = RuleRegistry.all, language: Language = .english,
                configuration: LintConfiguration = LintConfiguration(),
                entryLinks: @escaping @Sendable (RuleDescription) -> [String] = { _ in [] }) {
        self.rules = rules; self.language = language; self.configuration = configuration; self.entryLinks = entryLinks
    }

    /// Lints one file: the enabled syntax checks and rules, less what its `bridgekb:` comments silence
    /// (plus a warning for each such comment that names an unknown rule), sorted by position.
    public func lint(_ text: String, file: String? = nil) -> [LintFinding] {
        let lexed = SwiftLexer.lex(text)
        var findings = StructuralChecker.check(lexed, file: file, enabled: configuration.isEnabled).map { diagnostic in
            LintFinding(diagnostic: diagnostic, byteColumn: byteColumn(of: diagnostic, in: lexed.source))
        }
        findings += runRules(on: SwiftSourceModel(lexed: lexed), file: file)
        let suppressions = LintSuppressions(comments: lexed.comments, file: file, source: lexed.source)
        findings.removeAll(where: suppressions.suppresses)
        findings += suppressions.problems.map { LintFinding(diagnostic: $0, byteColumn: byteColumn(of: $0, in: lexed.source)) }
        if configuration.strict {
            for i in findings.indices where findings[i].diagnostic.severity == .warning { findings[i].diagnostic.severity = .error }
        }
        return findings.sorted(by: Linter.order)
    }

    /// Runs only the rules over a model; positions are shifted up by `lineOffset` and findings on lines
    /// for which `include` is false are dropped (a wrapper's synthetic lines).
    public func runRules(on model: SwiftSourceModel, file: String? = nil, lineOffset: Int = 0,
                         include: (Int) -> Bool = { _ in true }) -> [LintFinding] {
        var findings: [LintFinding] = []
        for rule in rules where configuration.isEnabled(rule.description.identifier) {
            let description = rule.description
            for violation in rule.validate(model) where violation.tokenIndex < model.tokens.count {
                let token = model.tokens[violation.tokenIndex]
                guard include(token.line) else { continue }
                var range = model.source.range(from: token.start, to: token.end)
                range.start.line -= lineOffset; range.end.line -= lineOffset
                let diagnostic = Diagnostic(severity: description.severity, file: file, range: range,
                                            ruleID: description.identifier,
                                            message: description.message(in: language, arguments: violation.arguments))
                findings.append(LintFinding(diagnostic: diagnostic, byteColumn: token.position.byteColumn,
                                            entryLinks: entryLinks(description)))
            }
        }
        return findings
    }

    func byteColumn(of diagnostic: Diagnostic, in source: SourceText) -> Int? {
        guard let start = diagnostic.range?.start, let offset = source.offset(line: start.line, column: start.column) else { return nil }
        return source.position(of: offset).byteColumn
    }

    static func order(_ a: LintFinding, _ b: LintFinding) -> Bool {
        let l = a.diagnostic.range?.start ?? SourceLocation(line: 0), r = b.diagnostic.range?.start ?? SourceLocation(line: 0)
        if l != r { return l < r }
        return a.ruleID < b.ruleID
    }
}
