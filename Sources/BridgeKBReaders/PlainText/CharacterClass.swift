/// Character tests shared by the readers: CJK scripts, terminal punctuation, identifiers.
package enum CharacterClass {
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

    /// ASCII, Han, kana, CJK punctuation and full-width forms without the combining marks among them:
    /// scalars that are each a grapheme of their own and unchanged by NFC. In a text made only of
    /// these, each `Character` is one scalar, and a canonically equivalent match of a word in NFC (what
    /// Foundation's search finds) is a match of the word's exact scalars, so scalar tests can stand in.
    static func isCanonicallyInert(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x80, 0x3000...0x3029, 0x3030...0x3096, 0x309B...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xFF01...0xFF9D:
            return true
        default:
            return false
        }
    }

    /// Punctuation that ends a sentence, a clause or a label: a line ending in it is not a heading.
    static let terminalPunctuation: Set<Character> = ["。", "．", ".", "！", "!", "？", "?", "；", ";", "：", ":", "，", ",", "、", "…"]

    // By ASCII value: `Character.isLetter` looks up Unicode properties even for ASCII, and these run on
    // every character the reader inspects (the plain-text parse of Content/ spent a tenth of its time there).
    static func isIdentifierStart(_ c: Character) -> Bool {
        guard let v = c.asciiValue else { return false }
        return v == 0x5F || (v | 0x20 >= 0x61 && v | 0x20 <= 0x7A)
    }

    static func isIdentifierBody(_ c: Character) -> Bool {
        guard let v = c.asciiValue else { return false }
        return v == 0x5F || (v | 0x20 >= 0x61 && v | 0x20 <= 0x7A) || (v >= 0x30 && v <= 0x39)
    }

    /// The ASCII identifiers in `text` (`UIHostingConfiguration`, `iOS`, `16` is not one).
    package static func identifiers<S: StringProtocol>(in text: S) -> [String] {
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
    ///
    /// Works on Unicode scalars (the reader calls it on every line); it falls back to `Character`s
    /// only when a space borders a scalar that could join it into one grapheme, so the result is
    /// always what a `Character`-level trim gives.
    package var trimmed: String {
        let scalars = unicodeScalars
        var start = scalars.startIndex
        while start != scalars.endIndex, Self.isTrimmedSpace(scalars[start]) { start = scalars.index(after: start) }
        if start == scalars.endIndex { return "" }
        var end = scalars.index(before: scalars.endIndex)
        while Self.isTrimmedSpace(scalars[end]) { end = scalars.index(before: end) }
        let trimsStart = start != scalars.startIndex, trimsEnd = scalars.index(after: end) != scalars.endIndex
        if (trimsStart && !Self.neverJoinsSpace(scalars[start])) || (trimsEnd && !Self.neverJoinsSpace(scalars[end])) {
            return characterTrimmed
        }
        if !trimsStart && !trimsEnd { return String(self) }
        return String(self[start..<scalars.index(after: end)])
    }

    /// The `Character`-level trim, for text where a space may join its neighbour into one grapheme.
    private var characterTrimmed: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\u{3000}" || $0 == "\u{A0}" }
        guard let first = firstIndex(where: { !isSpace($0) }) else { return "" }
        let last = lastIndex(where: { !isSpace($0) })!
        return String(self[first...last])
    }

    private static func isTrimmedSpace(_ s: Unicode.Scalar) -> Bool {
        s == " " || s == "\t" || s == "\u{3000}" || s == "\u{A0}"
    }

    /// Scalars that never form one grapheme with a space before or after them: below U+0300 (no
    /// combining marks, prepend or spacing marks there) and Han / kana / full-width forms (without
    /// the combining kana sound marks and the ideographic tone marks).
    package static func neverJoinsSpace(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0..<0x300, 0x3000...0x3029, 0x3030...0x3098, 0x309B...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xFF01...0xFF9D:
            return true
        default:
            return false
        }
    }

    /// The number of leading spaces (a tab counts as four).
    var indentation: Int {
        var n = 0
        for s in unicodeScalars {
            if s == " " { n += 1 } else if s == "\t" { n += 4 } else {
                // A combining mark after the last space makes that space part of another grapheme.
                return n > 0 && !Self.neverJoinsSpace(s) ? characterIndentation : n
            }
        }
        return n
    }

    private var characterIndentation: Int {
        var n = 0
        for c in self {
            if c == " " { n += 1 } else if c == "\t" { n += 4 } else { break }
        }
        return n
    }

    /// Only spaces, tabs and ideographic spaces (or nothing). Spaces never join each other into one
    /// grapheme, so the scalar test is the `Character` test.
    var isBlankLine: Bool { unicodeScalars.allSatisfy { $0 == " " || $0 == "\t" || $0 == "\u{3000}" } }

    /// Whether the text contains `scalar`, searched for as its UTF-8 bytes: UTF-8 is self-synchronising,
    /// so the bytes of one scalar never appear inside or across others, and a byte scan skips decoding.
    func containsScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return utf8.contains(UInt8(scalar.value)) }
        let pattern = Array(String(scalar).utf8)
        let bytes = utf8
        var i = bytes.startIndex
        while let found = bytes[i...].firstIndex(of: pattern[0]) {
            var end = bytes.index(after: found), k = 1
            while k < pattern.count, end != bytes.endIndex, bytes[end] == pattern[k] { end = bytes.index(after: end); k += 1 }
            if k == pattern.count { return true }
            i = bytes.index(after: found)
        }
        return false
    }

    /// Whether the text has at most `n` characters, without counting past `n`.
    func hasAtMost(_ n: Int) -> Bool {
        if utf8.count <= n { return true }
        // By scalars while each is a grapheme of its own: `dropFirst(n)` walks graphemes, slowly.
        var count = 0
        for s in unicodeScalars {
            guard CharacterClass.isSearchInert(s) else { return dropFirst(n).isEmpty }
            count += 1
            if count > n { return false }
        }
        return true
    }
}
