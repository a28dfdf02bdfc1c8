/// Escapes plain text so that CommonMark reads it back as the same text: inline markup characters get
/// a backslash, line starts that would open a block (`#`, `>`, `- `, `1. `, fences) are neutralised,
/// and `` `code` `` spans are kept as written, since the readers keep code spans in backticks.
enum MarkdownEscaper {
    /// One line of prose (a paragraph line, a list item, a heading, a table cell).
    static func line(_ text: String, pipes: Bool = false) -> String {
        let t = text.trimmed
        let chars = Array(t)
        var out = ""
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c == "`", let end = codeSpanEnd(chars, from: i) {
                for k in i...end {
                    if pipes && chars[k] == "|" { out += "\\|" } else { out.append(chars[k]) }
                }
                i = end + 1
                continue
            }
            switch c {
            case "\\", "`", "*", "[", "]", "<":
                out += "\\\(c)"
            case "_":
                let before = i > 0 ? chars[i - 1] : nil
                let after = i + 1 < chars.count ? chars[i + 1] : nil
                if let before, let after, isWordLike(before), isWordLike(after) { out.append(c) } else { out += "\\_" }
            case "&":
                let next = i + 1 < chars.count ? chars[i + 1] : nil
                if let next, next == "#" || (next.isASCII && next.isLetter) { out += "\\&" } else { out.append(c) }
            case "|" where pipes:
                out += "\\|"
            default:
                out.append(c)
            }
            i += 1
        }
        return escapeLineStart(out, pipes: pipes)
    }

    /// Text that may span lines: each line escaped on its own.
    static func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line(String($0)) }
    }

    /// Heading text: also escapes `#`, which would otherwise close an ATX heading.
    static func heading(_ text: String) -> String {
        let escaped = line(text.replacingOccurrences(of: "\n", with: " "))
        return escaped.replacingOccurrences(of: "#", with: "\\#")
    }

    // MARK: - Helpers

    /// The index of the backtick closing a single-backtick code span opened at `start`, or nil.
    private static func codeSpanEnd(_ chars: [Character], from start: Int) -> Int? {
        guard start + 1 < chars.count, chars[start + 1] != "`", start == 0 || chars[start - 1] != "`" else { return nil }
        var j = start + 1
        while j < chars.count, chars[j] != "`" { j += 1 }
        guard j < chars.count, j > start + 1, j + 1 >= chars.count || chars[j + 1] != "`" else { return nil }
        let content = chars[(start + 1)..<j]
        if content.first == " " && content.last == " " { return nil }
        if content.contains("\\") && content.contains("|") { return nil }
        return j
    }

    private static func isWordLike(_ c: Character) -> Bool {
        !(c.isWhitespace || c.isPunctuation || c.isSymbol)
    }

    /// Neutralises a line start that would begin a block: `#`, `>`, `-`/`+` bullets, `1.` / `1)`,
    /// `=`/`-` setext underlines, `~~~` fences, `|` table rows.
    private static func escapeLineStart(_ line: String, pipes: Bool) -> String {
        guard let first = line.first else { return line }
        let rest = line.dropFirst()
        switch first {
        case "#", ">", "~", "|", "+", "=":
            if first == "|" && pipes { return line }
            if first == "+" && !(rest.isEmpty || rest.first == " ") { return line }
            if first == "=" && !line.allSatisfy({ $0 == "=" || $0 == " " }) { return line }
            return "\\" + line
        case "-":
            if rest.isEmpty || rest.first == " " || line.allSatisfy({ $0 == "-" || $0 == " " }) { return "\\" + line }
            return line
        default:
            let digits = line.prefix { $0.isASCII && $0.isNumber }
            if !digits.isEmpty, digits.count <= 9 {
                let after = line.dropFirst(digits.count)
                if let mark = after.first, mark == "." || mark == ")",
                   after.dropFirst().first.map({ $0 == " " || $0 == "\t" }) ?? true {
                    return digits + "\\" + after
                }
            }
            return line
        }
    }
}
