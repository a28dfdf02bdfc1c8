import BridgeKBModel
/// Second chance for sections the translation aligner left unpaired: between two aligned neighbours
/// (or before the first, after the last), the source's unpaired sections and the translation's are
/// the same sections more often than not — retitled, their code moved on by a version, a paragraph
/// split — and are matched when their anchors allow, before anything is reported as missing or extra:
///
/// * code, comments aside and every number masked (`iOS 16` / `iOS 17`, `from: "1.2.0"` / `"1.4.0"`),
///   compared line by line (Dice);
/// * identifiers of the heading and prose (Jaccard);
/// * titles through the mined lexicon, when one is given (``LexiconTitles``);
/// * structure: the same block kinds, the same level.
///
/// A pair needs a positive anchor (code, identifiers or title) and a combined score of at least
/// ``threshold``; within a gap, pairs keep their order (``MonotoneAligner``). What stays unpaired is
/// drift, with a confidence: sure when nothing stands in its place on the other side, less sure the
/// closer the best unpaired section in its place came to matching.
public struct SectionGapMatcher {
    /// The lowest combined score of a match.
    public var threshold = 0.45
    /// Title similarity through the lexicon, when there is one.
    public var titles: LexiconTitles?

    public init(titles: LexiconTitles? = nil) { self.titles = titles }

    /// What one section offers for matching.
    struct Features {
        var code: Set<String>
        var identifiers: Set<String>
        var title: String
        var kinds: [Block.Kind]
        var level: Int

