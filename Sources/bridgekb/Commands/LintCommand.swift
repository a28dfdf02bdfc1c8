import Foundation
import BridgeKBModel
import BridgeKBBuild
import BridgeKBChecking
import BridgeKBStore

/// `bridgekb lint PATH...`: the pitfall rules on the user's own Swift files.
enum LintCommand: Subcommand {
    static let name = "lint"
    static let abstract = "Find known UIKit ⇄ SwiftUI bridging pitfalls in your Swift files."
    static let discussion = """
    PATH is a .swift file or a folder, searched recursively (hidden folders and .build are skipped),
    or - for stdin (an editor's buffer; --stdin-path names it in messages). Without PATH, the project
    (the folder of bridgekb.json) or else the current folder. Only .swift files are linted: another
    file named on the line is skipped with a note (pipe it to '- --stdin-path NAME.swift' to lint it).
    Findings go to stdout: compiler-style text (coloured on a terminal, like build's diagnostics, and
    followed on stderr by a summary: "linted 12 files: 3 findings (3 warnings) in 2 files"), JSON or
    SARIF 2.1.0 (for code-scanning tools). Files that could not be read count as "not read", not linted.

    bridgekb.json's "lint" object configures it per project, as .swiftlint.yml does:
      "lint": {"disable": ["id-uuid"], "enable": ["syntax"], "exclude": ["Generated/**", "*.pb.swift"], "strict": true}
    disable/enable take what --disable/--enable take (the command line's come after and win);
    exclude holds globs relative to the project folder (* within a name, ** across folders), applied to
    the files a folder's walk finds; strict makes warnings errors. An unknown key or rule is an error
    (exit 65) at bridgekb.json:line:col that names the nearest.

    JSON: {"tool", "findings": [{"file", "line", "column" (characters), "byteColumn" (UTF-8),
    "endLine", "endColumn", "severity", "ruleID", "message", "notes", "entryLinks"}], "summary"}.
    SARIF: tool.driver.rules (id, name, shortDescription, concerns; helpUri, the rule's page
    <URL>/<lang>/rules/<id>.html, only with --base-url) and results with ruleId, level, message and
    physicalLocation (artifactLocation.uri, region start/end). Text: each finding is followed by the
    entry pages that explain it (see …) and its rule's page (rule: …, with --base-url or a built site).

    Checks: every pitfall rule (see 'bridgekb rules') and the exact syntax checks (strings, comments,
    brackets, characters Swift does not allow such as a raw ESC in a string); the heuristic syntax checks built for the guides' snippets only with --syntax or
    --enable ID. --enable / --disable take rule ids, 'syntax' or 'all', comma-separated or repeated;
    the more specific wins (--disable all --enable id-uuid runs one rule).
    In the code: // bridgekb:disable-next-line RULE[, RULE], // bridgekb:disable RULE … // bridgekb:enable RULE
    ('all' for every rule; '-- reason' after the rules).

    Severity: syntax errors are errors; pitfall findings are warnings (errors with --strict).
    Exit status: 0 nothing found, 1 a finding was reported, 64 usage, 65 a file is not UTF-8 text or
    bridgekb.json's lint settings are wrong, 74 a path cannot be read.

    EXAMPLES:
      bridgekb lint
      bridgekb lint Sources/
      bridgekb lint MyView.swift --lang zh-Hans
      bridgekb lint App --format sarif --base-url https://kb.example.org > bridgekb.sarif
      bridgekb lint - --stdin-path Sources/MapView.swift < Sources/MapView.swift
      bridgekb lint App --disable all --enable coordinator-let-parent
    """
    static let arguments: [ArgumentSpec] = [
        .positional("PATH", repeating: true, optional: true, "Swift files or folders (default: the project, else the current folder)."),
        .option("lang", value: "LANG", "The language to read: messages in it (en, the default, zh-Hans or ja).").values(["en", "zh-Hans", "ja"]),
        .option("format", value: "FORMAT", "text (default), json or sarif.").values(["text", "json", "sarif"]),
        .option("site", value: "DIR", "The built site whose kb.json links rules to entries (default: Site)."),
        .option("enable", value: "RULE", "Run these rules or checks (ids, 'syntax' or 'all'; repeatable)."),
        .option("disable", value: "RULE", "Skip these rules or checks (ids, 'syntax' or 'all'; repeatable)."),
        .flag("syntax", "Also run the heuristic syntax checks (as for the guides' snippets)."),
        .flag("strict", "Report warnings as errors."),
        .option("stdin-path", value: "NAME", "The file name for messages when PATH is - (stdin)."),
        .option("base-url", value: "URL", "The site's public address: rules link to <URL>/<lang>/rules/<id>.html and findings to <URL>/<lang>/entries/<id>.html."),
        .flag("timings", "Print bytes, time and throughput to stderr."),
    ]

