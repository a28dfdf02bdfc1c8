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
    or - for stdin (an editor's buffer; --stdin-path names it in messages).
    Findings go to stdout: compiler-style text, JSON or SARIF 2.1.0 (for code-scanning tools).

    JSON: {"tool", "findings": [{"file", "line", "column" (characters), "byteColumn" (UTF-8),
    "endLine", "endColumn", "severity", "ruleID", "message", "notes", "entryLinks"}], "summary"}.
    SARIF: tool.driver.rules (id, name, shortDescription, concerns; helpUri, the rule's page
    <URL>/<lang>/rules/<id>.html, only with --base-url) and results with ruleId, level, message and
    physicalLocation (artifactLocation.uri, region start/end). Text: each finding is followed by the
    entry pages that explain it (see …) and its rule's page (rule: …, with --base-url or a built site).

    Checks: every pitfall rule (see 'bridgekb rules') and the exact syntax checks (strings, comments,
    brackets); the heuristic syntax checks built for the guides' snippets only with --syntax or
    --enable ID. --enable / --disable take rule ids, 'syntax' or 'all', comma-separated or repeated;
    the more specific wins (--disable all --enable id-uuid runs one rule).
    In the code: // bridgekb:disable-next-line RULE[, RULE], // bridgekb:disable RULE … // bridgekb:enable RULE
    ('all' for every rule; '-- reason' after the rules).

    Severity: syntax errors are errors; pitfall findings are warnings (errors with --strict).
    Exit status: 0 nothing found, 1 a finding was reported, 64 usage, 65 a file is not UTF-8 text,
    74 a path cannot be read.

    EXAMPLES:
      bridgekb lint Sources/
      bridgekb lint MyView.swift --lang zh-Hans
      bridgekb lint App --format sarif --base-url https://kb.example.org > bridgekb.sarif
      bridgekb lint - --stdin-path Sources/MapView.swift < Sources/MapView.swift
      bridgekb lint App --disable all --enable coordinator-let-parent
    """
    static let arguments: [ArgumentSpec] = [
        .positional("PATH", repeating: true, "Swift files or folders."),
        .option("lang", value: "LANG", "Language of messages: en (default), zh-Hans or ja."),
        .option("format", value: "FORMAT", "text (default), json or sarif."),
        .option("site", value: "DIR", "The built site whose kb.json links rules to entries (default: Site)."),
        .option("enable", value: "RULE", "Run these rules or checks (ids, 'syntax' or 'all'; repeatable)."),
        .option("disable", value: "RULE", "Skip these rules or checks (ids, 'syntax' or 'all'; repeatable)."),
        .flag("syntax", "Also run the heuristic syntax checks (as for the guides' snippets)."),
        .flag("strict", "Report warnings as errors."),
        .option("stdin-path", value: "NAME", "The file name for messages when PATH is - (stdin)."),
        .option("base-url", value: "URL", "The site's public address: SARIF rules link to <URL>/<lang>/rules/<id>.html."),
        .flag("timing", "Print bytes, time and throughput to stderr (for bench/checker.sh)."),
    ]

    /// The rule selection and reporting of the command line: --enable, --disable, --syntax, --strict.
    /// A name that is no rule, check or group is a usage error naming the nearest.
    static func configuration(_ args: ParsedArguments) throws -> LintConfiguration {
        func names(_ option: String) -> [String] {
            args.optionValues(option).flatMap { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }.filter { !$0.isEmpty }
        }
        var selections = names("disable").map(LintConfiguration.Selection.disable)
        if args.flag("syntax") { selections.append(.enable("syntax")) }
        selections += names("enable").map(LintConfiguration.Selection.enable)
        let configuration = LintConfiguration(selections: selections, strict: args.flag("strict"))
        if let unknown = configuration.unknownSelectors.first {
            throw BridgeKBError.usage("unknown rule '\(unknown.selector)'" + (unknown.suggestion.map { "; did you mean '\($0)'?" } ?? "")
                                      + " ('bridgekb rules' lists them)")
        }
        return configuration
    }

    static func format(_ args: ParsedArguments) throws -> FindingFormatter.Format {
        let value = args.option("format") ?? "text"
        guard let format = FindingFormatter.Format(rawValue: value) else {
            throw BridgeKBError.usage("--format expects text, json or sarif, got '\(value)'")
        }
        return format
    }

    static func language(_ args: ParsedArguments) throws -> Language {
        let value = args.option("lang") ?? "en"
        guard ["en", "zh-Hans", "ja"].contains(value) else {
            throw BridgeKBError.usage("--lang expects en, zh-Hans or ja, got '\(value)'")
        }
        return Language(value)
    }

    static func run(_ args: ParsedArguments, context: CommandContext) throws -> Int32 {
        let format = try format(args)
        let messageLanguage = try language(args)
        let configuration = try configuration(args)
        let readsStdin = args.positionals.contains("-")
        if args.option("stdin-path") != nil, !readsStdin { throw BridgeKBError.usage("--stdin-path names stdin: give - as the PATH") }
        let site = SiteRuleEntries(site: args.option("site") ?? "Site")
        let pages = site.pages(in: messageLanguage)
        let action = LintAction(linter: Linter(language: messageLanguage, configuration: configuration,
                                               entryLinks: { pages[$0.identifier] ?? [] }))
        let standardInput = readsStdin ? (name: args.option("stdin-path") ?? "<stdin>", data: FileHandle.standardInput.readDataToEndOfFile()) : nil
        let outcome = action.run(paths: args.positionals.filter { $0 != "-" }, standardInput: standardInput)
        for error in outcome.unreadable { context.err(error.description) }
        let help = args.option("base-url").flatMap { $0.isEmpty ? nil : $0 }.map { FindingFormatter.HelpLinks(baseURL: $0, language: site.pageLanguage(for: messageLanguage)) }
        switch format {
        case .text:
            if !outcome.findings.isEmpty { context.out(FindingFormatter.text(outcome.findings, ruleLink: { site.rulePage($0, in: messageLanguage, help: help) })) }
        case .json: context.outJSON(FindingFormatter.json(outcome.findings))
        case .sarif: context.outJSON(FindingFormatter.sarif(outcome.findings, help: help))
        }
        context.report(outcome.diagnostics, minimum: .warning)
        if args.flag("timing") {
            let seconds = outcome.lintTime.seconds
            let rate = seconds > 0 ? Double(outcome.bytes) / 1_000_000 / seconds : 0
            context.err(String(format: "timing: %d files, %d bytes, %.4f s, %.1f MB/s", outcome.files.count, outcome.bytes, seconds, rate))
            context.err(action.phaseTimes(outcome.files))
        }
        return outcome.exitCode
    }
}
