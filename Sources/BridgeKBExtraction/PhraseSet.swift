import Foundation

/// Cue words of one meaning class, folded, found in folded text: the longest phrase at a position,
/// the first phrase anywhere. A phrase that begins or ends with an ASCII letter or digit matches only
/// on a word boundary there, so `do` is not found in `document` nor `use` in `user`. A word written
/// `!エラー処理` is an exception: where it is the longest phrase at a position, the class's words inside
/// it do not count (`エラー` names something going wrong; `エラー処理`, error handling, a technique).
struct PhraseSet: Sendable {
    /// A phrase as the set holds it: folded, and whether it is an exception (`!…`).
    struct Phrase: Hashable, Sendable {
        var scalars: [Unicode.Scalar]
        var isException = false
    }

    /// Phrases by their first scalar, longest first.
    private let byFirst: [Unicode.Scalar: [Phrase]]
    /// A 4,096-bit filter of first scalars (by value modulo 4,096): most positions of a text start no
    /// phrase, and a bit test spares them a dictionary look-up (hashing a scalar), which made scanning
    /// prose for cues several times slower.
    private let firstScalars: [UInt64]
    /// The same phrases flat, for `match`: the list of a first scalar (`table`) is
    /// `spans[starts[l]..<starts[l + 1]]` into `pool`. Hashing a scalar for the dictionary and walking
    /// an array of arrays cost ~300 instructions a look-up.
    private let table: PhraseTable
    private let starts: [Int]
    private let spans: [Range<Int>]
    /// Whether the phrase of each span is an exception.
    private let exceptions: [Bool]
    private let pool: [Unicode.Scalar]

    init(_ words: [String]) { self.init(folded: words.map(Self.folded)) }

    /// A word as the set holds it: trimmed and folded, a leading `!` marking an exception.
    static func folded(_ word: String) -> Phrase {
        let trimmed = word.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("!"), trimmed.count > 1 else { return Phrase(scalars: FoldedText.fold(trimmed)) }
        return Phrase(scalars: FoldedText.fold(String(trimmed.dropFirst()).trimmingCharacters(in: .whitespaces)), isException: true)
    }

    /// The set of words already `folded`.
    init(folded words: [Phrase]) {
        var byFirst: [Unicode.Scalar: [Phrase]] = [:]
        var seen = Set<[Unicode.Scalar]>()
        for phrase in words {
            guard let first = phrase.scalars.first, seen.insert(phrase.scalars).inserted else { continue }
            byFirst[first, default: []].append(phrase)
        }
        self.byFirst = byFirst.mapValues { $0.sorted { $0.scalars.count > $1.scalars.count } }
        var mask = [UInt64](repeating: 0, count: 64)
        for first in byFirst.keys { mask[Int(first.value >> 6) & 63] |= 1 << (first.value & 63) }
        firstScalars = mask
        var firsts: [UInt64] = [], starts: [Int] = [], spans: [Range<Int>] = [], exceptions: [Bool] = [], pool: [Unicode.Scalar] = []
        for (first, phrases) in self.byFirst {
            firsts.append(UInt64(first.value))
            starts.append(spans.count)
            for phrase in phrases {
                spans.append(pool.count..<(pool.count + phrase.scalars.count))
                exceptions.append(phrase.isException)
                pool += phrase.scalars
            }
        }
        starts.append(spans.count)
        table = PhraseTable(firsts)
        self.starts = starts
        self.spans = spans
        self.exceptions = exceptions
        self.pool = pool
    }

    /// Whether some phrase may start with `scalar` (false positives possible, no false negatives).
    @inline(__always) func mayStart(_ scalar: Unicode.Scalar) -> Bool {
        firstScalars[Int(scalar.value >> 6) & 63] & (1 << (scalar.value & 63)) != 0
    }

    /// Every phrase, folded, longest first for each first scalar.
    var phrases: [Phrase] { byFirst.keys.sorted().flatMap { byFirst[$0]! } }

    /// The length of the longest phrase that starts at `index` of `text`, or nil (also where that phrase is an
    /// exception).
    func match(_ text: [Unicode.Scalar], at index: Int) -> Int? {
        guard let found = longest(text, at: index), !found.isException else { return nil }
        return found.length
    }

    /// The longest phrase that starts at `index` of `text`: its length, and whether it is an exception.
    private func longest(_ text: [Unicode.Scalar], at index: Int) -> (length: Int, isException: Bool)? {
        guard index < text.count, mayStart(text[index]) else { return nil }
        let list = table.list(UInt64(text[index].value))
        guard list >= 0 else { return nil }
        if index > 0, Self.isWordScalar(text[index]), Self.isWordScalar(text[index - 1]) { return nil }
        for n in starts[list]..<starts[list + 1] where index + spans[n].count <= text.count {
            let span = spans[n]
            var k = 1
            while k < span.count, text[index + k] == pool[span.lowerBound + k] { k += 1 }
            guard k == span.count else { continue }
            let end = index + span.count
            if end < text.count, Self.isWordScalar(pool[span.upperBound - 1]), Self.isWordScalar(text[end]) { continue }
            return (span.count, exceptions[n])
        }
        return nil
    }

    /// The first phrase in `text` at or after `start` (the longest one at that position).
    func firstMatch(in text: [Unicode.Scalar], from start: Int = 0, before end: Int? = nil) -> Range<Int>? {
        let limit = min(end ?? text.count, text.count)
        var index = max(0, start)
        while index < limit {
            if mayStart(text[index]), let found = longest(text, at: index) {
                // (Past an exception whole: no word of the class inside it counts.)
                if !found.isException { return index..<(index + found.length) }
                index += found.length
                continue
            }
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
