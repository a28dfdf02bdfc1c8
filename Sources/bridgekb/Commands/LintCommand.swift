import Foundation
import BridgeKBModel
import BridgeKBReaders
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
    physicalLocation (artifactLocation.uri, region start/end).

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
        let linter = Linter(language: messageLanguage, configuration: configuration, entryLinks: { pages[$0.identifier] ?? [] })
        var paths: [String] = []
        var ioFailure = false
        for path in args.positionals where path != "-" {
            do { paths += try swiftFiles(at: path) } catch let error as BridgeKBError {
                context.err(error.description)
                ioFailure = true
            }
        }
        let diagnostics = DiagnosticEngine()
        var findings: [LintFinding] = []
        var badInput = false
        var bytes = 0
        let clock = ContinuousClock()
        var elapsed = Duration.zero
        if readsStdin {
            let name = args.option("stdin-path") ?? "<stdin>"
            let data = FileHandle.standardInput.readDataToEndOfFile()
            if let text = plainUTF8(data) ?? TextDecoder.decode(data, path: name, diagnostics: diagnostics) {
                findings += linter.lint(text, file: name)
            } else {
                badInput = true
            }
        }
        for path in paths {
            let data: Data
            switch ConfinedFile.read(path) {
            case .success(let bytes): data = bytes
            case .failure(let refusal):
                context.err(BridgeKBError.io(path: path, message: refusal.message).description)
                ioFailure = true
                continue
            }
            guard let text = plainUTF8(data) ?? TextDecoder.decode(data, path: path, diagnostics: diagnostics) else {
                badInput = true
                continue
            }
            bytes += data.count
            elapsed += clock.measure { findings += linter.lint(text, file: path) }
        }
        switch format {
        case .text:
            if !findings.isEmpty { context.out(FindingFormatter.text(findings)) }
        case .json: context.outJSON(FindingFormatter.json(findings))
        case .sarif:
            let help = args.option("base-url").flatMap { $0.isEmpty ? nil : $0 }.map { FindingFormatter.HelpLinks(baseURL: $0, language: site.pageLanguage(for: messageLanguage)) }
            context.outJSON(FindingFormatter.sarif(findings, help: help))
        }
        context.report(diagnostics.diagnostics, minimum: .warning)
        if args.flag("timing") {
            let seconds = elapsed.seconds
            let rate = seconds > 0 ? Double(bytes) / 1_000_000 / seconds : 0
            context.err(String(format: "timing: %d files, %d bytes, %.4f s, %.1f MB/s", paths.count, bytes, seconds, rate))
            context.err(phaseTimes(paths, linter: linter))
        }
        if ioFailure { return 74 }
        if badInput { return 65 }
        return findings.contains { $0.severity >= .warning } ? 1 : 0
    }

    /// The text of the common case — UTF-8 without BOM, NUL or CR — checked on bytes; nil sends the file
    /// through `TextDecoder`, which normalises line endings and reports bad bytes with their offset.
    static func plainUTF8(_ data: Data) -> String? {
        data.withUnsafeBytes { raw -> String? in
            let bytes = raw.bindMemory(to: UInt8.self)
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) || bytes.contains(0x0D) || bytes.contains(0) { return nil }
            guard TextDecoder.firstInvalidUTF8Offset(Array(bytes)) == nil else { return nil }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    /// Times the lint phases separately over the files (a second pass, for bench/checker.sh).
    static func phaseTimes(_ paths: [String], linter: Linter) -> String {
        let texts = paths.compactMap { path -> String? in
            guard case .success(let data) = ConfinedFile.read(path) else { return nil }
            return String(data: data, encoding: .utf8)
        }
        let clock = ContinuousClock()
        var lexed: [SwiftLexer.Result] = []
        var models: [SwiftSourceModel] = []
        let lex = clock.measure { lexed = texts.map { SwiftLexer.lex($0) } }
        let structural = clock.measure { for l in lexed { _ = StructuralChecker.check(l) } }
        let model = clock.measure { models = lexed.map { SwiftSourceModel(lexed: $0) } }
        let rules = clock.measure { for m in models { _ = linter.runRules(on: m) } }
        return String(format: "phases: lex %.4f s, structural %.4f s, model %.4f s, rules %.4f s",
                      lex.seconds, structural.seconds, model.seconds, rules.seconds)
    }

    /// The .swift files at a path: the file itself, or every .swift file below a folder, sorted.
    static func swiftFiles(at path: String) throws -> [String] {
        let fm = FileManager.default
        var isDirectory: ObjCBool = false
        guard fm.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw BridgeKBError.io(path: path, message: "no such file or directory")
        }
        guard isDirectory.boolValue else { return [path] }
        guard let enumerator = fm.enumerator(atPath: path) else {
            throw BridgeKBError.io(path: path, message: "cannot list folder")
        }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") || name == ".build" {
                enumerator.skipDescendants()
                continue
            }
            if relative.hasSuffix(".swift") { files.append((path as NSString).appendingPathComponent(relative)) }
        }
        return files.sorted()
    }
}

extension Duration {
    /// The duration in seconds, as a Double.
    var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}
