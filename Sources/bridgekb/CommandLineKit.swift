import Foundation
import BridgeKBModel

/// One option, flag or positional argument of a subcommand, with its help text.
struct ArgumentSpec {
    enum Kind { case flag, option(valueName: String), positional(name: String, repeating: Bool, optional: Bool) }
    var kind: Kind
    var name: String
    var help: String
    var short: Character?
    /// Left out of --help, the man page and completions (options for benches and tests), still accepted.
    var isHidden = false
    /// The values the option (or positional) takes, for shell completion; empty: free text or a path.
    var choices: [String] = []

    /// Whether this is a positional argument (not a flag or an option).
    var isPositional: Bool { if case .positional = kind { return true } else { return false } }

    /// This argument, hidden from help and completions.
    var hidden: ArgumentSpec { var copy = self; copy.isHidden = true; return copy }

    /// This argument, with the values it takes (completion offers them).
    func values(_ choices: [String]) -> ArgumentSpec { var copy = self; copy.choices = choices; return copy }

    static func flag(_ name: String, short: Character? = nil, _ help: String) -> ArgumentSpec {
        ArgumentSpec(kind: .flag, name: name, help: help, short: short)
    }
    static func option(_ name: String, value: String, _ help: String) -> ArgumentSpec {
        ArgumentSpec(kind: .option(valueName: value), name: name, help: help)
    }
    static func positional(_ name: String, repeating: Bool = false, optional: Bool = false, _ help: String) -> ArgumentSpec {
        ArgumentSpec(kind: .positional(name: name, repeating: repeating, optional: optional), name: name, help: help)
    }
}

/// The parsed command line of a subcommand.
struct ParsedArguments {
    var flags: Set<String> = []
    var options: [String: [String]] = [:]
    var positionals: [String] = []

    func flag(_ name: String) -> Bool { flags.contains(name) }
    func option(_ name: String) -> String? { options[name]?.last }
    func optionValues(_ name: String) -> [String] { options[name] ?? [] }

    /// `--format json` (or its old spelling `--json`).
    var wantsJSON: Bool { option("format") == "json" }

    /// `--format`, checked against the formats a command offers (the first is the default).
    func format(_ allowed: [String]) throws -> String { try choice("format", allowed) }

    /// `--NAME`, checked against the values `allowed` (the first is the default).
    func choice(_ name: String, _ allowed: [String]) throws -> String {
        let value = option(name) ?? allowed[0]
        guard allowed.contains(value) else {
            throw BridgeKBError.usage("--\(name) expects \(allowed.dropLast().joined(separator: ", ")) or \(allowed.last!), got '\(value)'")
        }
        return value
    }

    /// `--NAME N` as a number, at least `minimum` when one is given.
    func intOption(_ name: String, atLeast minimum: Int? = nil) throws -> Int? {
        guard let text = option(name) else { return nil }
        guard let value = Int(text) else { throw BridgeKBError.usage("--\(name) expects a number, got '\(text)'") }
        if let minimum, value < minimum { throw BridgeKBError.usage("--\(name) must be at least \(minimum)") }
        return value
    }
}

/// A subcommand of `bridgekb`: its name, help and arguments, and what it does.
protocol Subcommand {
    static var name: String { get }
    static var abstract: String { get }
    static var discussion: String { get }
    static var arguments: [ArgumentSpec] { get }
    /// Runs the command and returns its exit code.
    static func run(_ args: ParsedArguments, context: CommandContext) throws -> Int32
}

extension Subcommand {
    static var discussion: String { "" }

    /// The arguments --help, the man page and completions show.
    static var visibleArguments: [ArgumentSpec] { arguments.filter { !$0.isHidden } }

    /// Old spellings still accepted, each standing for the canonical words (`--json` for
    /// `--format json`, `--timing` for `--timings`): one spelling of each flag across commands.
    static var aliases: [String: [String]] {
        var table: [String: [String]] = [:]
        if arguments.contains(where: { $0.name == "format" }) { table["--json"] = ["--format", "json"] }
        if arguments.contains(where: { $0.name == "timings" }) { table["--timing"] = ["--timings"] }
        return table
    }

    /// The visible option closest to `word` (`--contnet` → `--content`), when close enough to be a slip.
    static func nearestOption(to word: String) -> String? {
        let name = word.hasPrefix("--") ? String(word.dropFirst(2)) : word
        let candidates = visibleArguments.filter { !$0.isPositional }.map(\.name) + ["help"]
        return EditDistance.suggestion(for: name, among: candidates).map { "--" + $0 }
    }

    static var usage: String {
        var parts = ["bridgekb", name]
        for spec in visibleArguments {
            switch spec.kind {
            case .flag: parts.append("[--\(spec.name)]")
            case .option(let value): parts.append("[--\(spec.name) \(value)]")
            case .positional(let n, let repeating, let optional):
                let body = repeating ? "\(n)..." : n
                parts.append(optional ? "[\(body)]" : body)
            }
        }
        return parts.joined(separator: " ")
    }