        init(_ section: Section) {
            code = Set(section.snippets.flatMap { SectionGapMatcher.maskedCode($0.code).split(separator: "\n").map(String.init) })
            let prose = ([section.heading] + section.blocks.filter { $0.snippet == nil }.map(\.plainText)).joined(separator: "\n")
            identifiers = Set(Anchors.of(prose).filter { anchor in !anchor.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } })
            title = section.title
            kinds = section.blocks.map(\.kind)
            level = section.level
        }
    }

    /// The outcome for one translation.
    public struct Outcome {
        /// Pairs found in the gaps (indices into the flattened sections) with their scores.
        public var matches: [(source: Int, translation: Int, score: Double)] = []
        /// Flattened index → how sure the report of a source section as missing is, and the title of
        /// the translation's section in its place that came closest (when one did).
        public var missing: [Int: (confidence: Double, closest: String?)] = [:]
        /// The same for the translation's extra sections.
        public var extra: [Int: (confidence: Double, closest: String?)] = [:]
    }

    /// Matches the unpaired sections of `source` and `translation` (flattened, depth first) between the
    /// aligned `pairs`; `languages` are the documents' languages (source, translation).
    public func match(_ source: [Section], _ translation: [Section], pairs: [(Int, Int)],
                      languages: (Language, Language)) -> Outcome {
        var outcome = Outcome()
        let bounds = [(-1, -1)] + pairs + [(source.count, translation.count)]
        var fs: [Int: Features] = [:], ft: [Int: Features] = [:]
        for (before, after) in zip(bounds, bounds.dropFirst()) {
            let a = Array((before.0 + 1)..<after.0), b = Array((before.1 + 1)..<after.1)
            // Every section of a gap is compared with every other: a gap of thousands of sections on
            // both sides (two long documents with nothing aligned) is reported, not compared.
            guard a.count * b.count <= Self.largestGap else {
                for i in a { outcome.missing[i] = (0.6, nil) }
                for j in b { outcome.extra[j] = (0.6, nil) }
                continue
            }
            for i in a where fs[i] == nil { fs[i] = Features(source[i]) }
            for j in b where ft[j] == nil { ft[j] = Features(translation[j]) }
            let scores = a.map { i in b.map { j in compare(fs[i]!, ft[j]!, languages: languages) } }
            let found = MonotoneAligner.align(a.count, b.count) { x, y in scores[x][y].score >= threshold ? scores[x][y].score : 0 }
            for (x, y) in found { outcome.matches.append((a[x], b[y], scores[x][y].score)) }
            let pairedA = Set(found.map(\.0)), pairedB = Set(found.map(\.1))
            // Drift, and how sure: the closer the best unpaired section in its place, the less sure.
            for (x, i) in a.enumerated() where !pairedA.contains(x) {
                let rivals = b.indices.filter { !pairedB.contains($0) }.map { (scores[x][$0], translation[b[$0]].displayTitle) }
                outcome.missing[i] = Self.certainty(rivals)
            }
            for (y, j) in b.enumerated() where !pairedB.contains(y) {
                let rivals = a.indices.filter { !pairedA.contains($0) }.map { (scores[$0][y], source[a[$0]].displayTitle) }
                outcome.extra[j] = Self.certainty(rivals)
            }
        }
        return outcome
    }

    /// The most section pairs compared in one gap (a 500 × 500 gap).
    static let largestGap = 250_000

    /// How sure a drift report is, given the unpaired sections in its place on the other side: 0.95
    /// with none; else 1 − the closest one's resemblance (0.5–0.9), or 0.6 when no anchor could be
    /// compared (nothing for or against).
    private static func certainty(_ rivals: [(Comparison, String)]) -> (confidence: Double, closest: String?) {
        guard let closest = rivals.max(by: { ($0.0.resemblance ?? 0) < ($1.0.resemblance ?? 0) }) else { return (0.95, nil) }
        guard let resemblance = closest.0.resemblance else { return (0.6, closest.1) }
        return (max(0.5, min(0.9, 1 - resemblance)), closest.1)
    }

    /// Two sections compared: `score` (for matching) is the weighted mean of the features either side
    /// has, or 0 when no anchor (code, identifiers, title) speaks for the pair; `resemblance` is that
    /// mean whenever an anchor could be compared at all, nil when none could.
    struct Comparison {
        var score: Double
        var resemblance: Double?
    }

    func compare(_ s: Features, _ t: Features, languages: (Language, Language)) -> Comparison {
        var total = 0.0, weight = 0.0, anchored = false, compared = false
        func add(_ value: Double, _ w: Double, anchor: Bool, both: Bool = true) {
            total += value * w; weight += w
            if anchor, both { compared = true }
            if anchor, value >= 0.3 { anchored = true }
        }
        if !s.code.isEmpty || !t.code.isEmpty {
            add(Self.dice(s.code, t.code), 3, anchor: true, both: !s.code.isEmpty && !t.code.isEmpty)
        }
        if !s.identifiers.isEmpty || !t.identifiers.isEmpty {
            add(Anchors.jaccard(s.identifiers, t.identifiers), 2, anchor: true, both: !s.identifiers.isEmpty && !t.identifiers.isEmpty)
        }
        if let titles, let similarity = titles.similarity(s.title, languages.0, t.title, languages.1) { add(similarity, 3, anchor: true) }
        add(s.kinds == t.kinds ? 1 : (s.kinds.count == t.kinds.count ? 0.6 : 0.3), 1, anchor: false)
        add(s.level == t.level ? 1 : 0, 0.5, anchor: false)
        let mean = weight > 0 ? total / weight : 0
        return Comparison(score: anchored ? mean : 0, resemblance: compared ? mean : nil)
    }

    static func dice(_ a: Set<String>, _ b: Set<String>) -> Double {
        guard !a.isEmpty || !b.isEmpty else { return 0 }
        return 2 * Double(a.intersection(b).count) / Double(a.count + b.count)
    }

    /// Code without comments, with whitespace collapsed and every run of digits (with the dots
    /// between them) replaced by `#`: what agrees across translations even when versions moved on.
    public static func maskedCode(_ code: String) -> String {
        var out = String.UnicodeScalarView()
        var inNumber = false
        let scalars = Array(Anchors.normalizedCode(code).unicodeScalars)
        for (i, scalar) in scalars.enumerated() {
            let digit = ("0"..."9").contains(scalar)
            let joiner = scalar == "." && inNumber && i + 1 < scalars.count && ("0"..."9").contains(scalars[i + 1])
            if digit || joiner {
                if !inNumber { out.append("#") }
                inNumber = true
            } else {
                inNumber = false
                out.append(scalar)
            }
        }
        return String(out)
    }
}
