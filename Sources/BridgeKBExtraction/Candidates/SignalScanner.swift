import BridgeKBModel

/// Counts the phrases of every vocabulary class in a folded text in one pass: the entry model reads a
/// dozen classes in each of a guide's hundreds of candidates, and a pass per class (a hashed look-up
/// per position each) made extraction several times slower. The table is built once per vocabulary
/// and language and shared. Counts match `PhraseSet`'s: per class, the longest phrase at a position,
/// then on after it; ASCII words only on word boundaries.
final class SignalScanner: Sendable {
    /// For each BMP scalar, whether a phrase starts with it (1) or not (0).
    private let starts: [UInt8]
    /// The phrases that may match where a text has the scalars (first, second): those starting with
    /// `first` whose second scalar is `second` or that have none, as (class, phrase), longest first within
    /// each class — the order `PhraseSet` tries them in; a phrase of another second scalar cannot match
    /// there, so leaving it out changes no count. Under (first, `Self.none`): the phrases of one scalar.
    /// The pairs' lists in a `PhraseTable`; list `l` is `phrases[first[l]..<first[l + 1]]`.
    private let table: PhraseTable
    private let first: [Int]
    private let phrases: [Phrase]
    /// Every phrase's scalars, one after another.
    private let pool: [Unicode.Scalar]

    /// The second "scalar" of a pair that stands for the end of the text.
    private static let none: UInt32 = 0xFFFF_FFFF

    private struct Phrase {
        var kind: Int
        /// Where its scalars start in `pool`, and how many.
        var offset: Int, length: Int
        /// It ends with an ASCII word scalar: it needs a word boundary after it.
        var endsWord: Bool
        /// An exception (`!エラー処理`): where it matches, its class counts nothing up to its end.
        var isException: Bool
    }

    private static let shared = Locked<[String: SignalScanner]>([:])

    /// The scanner of a vocabulary for documents in one language, built on first use.
    static func scanner(for cues: CueReader) -> SignalScanner {
        let key = cues.vocabulary.fingerprint + "/" + Vocabulary.primary(cues.language.tag)
        if let known = shared.withLock({ $0[key] }) { return known }
        let made = SignalScanner(cues: cues)
        shared.withLock { $0[key] = made }
        return made
    }

    private init(cues: CueReader) {
        var byFirst: [Unicode.Scalar: [(kind: Int, phrase: PhraseSet.Phrase)]] = [:]
        for kind in Vocabulary.Class.allCases {
            for phrase in cues.set(kind).phrases where !phrase.scalars.isEmpty {
                byFirst[phrase.scalars[0], default: []].append((kind.rawValue, phrase))
            }
        }
        var starts = [UInt8](repeating: 0, count: 0x10000)
        var pairs: [(key: UInt64, phrases: [(kind: Int, phrase: PhraseSet.Phrase)])] = []
        for (scalar, entries) in byFirst.sorted(by: { $0.key < $1.key }) {
            let sorted = entries.sorted { ($0.kind, $1.phrase.scalars.count) < ($1.kind, $0.phrase.scalars.count) }
            if scalar.value < 0x10000 { starts[Int(scalar.value)] = 1 }
            let seconds = Set(sorted.compactMap { $0.phrase.scalars.count > 1 ? $0.phrase.scalars[1].value : nil })
            for second in seconds.sorted() + [Self.none] {
                let fitting = sorted.filter { $0.phrase.scalars.count == 1 || $0.phrase.scalars[1].value == second }
                if !fitting.isEmpty { pairs.append((Self.key(scalar.value, second), fitting)) }
            }
        }
        var first: [Int] = [], phrases: [Phrase] = [], pool: [Unicode.Scalar] = []
        for (_, fitting) in pairs {
            first.append(phrases.count)
            for (kind, phrase) in fitting {
                let scalars = phrase.scalars
                phrases.append(Phrase(kind: kind, offset: pool.count, length: scalars.count,
                                      endsWord: PhraseSet.isWordScalar(scalars[scalars.count - 1]), isException: phrase.isException))
                pool += scalars
            }
        }
        first.append(phrases.count)
        table = PhraseTable(pairs.map(\.key))
        self.starts = starts
        self.first = first
        self.phrases = phrases
        self.pool = pool
    }

    private static func key(_ first: UInt32, _ second: UInt32) -> UInt64 { UInt64(first) << 32 | UInt64(second) }

    /// How many times each class's phrases occur in `text`, indexed by `Vocabulary.Class.rawValue`.
    func counts(_ text: ArraySlice<Unicode.Scalar>) -> [Int] {
        var counts = [Int](repeating: 0, count: Vocabulary.Class.allCases.count)
        var nextFree = counts
        text.withUnsafeBufferPointer { text in
            counts.withUnsafeMutableBufferPointer { counts in
                nextFree.withUnsafeMutableBufferPointer { nextFree in
                    scan(text, counts: counts, nextFree: nextFree)
                }
            }
        }
        return counts
    }

    /// `counts(_:)` over a buffer; positions are offsets into it.
    private func scan(_ text: UnsafeBufferPointer<Unicode.Scalar>, counts: UnsafeMutableBufferPointer<Int>,
                      nextFree: UnsafeMutableBufferPointer<Int>) {
        pool.withUnsafeBufferPointer { pool in
        phrases.withUnsafeBufferPointer { phrases in
            let end = text.count
            for i in 0..<end {
                let scalar = text[i]
                if scalar.value < 0x10000, starts[Int(scalar.value)] == 0 { continue }
                if PhraseSet.isWordScalar(scalar) && i > 0 && PhraseSet.isWordScalar(text[i - 1]) { continue }
                var list = i + 1 < end ? table.list(Self.key(scalar.value, text[i + 1].value)) : -1
                if list < 0 { list = table.list(Self.key(scalar.value, Self.none)) }
                guard list >= 0 else { continue }
                var matchedKind = -1
                for e in first[list]..<first[list + 1] {
                    let phrase = phrases[e]
                    let kind = phrase.kind, length = phrase.length
                    guard kind != matchedKind, i >= nextFree[kind], i + length <= end else { continue }
                    var k = 1
                    while k < length, text[i + k] == pool[phrase.offset + k] { k += 1 }
                    guard k == length else { continue }
                    let after = i + length
                    if after < end, phrase.endsWord, PhraseSet.isWordScalar(text[after]) { continue }
                    if !phrase.isException { counts[kind] += 1 }
                    nextFree[kind] = after
                    matchedKind = kind
                }
            }
        }}
    }
}
