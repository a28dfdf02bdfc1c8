import Foundation
import BridgeKBModel
import BridgeKBReaders
import BridgeKBChecking
import BridgeKBStore

/// `bridgekb check`: validates every Swift snippet in the content folder.
enum CheckCommand: Subcommand {
    static let name = "check"
    static let abstract = "Validate every snippet in the content folder (syntax, pitfall rules, ❌/✅ markers)."
    static let discussion = """
    Each Swift snippet is classified (declaration, member fragment, statements, modifier chain,
    pseudo-code), checked in a synthetic context, and run through the pitfall rules. A snippet marked
    ❌ must trigger a rule; one marked ✅ must not. A snippet whose comments say it does not compile
    ("Won't compile", "编译错误", "コンパイルエラー") may hold syntax errors: they are reported as notes.

    Errors: syntax errors, ❌ not flagged, ✅ flagged (exit 1). Warnings: rule findings on other snippets.
    Notes: the findings a ❌ listing is expected to have. A ❌ listing that shows a mistake no rule can
    see says so with '// ❌ bridgekb: illustrative' (any comment of the listing), or in Markdown with the
    fence's info string: ```swift illustrative. It is still checked for syntax.

    EXAMPLES:
      bridgekb check
      bridgekb check --content Content --format sarif > check.sarif
    """
    static let arguments: [ArgumentSpec] = [
        .option("content", value: "DIR", "The content folder (default: Content)."),
        .option("format", value: "FORMAT", "text (default), json or sarif.").values(["text", "json", "sarif"]),
        .option("lang", value: "LANG", "The language to read: rule messages and notes in it (en, the default, zh-Hans or ja); every guide is checked.").values(["en", "zh-Hans", "ja"]),
        .flag("timings", "Print how long the check took to stderr."),
        .option("repeat", value: "N", "Check N times (timing only; for bench/checker.sh).").hidden,
        .option("emit-wrapped", value: "DIR", "Also write each Swift snippet, wrapped as checked, to DIR (for bench/checker.sh).").hidden,
    ]

    static func run(_ args: ParsedArguments, context: CommandContext) throws -> Int32 {
        let format = try LintCommand.format(args)
        let language = try LintCommand.language(args)
        let content = try ProjectOptions(args, context: context).content
        let diagnostics = DiagnosticEngine()
        let files = try ContentLoader(root: content).load(diagnostics: diagnostics)
        let documents = files.compactMap { DocumentParser.parse($0, diagnostics: diagnostics) }
        let checker = SnippetChecker(linter: Linter(language: language))
        let clock = ContinuousClock()
        var results: [SnippetChecker.Result] = []
        let rounds = max(1, try args.intOption("repeat") ?? 1)
        let elapsed = clock.measure {
            for round in 0..<rounds {
                var current: [SnippetChecker.Result] = []
                for document in documents { current += checker.check(document) }
                if round == 0 { results = current }
            }
        }
        if let directory = args.option("emit-wrapped") { try emitWrapped(documents, to: directory) }
        let findings = results.flatMap { $0.reported(in: language) }
        switch format {
        case .text: context.outFindings(findings)
        case .json: context.outJSON(FindingFormatter.json(findings))
        case .sarif: context.outJSON(FindingFormatter.sarif(findings, language: language))
        }
        context.report(diagnostics.diagnostics, minimum: .error)
        // What the reader changed inside a Swift listing (a control character dropped…): the code
        // checked is not quite the file's, so say where.
        let inListings = readerWarningsInListings(diagnostics.diagnostics, documents: documents)
        context.report(inListings)
        let errors = findings.filter { $0.severity == .error }.count
        let warnings = findings.filter { $0.severity == .warning }.count + inListings.count
        context.err("checked \(counted(results.count, "Swift snippet")) in \(counted(documents.count, "document")): \(counted(errors, "error")), \(counted(warnings, "warning"))")
        if args.flag("timings") {
            let seconds = elapsed.seconds / Double(rounds)
            context.err(String(format: "timing: %d snippets, %.6f s per round (%d rounds)", results.count, seconds, rounds))
        }
        return errors > 0 || diagnostics.hasErrors ? 1 : 0
    }

    /// The reader's warnings that point into a Swift listing of `documents`.
    static func readerWarningsInListings(_ diagnostics: [Diagnostic], documents: [Document]) -> [Diagnostic] {
        var listings: [String: [ClosedRange<Int>]] = [:]
        for document in documents {
            for snippet in document.allSnippets where snippet.language == .swift {
                listings[document.source, default: []].append(snippet.range.start.line...snippet.range.end.line)
            }
        }
        return diagnostics.filter { diagnostic in
            guard diagnostic.severity == .warning, diagnostic.ruleID.hasPrefix("reader."), let file = diagnostic.file,
                  let line = diagnostic.range?.start.line else { return false }
            return listings[file]?.contains { $0.contains(line) } == true
        }
    }

    /// Writes every Swift snippet, wrapped in its synthetic context, as `<n>.swift` in `directory`.
    static func emitWrapped(_ documents: [Document], to directory: String) throws {
        let url = URL(fileURLWithPath: directory)
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            var n = 0
            for document in documents {
                for snippet in document.allSnippets where snippet.language == .swift {
                    let wrapped = SnippetWrapper.wrap(snippet.code, kind: SnippetClassifier.classify(snippet.code))
                    try wrapped.text.write(to: url.appendingPathComponent("snippet\(n).swift"), atomically: false, encoding: .utf8)
                    n += 1
                }
            }
        } catch {
            throw BridgeKBError.io(path: directory, message: "cannot write wrapped snippets (\(ErrorText.describe(error)))")
        }
    }
}
