import BridgeKBModel
import BridgeKBExtraction
/// Pairs the sections of a translation with those of its source by language-independent anchors —
/// number labels, identical code, API names, numbers, availability, table shapes, order — and gives
/// aligned sections the source's ids, so switching language keeps the reader's place.
public struct TranslationAligner {
    /// What the alignment of one translation found.
    public struct Result: Hashable, Sendable {
        /// Source section id → translation section id (before renaming).
        public var pairs: [(source: String, translation: String)]
        public var missing: [String]       // source section ids without a counterpart
        public var extra: [String]         // translation section ids without a counterpart
        /// How sure each drift report is (missing: source id; extra: the translation's id after renaming),
        /// and the section on the other side in its place that came closest to matching, if any.
        public var certainty: [String: (confidence: Double, closest: String?)] = [:]
        /// Pairs found among the sections left between aligned neighbours (``SectionGapMatcher``), with scores.
        public var gapMatches: [(source: String, translation: String, score: Double)] = []

        public static func == (l: Result, r: Result) -> Bool {
            l.pairs.map(\.source) == r.pairs.map(\.source) && l.pairs.map(\.translation) == r.pairs.map(\.translation)
                && l.missing == r.missing && l.extra == r.extra
        }
        public func hash(into hasher: inout Hasher) { hasher.combine(missing); hasher.combine(extra) }
    }

    /// What identifies a section across languages.
    struct Fingerprint {
        var numberSlug: String?
        var level: Int
        var code: Set<String>
        var apis: Set<String>
        var numbers: Set<String>
        var os: Int?
        var tables: [String]
        var kinds: [Block.Kind]

        init(_ section: Section) {
            let own = section.blocks
            // A numbered section's id is its number slug (`part-2b`, `16-3`), the same in every language.
            numberSlug = section.number == nil ? nil : section.id
            level = section.level
            code = Set(own.compactMap { $0.snippet.map { Anchors.normalizedCode($0.code) } })
            let prose = ([section.heading] + own.filter { $0.snippet == nil }.map(\.plainText)).joined(separator: "\n")
            let anchors = Anchors.of(prose)
            // Anchors are ASCII, so "all digits" is a byte test.
            func isNumeral(_ anchor: String) -> Bool { anchor.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") } }
            apis = Set(anchors.filter { !isNumeral($0) })
            numbers = Set(anchors.filter(isNumeral))
            os = Availability.minimum(in: section.heading)
            tables = own.compactMap(\.table).map { "\($0.header.count)x\($0.rows.count)" }
            kinds = own.map(\.kind)
        }

        func similarity(to other: Fingerprint) -> Double {
            if let a = numberSlug, let b = other.numberSlug { return a == b ? 1 : 0 }
            if (numberSlug == nil) != (other.numberSlug == nil) { return 0 }
            // Both name identifiers and share none, and no code: different sections, whatever their shape.
            if apis.count >= 2, other.apis.count >= 2, apis.isDisjoint(with: other.apis), code.isDisjoint(with: other.code) { return 0 }
            var score = 0.0, weight = 0.0
            func add(_ value: Double, _ w: Double) { score += value * w; weight += w }
            if !code.isEmpty || !other.code.isEmpty { add(Anchors.jaccard(code, other.code), 3) }
            if !apis.isEmpty || !other.apis.isEmpty { add(Anchors.jaccard(apis, other.apis), 2) }
            if !numbers.isEmpty || !other.numbers.isEmpty { add(Anchors.jaccard(numbers, other.numbers), 1) }
            if os != nil || other.os != nil { add(os == other.os ? 1 : 0, 1) }
            if !tables.isEmpty || !other.tables.isEmpty { add(tables == other.tables ? 1 : 0.3, 1) }
            add(kinds == other.kinds ? 1 : (kinds.count == other.kinds.count ? 0.6 : 0.2), 1)
            add(level == other.level ? 1 : 0, 1)
            return weight == 0 ? 0 : score / weight
        }
    }

    /// Aligns `translation` to `source` and returns the translation with source ids, plus what matched;
    /// the sections left between aligned neighbours get a second chance with `gaps`.
    public static func align(source: Document, translation: Document,
                             gaps: SectionGapMatcher = SectionGapMatcher()) -> (Document, Result) {
        let s = source.allSections, t = translation.allSections
        let fs = s.map(Fingerprint.init), ft = t.map(Fingerprint.init)
        var pairs = MonotoneAligner.align(s.count, t.count) { i, j in
            let sim = fs[i].similarity(to: ft[j])
            return sim >= 0.35 ? sim : 0
        }
        let outcome = gaps.match(s, t, pairs: pairs, languages: (source.language, translation.language))
        pairs = (pairs + outcome.matches.map { ($0.source, $0.translation) }).sorted { $0.0 < $1.0 }
        var rename: [String: String] = [:]
        for (i, j) in pairs { rename[t[j].id] = s[i].id }
        let matchedSource = Set(pairs.map { s[$0.0].id }), matchedTranslation = Set(pairs.map { t[$0.1].id })
        var result = Result(pairs: pairs.map { (s[$0.0].id, t[$0.1].id) },
                            missing: s.map(\.id).filter { !matchedSource.contains($0) },
                            extra: t.map(\.id).filter { !matchedTranslation.contains($0) })
        result.gapMatches = outcome.matches.map { (s[$0.source].id, t[$0.translation].id, $0.score) }
        for (i, value) in outcome.missing { result.certainty[s[i].id] = value }
        var renamed = translation
        let suffix = translation.language.tag.lowercased().filter { $0.isLetter || $0.isNumber || $0 == "-" }
        var used = Set(s.map(\.id))
        let extraCertainty = Dictionary(outcome.extra.map { (t[$0.key].id, $0.value) }, uniquingKeysWith: { a, _ in a })
        func apply(_ section: Section) -> Section {
            var section = section
            if let id = rename[section.id] { section.id = id } else {
                var id = "\(section.id)-\(suffix)"
                while used.contains(id) { id += "-x" }
                if let certainty = extraCertainty[section.id] { result.certainty[id] = certainty }
                section.id = id
            }
            used.insert(section.id)
            section.blocks = section.blocks.numberingSnippets(prefix: section.id)
            section.children = section.children.map(apply)
            return section
        }
        renamed.sections = translation.sections.map(apply)
        return (renamed, result)
    }
}
