import Foundation
import BridgeKBModel

/// The suppression comments of one Swift file and the findings they silence:
/// `// bridgekb:disable-next-line RULE[, RULE]` (the next line), `// bridgekb:disable RULE` … `//
/// bridgekb:enable RULE` (a region, to the end of the file without an enable), with `all` or `syntax`
/// for a group and `-- reason` after the rules. Block comments work as line comments do; text in string
/// literals is not a comment. A command or rule the linter does not know is a `suppression.invalid` warning.
public struct LintSuppressions: Sendable {
    /// A `disable` or `enable` comment, at its position.
    struct Toggle: Sendable {
        var position: SourceLocation
        var selectors: [String]
        var disables: Bool
    }

    private var nextLine: [Int: [String]] = [:]
    private var toggles: [Toggle] = []
    /// The comments that name an unknown command or rule.
    public private(set) var problems: [Diagnostic] = []

    static let prefix = "bridgekb:"

    /// Reads the suppression comments among `comments` (comment tokens of one file).
    public init(comments: [SwiftToken], file: String?, source: SourceText) {
        let known = Set(LintConfiguration.knownIdentifiers).union(LintConfiguration.groups)
        for comment in comments {
            let body = Self.body(of: comment.text)
            guard body.hasPrefix(Self.prefix) else { continue }
            var words = body.dropFirst(Self.prefix.count).split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "," })
                .map(String.init)
            if let reason = words.firstIndex(of: "--") { words.removeSubrange(reason...) }
            let range = source.range(from: comment.start, to: comment.end)
            guard let command = words.first else { continue }
            let selectors = Array(words.dropFirst())
            func problem(_ message: String) {
                problems.append(Diagnostic(severity: .warning, file: file, range: range, ruleID: "suppression.invalid", message: message))
            }
            guard ["disable-next-line", "disable", "enable"].contains(command) else {
                problem("unknown command 'bridgekb:\(command)'; expected disable-next-line, disable or enable")
                continue
            }
            if selectors.isEmpty { problem("'bridgekb:\(command)' names no rule; name one, or 'all'") }
            for selector in selectors where !known.contains(selector) {
                let nearest = EditDistance.didYouMean(LintConfiguration.nearest(to: selector))
                problem("unknown rule '\(selector)' in 'bridgekb:\(command)'\(nearest)")
            }
            switch command {
            case "disable-next-line": nextLine[comment.endLine + 1, default: []] += selectors
            default: toggles.append(Toggle(position: range.start, selectors: selectors, disables: command == "disable"))
            }
        }
    }

    /// Whether a comment silences `finding` (findings without a position are never silenced).
    public func suppresses(_ finding: LintFinding) -> Bool {
        guard let start = finding.diagnostic.range?.start else { return false }
        let id = finding.ruleID
        if nextLine[start.line]?.contains(where: { LintConfiguration.selector($0, covers: id) }) == true { return true }
        // The last region comment before the finding that names its rule decides.
        return toggles.last { $0.position < start && $0.selectors.contains { LintConfiguration.selector($0, covers: id) } }?.disables ?? false
    }

    /// The comment's text without its delimiters (`//`, `///`, `/*`, `*/`), trimmed.
    static func body(of comment: String) -> String {
        var text = Substring(comment)
        if text.hasPrefix("/*") { text = text.dropFirst(2); if text.hasSuffix("*/") { text = text.dropLast(2) } }
        while text.hasPrefix("/") { text = text.dropFirst() }
        while text.hasPrefix("*") || text.hasPrefix("!") { text = text.dropFirst() }
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
