import Foundation
import BridgeKBModel
import BridgeKBExtraction
import BridgeKBChecking

/// The `lint` object of `bridgekb.json`, in SwiftLint's manner: which rules run (`disable`, `enable`:
/// rule ids, `syntax` or `all`, as `--disable` / `--enable` take them), which files a folder's walk
/// leaves out (`exclude`: globs relative to the project folder — `*` within a name, `**` across
/// folders, `?` one character), and whether warnings are errors (`strict`). An unknown key or rule is
/// bad input at `bridgekb.json:line:col`, with the nearest name.
package struct LintSettings: Equatable, Sendable {
    package var disable: [String] = []
    package var enable: [String] = []
    package var exclude: [String] = []
    package var strict = false

    package init(disable: [String] = [], enable: [String] = [], exclude: [String] = [], strict: Bool = false) {
        self.disable = disable; self.enable = enable; self.exclude = exclude; self.strict = strict
    }

    /// The keys the object may hold.
    package static let keys = ["disable", "enable", "exclude", "strict"]

    /// The settings of a `lint` object; `problem` makes the error for a location and a message.
    package static func parse(_ json: LocatedJSON, problem: (SourceLocation, String) -> BridgeKBError) throws -> LintSettings {
        guard case .object(let members, _) = json else { throw problem(json.location, "'lint' must be an object, not \(json.typeName)") }
        var settings = LintSettings()
        for member in members {
            switch member.key {
            case "strict":
                guard case .bool(let value, _) = member.value else {
                    throw problem(member.value.location, "'lint.strict' must be true or false, not \(member.value.typeName)")
                }
                settings.strict = value
            case "disable", "enable", "exclude":
                let names = try strings(member.value, key: member.key, problem: problem)
                for (name, location) in names where member.key != "exclude" {
                    guard !LintConfiguration.groups.contains(name), !LintConfiguration.knownIdentifiers.contains(name) else { continue }
                    let suggestion = LintConfiguration.nearest(to: name).map { "; did you mean '\($0)'?" } ?? ""
                    throw problem(location, "unknown rule '\(name)' in 'lint.\(member.key)'\(suggestion) ('bridgekb rules' lists them)")
                }
                for (pattern, location) in names where member.key == "exclude" && pattern.isEmpty {
                    throw problem(location, "'lint.exclude' holds an empty pattern")
                }
                let values = names.map(\.0)
                if member.key == "disable" { settings.disable = values } else if member.key == "enable" { settings.enable = values } else { settings.exclude = values }
            default:
                let nearest = EditDistance.nearest(to: member.key, among: keys)[0]
                throw problem(member.keyLocation, "unknown key 'lint.\(member.key)' (did you mean '\(nearest)'? keys: \(keys.joined(separator: ", ")))")
            }
        }
        return settings
    }

    /// A string or an array of strings, with each one's location.
    private static func strings(_ json: LocatedJSON, key: String, problem: (SourceLocation, String) -> BridgeKBError) throws
        -> [(String, SourceLocation)] {
        switch json {
        case .string(let value, let location): return [(value, location)]
        case .array(let items, _):
            return try items.map { item in
                guard case .string(let value, let location) = item else {
                    throw problem(item.location, "'lint.\(key)' holds strings, not \(item.typeName)")
                }
                return (value, location)
            }
        default: throw problem(json.location, "'lint.\(key)' must be a list of strings, not \(json.typeName)")
        }
    }

    /// The rule selections the settings make, before the command line's (which come after and win).
    package var selections: [LintConfiguration.Selection] {
        disable.map(LintConfiguration.Selection.disable) + enable.map(LintConfiguration.Selection.enable)
    }
}

/// Glob patterns over `/`-separated relative paths: `*` any characters but `/`, `**` any characters
/// (a `**/` also matches nothing), `?` one character but `/`. A pattern without `/` matches a name at
/// any depth (`*.generated.swift`); a pattern naming a folder excludes everything below it (`Pods`).
package struct PathGlobs: Sendable {
    package var patterns: [String]

    package init(_ patterns: [String]) { self.patterns = patterns }

    /// Whether `path` (relative, `/`-separated) or one of its folders matches a pattern.
    package func matches(_ path: String) -> Bool {
        let parts = path.split(separator: "/").map(String.init)
        for pattern in patterns {
            let trimmed = pattern.hasPrefix("./") ? String(pattern.dropFirst(2)) : (pattern.hasSuffix("/") ? String(pattern.dropLast()) : pattern)
            let anchored = trimmed.contains("/")
            for end in 1...max(1, parts.count) where end <= parts.count {
                let prefix = parts[..<end].joined(separator: "/")
                if Self.match(Array(trimmed.unicodeScalars), Array(prefix.unicodeScalars)) { return true }
                if !anchored, Self.match(Array(trimmed.unicodeScalars), Array(parts[end - 1].unicodeScalars)) { return true }
            }
        }
        return false
    }

    static func match(_ p: [Unicode.Scalar], _ s: [Unicode.Scalar]) -> Bool {
        var memo: [Int: Bool] = [:]
        func go(_ i: Int, _ j: Int) -> Bool {
            let key = i * (s.count + 1) + j
            if let known = memo[key] { return known }
            let result: Bool
            if i == p.count {
                result = j == s.count
            } else if p[i] == "*", i + 1 < p.count, p[i + 1] == "*" {
                // `**/` may match no folder at all.
                let next = i + 2 < p.count && p[i + 2] == "/" ? i + 3 : i + 2
                result = go(next, j) || (j < s.count && go(i, j + 1)) || (next != i + 2 && go(i + 2, j))
            } else if p[i] == "*" {
                result = go(i + 1, j) || (j < s.count && s[j] != "/" && go(i, j + 1))
            } else if p[i] == "?" {
                result = j < s.count && s[j] != "/" && go(i + 1, j + 1)
            } else {
                result = j < s.count && s[j] == p[i] && go(i + 1, j + 1)
            }
            memo[key] = result
            return result
        }
        return go(0, 0)
    }
}
