/// Term pairs mined from the aligned translations of the content (``LexiconMiner``): `扩展` ⇄ `拡張`,
/// `内存泄漏` ⇄ `メモリーリーク`, each with the evidence it rests on. Search expands a query through
/// them, more weakly than through the hand-written glossary, which wins where both have a term and
/// can veto a pair (``filtered(by:)``).
public struct Lexicon: Codable, Hashable, Sendable {
    /// Two terms that translate each other.
    public struct Pair: Codable, Hashable, Sendable {
        /// Language tag → the term as the guides write it (its first occurrence).
        public var terms: [String: String]
        /// Language tag → the term's matching form (``TextNormalizer/normalize(_:)``).
        public var keys: [String: String]
        /// Aligned units in which the two terms were linked to each other.
        public var links: Int
        /// Aligned units holding both terms.
        public var cooccurrences: Int
        /// Language tag → aligned units holding the term.
        public var frequencies: [String: Int]
        /// Dice's coefficient of the two terms over the aligned units: 2 × both / (one + other).
        public var score: Double
        /// A few places the pair was linked.
        public var evidence: [Evidence]
        /// The glossary concept that has both terms, when one does.
        public var concept: String?

        public init(terms: [String: String], keys: [String: String], links: Int, cooccurrences: Int,
                    frequencies: [String: Int], score: Double, evidence: [Evidence] = [], concept: String? = nil) {
            self.terms = terms; self.keys = keys; self.links = links; self.cooccurrences = cooccurrences
            self.frequencies = frequencies; self.score = score; self.evidence = evidence; self.concept = concept
        }

        /// The pair's languages, sorted.
        public var languages: [String] { keys.keys.sorted() }

        /// Every key written, `concept` as `null` when no concept holds the pair (kb.json's contract).
        public func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(terms, forKey: .terms); try c.encode(keys, forKey: .keys); try c.encode(links, forKey: .links)
            try c.encode(cooccurrences, forKey: .cooccurrences); try c.encode(frequencies, forKey: .frequencies)
            try c.encode(score, forKey: .score); try c.encode(evidence, forKey: .evidence); try c.encode(concept, forKey: .concept)
        }
    }

    /// The kind of aligned unit a pair was linked in.
    public enum UnitKind: String, Codable, Hashable, Sendable { case title, heading, cell, item, text, entry }

    /// A place where a pair was linked: a guide's section (its source id) and the kind of unit.
    public struct Evidence: Codable, Hashable, Sendable {
        public var guide: String
        public var section: String
        public var unit: UnitKind

        public init(guide: String, section: String, unit: UnitKind) {
            self.guide = guide; self.section = section; self.unit = unit
        }
    }

    /// The pairs, strongest first.
    public var pairs: [Pair]
    /// How many aligned units were mined.
    public var units: Int
    /// How many mined pairs the glossary vetoed.
    public var vetoed: Int

    public init(pairs: [Pair] = [], units: Int = 0, vetoed: Int = 0) {
        self.pairs = pairs; self.units = units; self.vetoed = vetoed
    }

    public var isEmpty: Bool { pairs.isEmpty }

}
