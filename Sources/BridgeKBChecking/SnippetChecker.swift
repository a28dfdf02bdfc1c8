import BridgeKBModel
/// Checks the guides' listings: classifies each Swift snippet, checks it in its synthetic context
/// (positions reported in the guide file), runs the pitfall rules, and holds ❌ / ✅ markers to account.
public struct SnippetChecker: Sendable {
    /// The outcome of checking one snippet.
    public struct Result: Sendable, Hashable {
        public var snippetID: String
        public var file: String?
        public var kind: Snippet.Kind
        public var marker: Snippet.Marker
        public var expectation: SnippetExpectation
        /// Structural errors (already downgraded to notes when the snippet expects to fail).
        public var structural: [LintFinding]
        public var findings: [LintFinding]
        /// Problems with the snippet's claims: a ❌ that no rule flags, a ✅ that one does.
        public var markerProblems: [LintFinding]

        /// Every finding, in position order.
        public var all: [LintFinding] { (structural + findings + markerProblems).sorted(by: Linter.order) }
        /// Every finding as `check` reports it: a rule's finding on a ❌ listing is what the listing
        /// shows, so it is a note ("expected"), not a warning.
        public var reported: [LintFinding] { reported(in: .english) }
        /// ``reported`` with the note that says a finding is expected in `language` (en, zh-Hans or ja).
        public func reported(in language: Language) -> [LintFinding] {
            guard marker == .bad else { return all }
            let reason = ["zh-Hans": "这段代码标着 ❌", "ja": "このコードには ❌ が付いている"][language.tag] ?? "the listing is marked ❌"
            let expected = findings.map { $0.expected(because: reason, in: language) }
            return (structural + expected + markerProblems).sorted(by: Linter.order)
        }
        /// Whether the snippet fails the check (an error-level finding).
        public var failed: Bool { all.contains { $0.severity == .error } }
    }

    public var linter: Linter

    public init(linter: Linter = Linter()) { self.linter = linter }

    /// Checks every Swift snippet of a document.
    public func check(_ document: Document) -> [Result] {
        check(document, lexer: LexMemo())
    }

    /// `check(_:)` with each listing's own lexing taken from `lexer`.
    package func check(_ document: Document, lexer: LexMemo) -> [Result] {
        document.allSnippets.compactMap { check($0, file: document.source, lexer: lexer) }
    }

    /// Checks a bare listing, with positions in the listing's own coordinates (line 1 is its first line).
    public func check(code: String, marker: Snippet.Marker? = nil) -> Result {
        let snippet = Snippet(id: "snippet", language: .swift, code: code, range: SourceRange(lines: 1, 1),
                              marker: marker ?? Snippet.marker(of: code))
        return check(snippet, file: nil)!
    }

    /// Checks one snippet; nil for snippets that are not Swift.
    public func check(_ snippet: Snippet, file: String?) -> Result? {
        check(snippet, file: file, lexer: nil)
    }

