import Foundation
import BridgeKBModel

/// One option, flag or positional argument of a subcommand, with its help text.
struct ArgumentSpec {
    enum Kind { case flag, option(valueName: String), positional(name: String, repeating: Bool, optional: Bool) }
    var kind: Kind
    var name: String
    var help: String
    var short: Character?

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

    func intOption(_ name: String) throws -> Int? {
        guard let text = option(name) else { return nil }
        guard let value = Int(text) else { throw BridgeKBError.usage("--\(name) expects a number, got '\(text)'") }
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

    static var usage: String {
        var parts = ["bridgekb", name]
        for spec in arguments {
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
        let positionals = arguments.filter { if case .positional = $0.kind { return true } else { return false } }
        if !positionals.isEmpty {
            text += "\nARGUMENTS:\n"
            for spec in positionals { text += "  \(spec.name.padding(toLength: 22, withPad: " ", startingAt: 0)) \(spec.help)\n" }
        }
        text += "\nOPTIONS:\n"
        for spec in arguments {
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
    static func parse(_ argv: [String]) throws -> ParsedArguments {
        var result = ParsedArguments()
        var index = 0
        var onlyPositionals = false
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
                guard let spec = arguments.first(where: { $0.short == letter }) else {
                    throw BridgeKBError.usage("unknown option '\(word)'\nUsage: \(usage)")
                }
                name = spec.name
            }
            guard let spec = arguments.first(where: { $0.name == name && !isPositional($0) }) else {
                throw BridgeKBError.usage("unknown option '--\(name)'\nUsage: \(usage)\nSee 'bridgekb \(self.name) --help'.")
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
        let positionalSpecs = arguments.filter(isPositional)
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

    private static func isPositional(_ spec: ArgumentSpec) -> Bool {
        if case .positional = spec.kind { return true } else { return false }
    }
}