    static var helpText: String {
        var text = "OVERVIEW: \(abstract)\n\nUSAGE: \(usage)\n"
        if !discussion.isEmpty { text += "\n\(discussion)\n" }
        let positionals = visibleArguments.filter(\.isPositional)
        if !positionals.isEmpty {
            text += "\nARGUMENTS:\n"
            for spec in positionals { text += "  \(spec.name.padding(toLength: 22, withPad: " ", startingAt: 0)) \(spec.help)\n" }
        }
        text += "\nOPTIONS:\n"
        for spec in visibleArguments {
            let label: String
            switch spec.kind {
            case .flag: label = (spec.short.map { "-\($0), " } ?? "") + "--\(spec.name)"
            case .option(let value): label = "--\(spec.name) \(value)"
            case .positional: continue
            }
            text += "  \(label.padding(toLength: 22, withPad: " ", startingAt: 0)) \(spec.help)\n"
        }
        text += "  \("-h, --help".padding(toLength: 22, withPad: " ", startingAt: 0)) Show help for this command.\n"
        return text
    }

    /// Parses `argv` (the words after the subcommand name) against `arguments`.
    static func parse(_ arguments: [String]) throws -> ParsedArguments {
        var result = ParsedArguments()
        var index = 0
        var onlyPositionals = false
        // Old spellings become the canonical words (before `--` only).
        let table = aliases
        var argv: [String] = []
        for word in arguments {
            if onlyPositionals || word == "--" { onlyPositionals = true; argv.append(word); continue }
            if let canonical = table[word] { argv += canonical } else { argv.append(word) }
        }
        onlyPositionals = false
        while index < argv.count {
            let word = argv[index]
            index += 1
            if onlyPositionals || !word.hasPrefix("-") || word == "-" {
                result.positionals.append(word)
                continue
            }
            if word == "--" { onlyPositionals = true; continue }
            var name: String
            var inlineValue: String?
            if word.hasPrefix("--") {
                name = String(word.dropFirst(2))
                if let eq = name.firstIndex(of: "=") {
                    inlineValue = String(name[name.index(after: eq)...])
                    name = String(name[..<eq])
                }
            } else {
                let letter = word.dropFirst().first!
                guard let spec = self.arguments.first(where: { $0.short == letter }) else {
                    throw BridgeKBError.usage("unknown option '\(word)'\nUsage: \(usage)")
                }
                name = spec.name
            }
            guard let spec = self.arguments.first(where: { $0.name == name && !$0.isPositional }) else {
                let suggestion = EditDistance.didYouMean(nearestOption(to: name))
                throw BridgeKBError.usage("unknown option '--\(name)'\(suggestion)\nUsage: \(usage)\nSee 'bridgekb \(self.name) --help'.")
            }
            switch spec.kind {
            case .flag:
                if inlineValue != nil { throw BridgeKBError.usage("--\(name) takes no value") }
                result.flags.insert(name)
            case .option(let valueName):
                let value: String
                if let inlineValue { value = inlineValue } else {
                    guard index < argv.count else { throw BridgeKBError.usage("--\(name) needs a value (\(valueName))") }
                    value = argv[index]
                    index += 1
                }
                result.options[name, default: []].append(value)
            case .positional: break
            }
        }
        let positionalSpecs = self.arguments.filter(\.isPositional)
        // A word where a positional takes one of a few values (`theme export`, a shell) is checked first:
        // `theme MyTheme` is an unknown action, not a missing DIR.
        for (spec, value) in zip(positionalSpecs, result.positionals) where !spec.choices.isEmpty && !spec.choices.contains(value) {
            let expected = spec.choices.count == 1 ? spec.choices[0]
                : spec.choices.dropLast().joined(separator: ", ") + " or " + spec.choices.last!
            let suggestion = EditDistance.didYouMean(EditDistance.suggestion(for: value, among: spec.choices))
            throw BridgeKBError.usage("unknown \(spec.name.lowercased()) '\(value)'; expected \(expected)\(suggestion)\nUsage: \(usage)")
        }
        let required = positionalSpecs.filter { if case .positional(_, _, let optional) = $0.kind { return !optional } else { return false } }
        if result.positionals.count < required.count {
            throw BridgeKBError.usage("missing argument \(required[result.positionals.count].name)\nUsage: \(usage)")
        }
        let repeating = positionalSpecs.contains { if case .positional(_, true, _) = $0.kind { return true } else { return false } }
        if !repeating && result.positionals.count > positionalSpecs.count {
            throw BridgeKBError.usage("unexpected argument '\(result.positionals[positionalSpecs.count])'\nUsage: \(usage)")
        }
        return result
    }
}
