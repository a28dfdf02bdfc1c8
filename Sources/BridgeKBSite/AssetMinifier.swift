import Foundation

/// Smaller theme assets for readers: comments and layout whitespace taken out of style sheets and
/// scripts as the site is written (the theme's sources keep theirs). Nothing is renamed or rewritten;
/// a script this cannot take apart safely (one with template literals or lines continued by `\`) is
/// written as it is. Deterministic: the same asset always gives the same bytes.
enum AssetMinifier {
    /// `data` as written to Site/assets/: minified when `name` is a style sheet or a script.
    static func minified(_ data: Data, name: String) -> Data {
        guard let text = String(data: data, encoding: .utf8) else { return data }
        if name.hasSuffix(".css") { return Data(css(text).utf8) }
        if name.hasSuffix(".js"), let script = javascript(text) { return Data(script.utf8) }
        return data
    }

    // MARK: - CSS

    /// A style sheet without comments, each run of white space one space, none beside `{ } ; ,`, and
    /// no `;` before `}`. Strings are copied as they are.
    static func css(_ text: String) -> String {
        var out: [Unicode.Scalar] = []
        out.reserveCapacity(text.unicodeScalars.count)
        let scalars = Array(text.unicodeScalars)
        let tight: Set<Unicode.Scalar> = ["{", "}", ";", ","]
        var pendingSpace = false
        var i = 0
        func emit(_ c: Unicode.Scalar) {
            if pendingSpace, let last = out.last, !tight.contains(last), !tight.contains(c) { out.append(" ") }
            pendingSpace = false
            if c == "}", out.last == ";" { out.removeLast() }
            out.append(c)
        }
        while i < scalars.count {
            let c = scalars[i]
            if c == "/", i + 1 < scalars.count, scalars[i + 1] == "*" {
                var j = i + 2
                while j + 1 < scalars.count, !(scalars[j] == "*" && scalars[j + 1] == "/") { j += 1 }
                i = j + 2
                pendingSpace = pendingSpace || !out.isEmpty
                continue
            }
            if c == "\"" || c == "'" {
                emit(c)
                var j = i + 1
                while j < scalars.count, scalars[j] != c {
                    if scalars[j] == "\\", j + 1 < scalars.count { out.append(scalars[j]); j += 1 }
                    out.append(scalars[j])
                    j += 1
                }
                if j < scalars.count { out.append(scalars[j]) }
                i = j + 1
                continue
            }
            if c.properties.isWhitespace {
                pendingSpace = !out.isEmpty
                i += 1
                continue
            }
            emit(c)
            i += 1
        }
        var result = String(String.UnicodeScalarView(out))
        if !result.isEmpty { result += "\n" }
        return result
    }

    // MARK: - JavaScript

    /// A script without its comment lines (`// …`, and `/* … */` blocks that take whole lines), blank
    /// lines and indentation; nil when a line could belong to a string that spans lines (a template
    /// literal, a `\` at a line's end), where that would change the script.
    static func javascript(_ text: String) -> String? {
        var out: [Substring] = []
        var inBlock = false
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = raw.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed()
            let trimmed = Substring(String(line))
            if inBlock {
                guard let end = trimmed.range(of: "*/") else { continue }
                inBlock = false
                if !trimmed[end.upperBound...].allSatisfy(\.isWhitespace) { return nil }
                continue
            }
            if trimmed.isEmpty || trimmed.hasPrefix("//") { continue }
            if trimmed.hasPrefix("/*") {
                guard let end = trimmed.range(of: "*/", range: trimmed.index(trimmed.startIndex, offsetBy: 2)..<trimmed.endIndex) else {
                    inBlock = true
                    continue
                }
                if trimmed[end.upperBound...].allSatisfy(\.isWhitespace) { continue }
            }
            if trimmed.contains("`") || trimmed.hasSuffix("\\") { return nil }
            out.append(trimmed)
        }
        return inBlock ? nil : out.joined(separator: "\n") + "\n"
    }
}
