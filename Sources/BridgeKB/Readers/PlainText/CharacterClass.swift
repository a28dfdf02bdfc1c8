/// Character tests shared by the readers: CJK scripts, terminal punctuation, identifiers.
enum CharacterClass {
    /// Han, kana, Hangul or full-width punctuation: text that is prose, not code.
    static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3000...0x303F,   // CJK symbols and punctuation
             0x3040...0x30FF,   // kana
             0x31F0...0x31FF,
             0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x2FA1F, // Han
             0xAC00...0xD7AF,   // Hangul
             0xFF01...0xFF60, 0xFF61...0xFF9F, 0xFFE0...0xFFEE: // full-width forms
            return true
        default:
            return false
        }
    }

    static func containsCJK<S: StringProtocol>(_ text: S) -> Bool {
        text.unicodeScalars.contains(where: isCJK)
    }

    /// Han or kana only (no punctuation), for counting "words" of CJK prose.
    static func isHanOrKana(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF: return true
        default: return false
        }
    }

    /// Punctuation that ends a sentence, a clause or a label: a line ending in it is not a heading.
    static let terminalPunctuation: Set<Character> = ["。", "．", ".", "！", "!", "？", "?", "；", ";", "：", ":", "，", ",", "、", "…"]

    static func isIdentifierStart(_ c: Character) -> Bool { c == "_" || (c.isASCII && c.isLetter) }
    static func isIdentifierBody(_ c: Character) -> Bool { c == "_" || (c.isASCII && (c.isLetter || c.isNumber)) }

    /// The ASCII identifiers in `text` (`UIHostingConfiguration`, `iOS`, `16` is not one).
    static func identifiers<S: StringProtocol>(in text: S) -> [String] {
        var result: [String] = []
        var current = ""
        for c in text {
            if current.isEmpty ? isIdentifierStart(c) : isIdentifierBody(c) {
                current.append(c)
            } else {
                if !current.isEmpty { result.append(current); current = "" }
            }
        }
        if !current.isEmpty { result.append(current) }
        return result
    }
}

extension StringProtocol {
    /// The text without leading and trailing whitespace (ASCII and ideographic spaces).
    var trimmed: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\u{3000}" || $0 == "\u{A0}" }
        guard let first = firstIndex(where: { !isSpace($0) }) else { return "" }
        let last = lastIndex(where: { !isSpace($0) })!
        return String(self[first...last])
    }

    /// The number of leading spaces (a tab counts as four).
    var indentation: Int {
        var n = 0
        for c in self {
            if c == " " { n += 1 } else if c == "\t" { n += 4 } else { break }
        }
        return n
    }

    var isBlankLine: Bool { allSatisfy { $0 == " " || $0 == "\t" || $0 == "\u{3000}" } }
}
