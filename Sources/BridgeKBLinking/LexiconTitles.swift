import BridgeKBModel
import BridgeKBText
/// How well two section titles in different languages translate each other through the mined
/// lexicon: the share of their candidate terms' text (``TermCandidates``) covered by terms the lexicon
/// pairs across them, or that fold to the same form (cognates such as `环境` / `環境`). Used to match
/// sections left unaligned (``SectionGapMatcher``).
public struct LexiconTitles: Sendable {
    let candidates: TermCandidates
    /// `tag \u{1} key \u{1} tag \u{1} key` of every pair, both ways.
    let pairs: Set<String>

    public init(lexicon: Lexicon, normalizer: TextNormalizer) {
        candidates = TermCandidates(normalizer: normalizer)
        var pairs = Set<String>()
        for pair in lexicon.pairs {
            for (a, x) in pair.keys { for (b, y) in pair.keys where a != b { pairs.insert(Self.key(a, x, b, y)) } }
        }
        self.pairs = pairs
    }

    private static func key(_ a: String, _ x: String, _ b: String, _ y: String) -> String { [a, x, b, y].joined(separator: "\u{1}") }

    /// The share (0–1) of both titles' candidate text that linked terms cover; nil when either title
    /// has no candidate term (no Han or katakana).
    public func similarity(_ a: String, _ languageA: Language, _ b: String, _ languageB: Language) -> Double? {
        let x = candidates.candidates(in: a), y = candidates.candidates(in: b)
        guard !x.isEmpty, !y.isEmpty else { return nil }
        var coveredX = Set<Int>(), coveredY = Set<Int>()
        for p in x {
            for q in y where p.key == q.key || pairs.contains(Self.key(languageA.tag, p.key, languageB.tag, q.key)) {
                coveredX.formUnion(p.range)
                coveredY.formUnion(q.range)
            }
        }
        let allX = Set(x.flatMap(\.range)), allY = Set(y.flatMap(\.range))
        return Double(coveredX.count + coveredY.count) / Double(allX.count + allY.count)
    }
}
