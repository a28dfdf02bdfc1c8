import BridgeKBText
/// The part of a query the mined lexicon can carry into another language (the `lexicon` stage):
/// the lexicon terms it mentions with their translations, the glossary terms it mentions with theirs,
/// and the units neither covers. Each is a *piece*: a group of alternatives (each the AND of its
/// units) or one unit. The strict stage requires every piece; when it finds too little, a relaxed
/// pass takes rows holding enough of them (the same coverage threshold as the relaxed stage).
///
/// A lexicon term inside or across a glossary term is not used (the glossary wins); one that holds a
/// glossary term is (`尾随闭包` is more than `闭包`). Units that only bridge two covered terms
/// (`逸闭` in `逃逸闭包`) and units with hiragana (`する`, `系の`: Japanese grammar, or a word's edge
/// next to it) are no pieces: they do not translate.
public struct LexiconQuery: Sendable {
    /// A term of the mined lexicon found in a query, and the terms it translates to.
    public struct Expansion: Hashable, Sendable {
        /// The term's matching form, as the query holds it.
        public var matched: String
        /// Where, in scalars of the query's matching form.
        public var range: Range<Int>
        /// Its translations, strongest first (``LexiconTable``).
        public var alternatives: [Glossary.Term]
    }

    /// One requirement: alternatives, each the tokens it needs together.
    public typealias Piece = [[String]]

    public var expansions: [Expansion]
    public var pieces: [Piece]

    /// The lexicon part of `plan` (whose units are `units`): `translations` answers a key of the
    /// table with its translations (or nothing); keys are looked for up to `longestKey` scalars, in
    /// every run of CJK scalars of the query's matching form, the longest first, then the leftmost,
    /// no two overlapping. Nil when the query mentions no lexicon term.
    public init?(_ plan: QueryPlanner.Plan, units: [QueryPlanner.Unit], planner: QueryPlanner, longestKey: Int,
                 translations: (String) throws -> [Glossary.Term]) rethrows {
        guard longestKey > 0, !units.isEmpty else { return nil }
        let form = Array(Glossary.matchingForm(planner.tokenizer.normalizer.normalize(plan.query)).unicodeScalars)
        let expanded = Set(plan.expansions.map(\.concept.id))
        let glossaryRanges = (planner.glossary?.matches(in: plan.query) ?? []).filter { expanded.contains($0.concept.id) }.map(\.range)
        var found: [Expansion] = []
        for start in form.indices where SearchCharacterClass.isCJK(form[start]) {
            var end = start
            while end < form.count, end - start < longestKey, SearchCharacterClass.isCJK(form[end]) {
                end += 1
                let range = start..<end
                // Inside or across a glossary term: the glossary's.
                if glossaryRanges.contains(where: { $0.overlaps(range) && !(range.lowerBound <= $0.lowerBound && $0.upperBound <= range.upperBound) }) { continue }
                let key = String(String.UnicodeScalarView(form[range]))
                let alternatives = try translations(key)
                if !alternatives.isEmpty { found.append(Expansion(matched: key, range: range, alternatives: alternatives)) }
            }
        }
        var taken: [Expansion] = []
        for candidate in found.sorted(by: { ($0.range.count, -$0.range.lowerBound) > ($1.range.count, -$1.range.lowerBound) })
        where !taken.contains(where: { $0.range.overlaps(candidate.range) }) {
            taken.append(candidate)
        }
        guard !taken.isEmpty else { return nil }
        expansions = taken.sorted { $0.range.lowerBound < $1.range.lowerBound }

        // Pieces: glossary groups, lexicon groups, then the units left.
        func alternatives(_ keys: [String]) -> Piece {
            var seen = Set<[String]>()
            return keys.map { planner.units(in: $0).map(\.token.text) }.filter { !$0.isEmpty && seen.insert($0).inserted }
        }
        var covered = Set<String>()
        var pieces: [Piece] = []
        for expansion in plan.expansions {
            covered.formUnion(planner.units(in: expansion.matched.key).map(\.token.text))
            pieces.append(alternatives(([expansion.matched] + expansion.alternatives).map(\.key)))
        }
        for expansion in expansions {
            covered.formUnion(planner.units(in: expansion.matched).map(\.token.text))
            pieces.append(alternatives([expansion.matched] + expansion.alternatives.map(\.key)))
        }
        // CJK pairs touching a covered span only bridge two terms.
        let spans = glossaryRanges + expansions.map(\.range)
        for i in form.indices.dropLast() where spans.contains(where: { $0.contains(i) || $0.contains(i + 1) }) {
            covered.insert(String(String.UnicodeScalarView([form[i], form[i + 1]])))
        }
        for unit in units where !covered.contains(unit.token.text) {
            guard !unit.token.text.unicodeScalars.contains(where: { (0x3041...0x309F).contains($0.value) }) else { continue }
            pieces.append([[unit.token.text]])
        }
        self.pieces = pieces.filter { !$0.isEmpty }
    }

    /// Every piece required.
    public var strictExpression: String? {
        pieces.isEmpty ? nil : pieces.map(Self.expression).joined(separator: " AND ")
    }

    /// Any piece: candidates for ``coverage(in:)``; nil with fewer than two pieces.
    public var relaxedExpression: String? {
        pieces.count < 2 ? nil : pieces.map(Self.expression).joined(separator: " OR ")
    }

    /// The share of pieces a row's tokens satisfy.
    public func coverage(in tokens: Set<String>) -> Double {
        guard !pieces.isEmpty else { return 0 }
        let met = pieces.filter { piece in piece.contains { $0.allSatisfy(tokens.contains) } }.count
        return Double(met) / Double(pieces.count)
    }

    /// Every token of every piece: what a hit may match (and highlight).
    public var tokens: Set<String> { Set(pieces.flatMap { $0.flatMap { $0 } }) }

    private static func expression(_ piece: Piece) -> String {
        let alternatives = piece.map { $0.map(QueryPlanner.quote).joined(separator: " AND ") }
        return piece.count == 1 && piece[0].count == 1 ? alternatives[0] : "(" + alternatives.map { "(\($0))" }.joined(separator: " OR ") + ")"
    }
}