    /// The rule selection and reporting of the project's settings, then the command line's (which win):
    /// --enable, --disable, --syntax, --strict. A name that is no rule, check or group is a usage error
    /// naming the nearest.
    static func configuration(_ args: ParsedArguments, settings: LintSettings? = nil) throws -> LintConfiguration {
        func names(_ option: String) -> [String] {
            args.optionValues(option).flatMap { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }.filter { !$0.isEmpty }
        }
        var selections = settings?.selections ?? []
        selections += names("disable").map(LintConfiguration.Selection.disable)
        if args.flag("syntax") { selections.append(.enable("syntax")) }
        selections += names("enable").map(LintConfiguration.Selection.enable)
        let configuration = LintConfiguration(selections: selections, strict: args.flag("strict") || settings?.strict == true)
        if let unknown = configuration.unknownSelectors.first {
            throw BridgeKBError.usage("unknown rule '\(unknown.selector)'" + EditDistance.didYouMean(unknown.suggestion)
                                      + " ('bridgekb rules' lists them)")
        }
        return configuration
    }

    /// `--format` of lint and check: text (the default), json or sarif.
    static func format(_ args: ParsedArguments) throws -> FindingFormatter.Format {
        FindingFormatter.Format(rawValue: try args.format(FindingFormatter.Format.allCases.map(\.rawValue)))!
    }

    /// `--lang`, the language of rule messages: en (the default), zh-Hans or ja.
    static func language(_ args: ParsedArguments) throws -> Language { Language(try args.choice("lang", ["en", "zh-Hans", "ja"])) }

