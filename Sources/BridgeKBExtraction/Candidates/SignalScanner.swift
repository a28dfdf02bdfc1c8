import BridgeKBModel

/// Counts the phrases of every vocabulary class in a folded text in one pass: the entry model reads a
/// dozen classes in each of a guide's hundreds of candidates, and a pass per class (a hashed look-up
/// per position each) made extraction several times slower. The table is built once per vocabulary
/// and language and shared. Counts match `PhraseSet`'s: per class, the longest phrase at a position,
/// then on after it; ASCII words only on word boundaries.
final class SignalScanner: Sendable {
    /// For each BMP scalar, 1 + the index of its phrase list in `lists` (0: no phrase starts with it).
    private let slots: [Int32]
    /// Phrases starting with one scalar: (class, phrase), longest first within each class.
    private let lists: [[(kind: Int, phrase: [Unicode.Scalar])]]
    /// Phrases starting outside the BMP.
    private let astral: [Unicode.Scalar: Int]

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
        var byFirst: [Unicode.Scalar: [(kind: Int, phrase: [Unicode.Scalar])]] = [:]
        for kind in Vocabulary.Class.allCases {
            for phrase in cues.set(kind).phrases where !phrase.isEmpty {
                byFirst[phrase[0], default: []].append((kind.rawValue, phrase))
            }
        }
        var slots = [Int32](repeating: 0, count: 0x10000)
        var lists: [[(kind: Int, phrase: [Unicode.Scalar])]] = []
        var astral: [Unicode.Scalar: Int] = [:]
        for (first, entries) in byFirst.sorted(by: { $0.key < $1.key }) {
            let sorted = entries.sorted { ($0.kind, $1.phrase.count) < ($1.kind, $0.phrase.count) }
            if first.value < 0x10000 { slots[Int(first.value)] = Int32(lists.count + 1) } else { astral[first] = lists.count }
            lists.append(sorted)
        }
        self.slots = slots
        self.lists = lists
        self.astral = astral
    }

    /// How many times each class's phrases occur in `text`, indexed by `Vocabulary.Class.rawValue`.
    func counts(_ text: ArraySlice<Unicode.Scalar>) -> [Int] {
        var counts = [Int](repeating: 0, count: Vocabulary.Class.allCases.count)
        var nextFree = counts
        var i = text.startIndex
        while i < text.endIndex {
            let scalar = text[i]
            let slot: Int? = scalar.value < 0x10000 ? (slots[Int(scalar.value)] == 0 ? nil : Int(slots[Int(scalar.value)]) - 1) : astral[scalar]
            if let slot {
                let startsWord = PhraseSet.isWordScalar(scalar) && i > text.startIndex && PhraseSet.isWordScalar(text[i - 1])
                var matchedKind = -1
                if !startsWord {
                    for (kind, phrase) in lists[slot] where kind != matchedKind && i >= nextFree[kind] && i + phrase.count <= text.endIndex {
                        var k = 1
                        while k < phrase.count, text[i + k] == phrase[k] { k += 1 }
                        guard k == phrase.count else { continue }
                        let end = i + phrase.count
                        if end < text.endIndex, PhraseSet.isWordScalar(phrase[phrase.count - 1]), PhraseSet.isWordScalar(text[end]) { continue }
                        counts[kind] += 1
                        nextFree[kind] = end
                        matchedKind = kind
                    }
                }
            }
            i += 1
        }
        return counts
    }
}
