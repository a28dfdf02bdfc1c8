import Foundation
import BridgeKBModel
import BridgeKBChecking

/// `bridgekb rules [RULE...]`: every lint rule with its summary, examples and the entries it enforces,
/// then the syntax checks.
enum RulesCommand: Subcommand {
    static let name = "rules"
    static let abstract = "List the lint rules: what each finds, its examples, and the entries it enforces."
    static let discussion = """
    Each pitfall rule of 'bridgekb lint' and 'bridgekb check' with its summary, its message, the code
    that triggers it (↓ marks where the finding points) and code that does not, and the knowledge-base
    entries it enforces (from the built site's kb.json; none without one). Then the syntax checks:
    the exact ones run on your files by default, the others with 'lint --syntax' or '--enable ID'.

    JSON: {"rules": [{"id", "name", "summary", "message", "severity", "enabledByDefault", "concerns",
    "triggeringExamples", "nonTriggeringExamples", "entries": [{"id", "language", "title", "page"}]}],
    "syntaxChecks": [{"id", "summary", "enabledByDefault"}]}.

    EXAMPLES:
      bridgekb rules
      bridgekb rules coordinator-let-parent --lang ja
      bridgekb rules --format json > rules.json
    """
    static let arguments: [ArgumentSpec] = [
        .positional("RULE", repeating: true, optional: true, "Rule ids to show (default: every rule)."),
        .option("lang", value: "LANG", "The language to read: names, messages and entry titles in it (en, the default, zh-Hans or ja).").values(["en", "zh-Hans", "ja"]),
        .option("site", value: "DIR", "The built site whose kb.json links rules to entries (default: Site)."),
        .option("format", value: "FORMAT", "text (default) or json.").values(["text", "json"]),
    ]

    struct EntryJSON: Encodable { var id: String; var language: String; var title: String; var page: String }
    struct RuleJSON: Encodable {
        var id: String
        var name: String
        var summary: String
        var message: String
        var severity: String
        var enabledByDefault: Bool
        var concerns: [String]
        var triggeringExamples: [String]
        var nonTriggeringExamples: [String]
        var entries: [EntryJSON]
    }
    struct CheckJSON: Encodable { var id: String; var summary: String; var enabledByDefault: Bool }
    struct Output: Encodable { var rules: [RuleJSON]; var syntaxChecks: [CheckJSON] }

    static func run(_ args: ParsedArguments, context: CommandContext) throws -> Int32 {
        _ = try args.format(["text", "json"])
        let language = try LintCommand.language(args)
        let site = SiteRuleEntries(site: args.option("site") ?? "Site")
        if site.ruleEntries.isEmpty {
            context.err("note: no kb.json in '\(site.site)' (build the site, or give --site): entries are not listed")
        }
        var descriptions = RuleRegistry.descriptions
        if !args.positionals.isEmpty {
            for id in args.positionals where !descriptions.contains(where: { $0.identifier == id }) {
                throw BridgeKBError.usage("unknown rule '\(id)'" + EditDistance.didYouMean(LintConfiguration.nearest(to: id)))
            }
            descriptions = descriptions.filter { args.positionals.contains($0.identifier) }
        }
        let defaults = LintConfiguration()
        let rules = descriptions.map { d in
            RuleJSON(id: d.identifier, name: d.name(in: language), summary: d.description(in: language), message: d.message(in: language),
                     severity: d.severity.rawValue, enabledByDefault: defaults.isEnabled(d.identifier), concerns: d.concerns,
                     triggeringExamples: d.triggeringExamples, nonTriggeringExamples: d.nonTriggeringExamples,
                     entries: (site.ruleEntries[d.identifier] ?? []).compactMap { site.entry($0, in: language) }.map {
                         EntryJSON(id: $0.id, language: $0.language, title: $0.title, page: site.page(of: $0))
                     })
        }
        let checks = args.positionals.isEmpty ? SyntaxCheck.all.map {
            CheckJSON(id: $0.identifier, summary: $0.summary, enabledByDefault: defaults.isEnabled($0.identifier))
        } : []
        if args.wantsJSON {
            try context.outJSON(encoding: Output(rules: rules, syntaxChecks: checks))
        } else {
            context.out(text(rules: rules, checks: checks))
        }
        return 0
    }

    /// The human-readable listing: one block per rule, then the syntax checks one per line.
    static func text(rules: [RuleJSON], checks: [CheckJSON]) -> String {
        func indented(_ code: String) -> String {
            code.split(separator: "\n", omittingEmptySubsequences: false).map { "      " + $0 }.joined(separator: "\n")
        }
        var blocks = rules.map { rule -> String in
            var lines = ["\(rule.id) (\(rule.severity)): \(rule.name)", "  \(rule.summary)", "  message: \(rule.message)"]
            if rule.entries.isEmpty {
                lines.append("  enforces: no entry linked")
            } else {
                lines.append("  enforces:")
                lines += rule.entries.map { "    \($0.id) — \($0.title) (\($0.page))" }
            }
            lines.append("  triggers on (↓ marks the finding):")
            lines.append(rule.triggeringExamples.map(indented).joined(separator: "\n\n"))
            lines.append("  does not trigger on:")
            lines.append(rule.nonTriggeringExamples.map(indented).joined(separator: "\n\n"))
            return lines.joined(separator: "\n")
        }
        if !checks.isEmpty {
            let width = checks.map(\.id.count).max() ?? 0
            blocks.append((["syntax checks (on: run by 'bridgekb lint' by default; off: with --syntax or --enable ID):"]
                + checks.map { "  \($0.id.padding(toLength: width, withPad: " ", startingAt: 0))  \($0.enabledByDefault ? "on " : "off")  \($0.summary)" })
                .joined(separator: "\n"))
        }
        return blocks.joined(separator: "\n\n")
    }
}