    static func run(_ args: ParsedArguments, context: CommandContext) throws -> Int32 {
        let format = try format(args)
        let messageLanguage = try language(args)
        let project = try ProjectOptions(args, context: context).project
        let settings = project?.lintSettings
        let configuration = try configuration(args, settings: settings)
        let readsStdin = args.positionals.contains("-")
        if args.option("stdin-path") != nil, !readsStdin { throw BridgeKBError.usage("--stdin-path names stdin: give - as the PATH") }
        // No PATH: the project's folder, else the current one.
        var paths = args.positionals.filter { $0 != "-" }
        if args.positionals.isEmpty {
            let folder = project?.folder.standardizedFileURL.path ?? context.currentFolder.standardizedFileURL.path
            paths = [folder == context.currentFolder.standardizedFileURL.path ? "." : folder]
        }
        let site = SiteRuleEntries(site: args.option("site").map { context.url($0).path } ?? project?.out?.path ?? context.url("Site").path)
        let baseURL = args.option("base-url").flatMap { $0.isEmpty ? nil : $0 }
        let pages = site.pages(in: messageLanguage, baseURL: baseURL)
        var action = LintAction(linter: Linter(language: messageLanguage, configuration: configuration,
                                               entryLinks: { pages[$0.identifier] ?? [] }))
        action.exclude = settings?.exclude ?? []
        action.excludeRoot = project?.folder
        action.base = context.currentFolder
        let standardInput = readsStdin ? (name: args.option("stdin-path") ?? "<stdin>", data: FileHandle.standardInput.readDataToEndOfFile()) : nil
        let outcome = action.run(paths: paths, standardInput: standardInput)
        for error in outcome.unreadable { context.err(error.description) }
        for path in outcome.skipped {
            context.err("note: skipped \(path): not a .swift file (lint other text as Swift with '- --stdin-path NAME.swift < FILE')")
        }
        if outcome.files.isEmpty, standardInput == nil, outcome.unreadable.isEmpty, !outcome.skipped.isEmpty {
            throw BridgeKBError.usage("nothing to lint: no .swift file among \(outcome.skipped.joined(separator: ", "))")
        }
        if outcome.files.isEmpty, standardInput == nil, outcome.unreadable.isEmpty, outcome.excluded == 0 {
            throw BridgeKBError.usage("nothing to lint: no .swift file in \(paths.joined(separator: ", "))")
        }
        let help = baseURL.map { FindingFormatter.HelpLinks(baseURL: $0, language: site.pageLanguage(for: messageLanguage)) }
        switch format {
        case .text: context.outFindings(outcome.findings, ruleLink: { site.rulePage($0, in: messageLanguage, help: help) })
        case .json: context.outJSON(FindingFormatter.json(outcome.findings))
        case .sarif: context.outJSON(FindingFormatter.sarif(outcome.findings, language: messageLanguage, help: help))
        }
        context.report(outcome.diagnostics, minimum: .warning)
        if format == .text { context.err(summary(outcome, stdin: standardInput != nil, stdinName: standardInput?.name)) }
        if args.flag("timings") {
            let seconds = outcome.lintTime.seconds
            let rate = seconds > 0 ? Double(outcome.bytes) / 1_000_000 / seconds : 0
            context.err("timing: \(counted(outcome.files.count, "file")), " + String(format: "%d bytes, %.4f s, %.1f MB/s", outcome.bytes, seconds, rate))
            context.err(action.phaseTimes(outcome.files))
        }
        return outcome.exitCode
    }

    /// The line after the findings: "linted 12 files: 3 findings (1 error, 2 warnings) in 2 files";
    /// a path that could not be read, or a file that is not UTF-8 text, counts as not read, not as linted.
    static func summary(_ outcome: LintAction.Outcome, stdin: Bool, stdinName: String? = nil) -> String {
        var notRead = Set(outcome.diagnostics.filter { $0.severity == .error }.compactMap(\.file))
        for error in outcome.unreadable {
            if case .io(let path, _) = error { notRead.insert(path) } else if case .badInput(let path, _) = error { notRead.insert(path) }
        }
        let linted = outcome.files.filter { !notRead.contains($0) }.count + (stdin && !notRead.contains(stdinName ?? "<stdin>") ? 1 : 0)
        var asides: [String] = []
        if outcome.excluded > 0 { asides.append("\(counted(outcome.excluded, "file")) excluded") }
        if !notRead.isEmpty { asides.append("\(notRead.count) not read") }
        let excluded = asides.isEmpty ? "" : " (\(asides.joined(separator: ", ")))"
        let findings = outcome.findings.filter { $0.severity >= .warning }
        guard !findings.isEmpty else { return "linted \(counted(linted, "file"))\(excluded): no findings" }
        let errors = findings.filter { $0.severity == .error }.count, warnings = findings.count - errors
        var kinds: [String] = []
        if errors > 0 { kinds.append(counted(errors, "error")) }
        if warnings > 0 { kinds.append(counted(warnings, "warning")) }
        let files = Set(findings.compactMap(\.diagnostic.file)).count
        return "linted \(counted(linted, "file"))\(excluded): \(counted(findings.count, "finding")) (\(kinds.joined(separator: ", "))) in \(counted(files, "file"))"
    }
}
