import Foundation

/// Cue words of one meaning class, folded, found in folded text: the longest phrase at a position,
/// the first phrase anywhere. A phrase that begins or ends with an ASCII letter or digit matches only
/// on a word boundary there, so `do` is not found in `document` nor `use` in `user`.
struct PhraseSet: Sendable {
    /// Phrases by their first scalar, longest first.
    private let byFirst: [Unicode.Scalar: [[Unicode.Scalar]]]
    /// A 4,096-bit filter of first scalars (by value modulo 4,096): most positions of a text start no
    /// phrase, and a bit test spares them a dictionary look-up (hashing a scalar), which made scanning
    /// prose for cues several times slower.
    private let firstScalars: [UInt64]

    init(_ words: [String]) {
        var byFirst: [Unicode.Scalar: [[Unicode.Scalar]]] = [:]
        var seen = Set<[Unicode.Scalar]>()
        for word in words {
            let folded = FoldedText.fold(word.trimmingCharacters(in: .whitespaces))
            guard let first = folded.first, seen.insert(folded).inserted else { continue }
            byFirst[first, default: []].append(folded)
        }
        self.byFirst = byFirst.mapValues { $0.sorted { $0.count > $1.count } }
        var mask = [UInt64](repeating: 0, count: 64)
        for first in byFirst.keys { mask[Int(first.value >> 6) & 63] |= 1 << (first.value & 63) }
        firstScalars = mask
    }

    /// Whether some phrase may start with `scalar` (false positives possible, no false negatives).
    @inline(__always) func mayStart(_ scalar: Unicode.Scalar) -> Bool {
        firstScalars[Int(scalar.value >> 6) & 63] & (1 << (scalar.value & 63)) != 0
    }

    var isEmpty: Bool { byFirst.isEmpty }

    /// The length of the longest phrase that starts at `index` of `text`, or nil.
    func match(_ text: [Unicode.Scalar], at index: Int) -> Int? {
        guard index < text.count, mayStart(text[index]), let candidates = byFirst[text[index]] else { return nil }
        if index > 0, Self.isWordScalar(text[index]), Self.isWordScalar(text[index - 1]) { return nil }
        for phrase in candidates where index + phrase.count <= text.count {
            var k = 1
            while k < phrase.count, text[index + k] == phrase[k] { k += 1 }
            guard k == phrase.count else { continue }
            let end = index + phrase.count
            if end < text.count, Self.isWordScalar(phrase[phrase.count - 1]), Self.isWordScalar(text[end]) { continue }
            return phrase.count
        }
        return nil
    }

    /// The first phrase in `text` at or after `start` (the longest one at that position).
    func firstMatch(in text: [Unicode.Scalar], from start: Int = 0, before end: Int? = nil) -> Range<Int>? {
        let limit = min(end ?? text.count, text.count)
        var index = max(0, start)
        while index < limit {
            if mayStart(text[index]), let length = match(text, at: index) { return index..<(index + length) }
            index += 1
        }
        return nil
    }

    func contains(in text: [Unicode.Scalar]) -> Bool { firstMatch(in: text) != nil }

    /// Whether the whole of `text` (trimmed of spaces and trailing `：` / `:`) is one phrase.
    func isWhole(_ text: [Unicode.Scalar]) -> Bool {
        let range = Cue.trimmed(text)
        guard !range.isEmpty, let length = match(text, at: range.lowerBound) else { return false }
        return range.lowerBound + length == range.upperBound
    }

    /// ASCII letters, digits and `_` continue a word.
    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x5F: return true
        default: return false
        }
    }
}

/// Small helpers for reading cues out of folded scalars.
enum Cue {
    /// Spaces of any width.
    static func isSpace(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x20, 0x09, 0x0A, 0xA0, 0x3000: return true
        default: return false
        }
    }

    /// Characters that separate a label from its text: `：`, `:`, `—`, `–`, `-`, `.`, `、`, `，`, `)`, `】`, `]`, `」`, `|`.
    static func isSeparator(_ s: Unicode.Scalar) -> Bool {
        switch s {
        case "：", ":", "—", "–", "-", ".", "、", "，", ",", ")", "）", "】", "]", "」", "｜", "|": return true
        default: return false
        }
    }

    /// Sentence ends in Chinese, Japanese and English.
    static func isSentenceEnd(_ s: Unicode.Scalar) -> Bool {
        switch s {
        case "。", "！", "？", "!", "?", "；", ";": return true
        default: return false
        }
    }

    /// The range of `text` without leading and trailing spaces and without trailing label punctuation.
    static func trimmed(_ text: [Unicode.Scalar]) -> Range<Int> {
        var start = 0, end = text.count
        while start < end, isSpace(text[start]) { start += 1 }
        while end > start, isSpace(text[end - 1]) || text[end - 1] == "：" || text[end - 1] == ":" || text[end - 1] == "。" || text[end - 1] == "." { end -= 1 }
        return start..<end
    }

    /// The index of the first scalar at or after `index` that is not a space.
    static func skipSpaces(_ text: [Unicode.Scalar], from index: Int) -> Int {
        var i = index
        while i < text.count, isSpace(text[i]) { i += 1 }
        return i
    }

    /// An ordinal after a label: ASCII digits, Chinese numerals, circled numbers, `#` and `No.`.
    /// Returns the index after it (the same index when there is none).
    static func skipOrdinal(_ text: [Unicode.Scalar], from index: Int) -> Int {
        var i = skipSpaces(text, from: index)
        if i < text.count, text[i] == "#" || text[i] == "＃" || text[i] == "第" { i += 1 }
        let start = i
        while i < text.count, isOrdinalScalar(text[i]) { i += 1 }
        if i > start, i < text.count, text[i] == "个" || text[i] == "個" || text[i] == "つ" || text[i] == "点" { i += 1 }
        return i == start ? index : i
    }

    static func isOrdinalScalar(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x30...0x39, 0x2460...0x2473, 0x2776...0x2793, 0x3251...0x325F: return true
        default: return "零〇一二两三四五六七八九十百".unicodeScalars.contains(s)
        }
    }

    /// Opening brackets around a label: `【症状】`, `[Problem]`, `「`.
    static func isOpeningBracket(_ s: Unicode.Scalar) -> Bool { "【[「(（".unicodeScalars.contains(s) }

    /// Whether the scalars hold a letter, digit or ideograph (not only marks and punctuation).
    static func hasWordContent(_ text: ArraySlice<Unicode.Scalar>) -> Bool {
        text.contains { $0.properties.isAlphabetic || $0.properties.numericType != nil }
    }
}
