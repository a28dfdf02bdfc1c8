import Foundation
import RegexBuilder

/// Parses deep links and version strings with regex literals and the RegexBuilder DSL.
struct DeepLinkParser {
    static let itemPath = /\/items\/(?<id>[0-9a-f]{8})(?:\/(?<tab>details|comments))?/
    static let version = #/v(\d+)\.(\d+)(?:\.(\d+))?/#
    static let slashes = #/https?://[^/\s]+/(?<path>.*)/#
    static let verbose = #/
        (?<year>  \d{4} ) -
        (?<month> \d{2} ) -
        (?<day>   \d{2} )
    /#

    enum Link: Equatable {
        case item(id: String, tab: String?)
        case settings
    }

    func parse(_ url: URL) -> Link? {
        let path = url.path()
        if let match = path.wholeMatch(of: Self.itemPath) {
            return .item(id: String(match.id), tab: match.tab.map(String.init))
        }
        if path.firstMatch(of: /^\/settings\/?$/) != nil {
            return .settings
        }
        return nil
    }

    func majorVersion(_ text: String) -> Int? {
        guard let match = text.firstMatch(of: Self.version) else { return nil }
        return Int(match.1)
    }

    func dateParts(_ text: String) -> (Int, Int, Int)? {
        guard let m = try? Self.verbose.wholeMatch(in: text),
              let y = Int(m.year), let mo = Int(m.month), let d = Int(m.day) else { return nil }
        return (y, mo, d)
    }

    static let parenthesised = /\((\d+)\)/
    static let doubleSlash = #/^//\s*(TODO|FIXME):?\s*(.*)$/#
    static let braces = /\{[^}]*\}/
    static let unbalanced = ["(", "{", "[", #"\("#, "/* not a comment", "// nor this"]

    func halve(_ value: Int, by divisor: Int) -> Int {
        let ratio = value / divisor
        let rest = value % divisor / 2
        return ratio / 2 + rest
    }
}

let hashtag = Regex {
    "#"
    Capture {
        OneOrMore(.word)
    }
}

let keyValue = Regex {
    Capture(OneOrMore(.word))
    ZeroOrMore(.whitespace)
    "="
    ZeroOrMore(.whitespace)
    TryCapture {
        OneOrMore(.digit)
    } transform: { Int($0) }
}

func tags(in caption: String) -> [String] {
    caption.matches(of: hashtag).map { String($0.1) }
        + caption.matches(of: /@(\w+)/).map { "@" + $0.1 }
}

func strippedQuery(_ query: String) -> String {
    query.replacing(/\s+/, with: " ").trimmingCharacters(in: .whitespaces)
}