    func check(_ snippet: Snippet, file: String?, lexer: LexMemo?) -> Result? {
        guard snippet.language == .swift else { return nil }
        let firstLine = snippet.range.start.line
        let own = lexer?.lex(snippet.code) ?? SwiftLexer.lex(snippet.code)
        var expectation = SnippetExpectation.of(tokens: own.comments)
        if SnippetExpectation.isIllustrative(infoString: snippet.infoString) { expectation.illustrative = true }
        let kind = snippet.kind ?? SnippetClassifier.classify(own.code)
        let wrapped = SnippetWrapper.wrap(snippet.code, kind: kind)
        let lexed = SwiftLexer.lex(wrapped.text)
        // Snippet line n is wrapped line n + prefix and guide line n + firstLine - 1.
        let lineOffset = wrapped.prefixLines - (firstLine - 1)
        var structural: [LintFinding] = []
        if expectation.outcome != .ignore {
            structural = StructuralChecker.check(lexed, file: file, lineOffset: lineOffset,
                                                 include: wrapped.isSnippetLine, pseudoCode: kind == .pseudoCode)
                .map { LintFinding(diagnostic: $0) }
        }
        if expectation.outcome == .expectedFailure {
            structural = structural.map { $0.expected(because: "the snippet says '\(expectation.reason ?? "")'") }
            let note = Diagnostic(severity: .info, file: file, range: SourceRange(lines: firstLine, firstLine),
                                  ruleID: "snippet.expected-failure",
                                  message: "snippet is marked as not compiling ('\(expectation.reason ?? "")'); syntax errors in it are expected")
            structural.insert(LintFinding(diagnostic: note), at: 0)
        }
        let model = SwiftSourceModel(lexed: lexed)
        let findings = expectation.outcome == .ignore ? [] :
            linter.runRules(on: model, file: file, lineOffset: lineOffset, include: wrapped.isSnippetLine)

        var markerProblems: [LintFinding] = []
        let range = SourceRange(lines: firstLine, firstLine)
        if snippet.marker == .bad && findings.isEmpty && expectation.outcome != .ignore && !expectation.illustrative {
            markerProblems.append(LintFinding(diagnostic: Diagnostic(
                severity: .error, file: file, range: range, ruleID: "snippet.unflagged-bad",
                message: "snippet is marked ❌ but no pitfall rule flags it; if it shows a mistake the rules cannot see, "
                    + "mark it illustrative: '// ❌ \(SnippetExpectation.illustrativeMarker)' in the listing"
                    + (Self.hasFences(file) ? ", or ```swift \(SnippetExpectation.illustrativeInfoWord) as a Markdown fence" : ""))))
        }
        if snippet.marker == .good, let first = findings.first {
            markerProblems.append(LintFinding(diagnostic: Diagnostic(
                severity: .error, file: file, range: first.diagnostic.range ?? range, ruleID: "snippet.flagged-good",
                message: "snippet is marked ✅ but rule '\(first.ruleID)' flags it")))
        }
        return Result(snippetID: snippet.id, file: file, kind: kind, marker: snippet.marker, expectation: expectation,
                      structural: structural, findings: findings, markerProblems: markerProblems)
    }

    /// Whether a listing in `file` can be a Markdown fence with an info string (a Markdown guide, or a bare listing).
    static func hasFences(_ file: String?) -> Bool {
        guard let file else { return true }
        return file.lowercased().hasSuffix(".md") || file.lowercased().hasSuffix(".markdown")
    }
}

extension SnippetChecker {
    /// What the knowledge base keeps of checking one document's snippets, one ``SnippetCheck`` each;
    /// the errors of an invalid snippet become warnings of the build (so `build --strict` fails on a
    /// broken snippet or a ❌ / ✅ marker the rules contradict).
    package func snippetChecks(of document: Document, guide: String, diagnostics: DiagnosticEngine,
                               lexer: LexMemo = LexMemo()) -> [SnippetCheck] {
        check(document, lexer: lexer).map { result in
            let problems = (result.structural + result.markerProblems).filter { $0.severity == .error }
            let state: SnippetCheck.State
            switch result.expectation.outcome {
            case .expectedFailure: state = .expected
            case .ignore: state = .unchecked
            case .pass: state = problems.isEmpty ? .valid : .invalid
            }
            if state == .invalid {
                for problem in problems {
                    var d = problem.diagnostic
                    d.severity = .warning
                    d.notes.append(Diagnostic.Note(message: "'bridgekb check' reports this as an error (exit 1)"))
                    diagnostics.emit(d)
                }
            }
            return SnippetCheck(guide: guide, language: document.language, snippet: result.snippetID, state: state,
                                rules: Array(Set(result.findings.map(\.ruleID))).sorted(),
                                message: problems.first?.diagnostic.message ?? "")
        }
    }
}

extension LintFinding {
    /// This finding as one the listing expects: a note ("expected: …") rather than a warning or an error.
    func expected(because reason: String, in language: Language = .english) -> LintFinding {
        var finding = self
        finding.diagnostic.severity = .info
        let label = ["zh-Hans": "预期之中：", "ja": "想定どおり："][language.tag] ?? "expected: "
        finding.diagnostic.notes.append(Diagnostic.Note(message: label + reason))
        return finding
    }
}
