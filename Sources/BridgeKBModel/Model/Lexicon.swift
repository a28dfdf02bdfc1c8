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
        /// Distinct sections (of a guide's source) in which the pair was linked.
        public var sections: Int
        /// How sure the miner is that the terms translate each other (0…1): specificity (``score``) ×
        /// evidence (``sections``) × form (``LexiconConfidence``); only pairs above the miner's floor are kept.
        public var confidence: Double
        /// A few places the pair was linked.
        public var evidence: [Evidence]
        /// The glossary concept that has both terms, when one does.
        public var concept: String?

        public init(terms: [String: String], keys: [String: String], links: Int, cooccurrences: Int,
                    frequencies: [String: Int], score: Double, sections: Int = 1, confidence: Double? = nil,
                    evidence: [Evidence] = [], concept: String? = nil) {
            self.terms = terms; self.keys = keys; self.links = links; self.cooccurrences = cooccurrences
            self.frequencies = frequencies; self.score = score; self.sections = sections
            self.confidence = confidence ?? score; self.evidence = evidence; self.concept = concept
        }

        /// The pair's languages, sorted.
        public var languages: [String] { keys.keys.sorted() }

        enum CodingKeys: String, CodingKey {
            case terms, keys, links, cooccurrences, frequencies, score, sections, confidence, evidence, concept
        }

        public init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            terms = try c.decode([String: String].self, forKey: .terms); keys = try c.decode([String: String].self, forKey: .keys)
            links = try c.decode(Int.self, forKey: .links); cooccurrences = try c.decode(Int.self, forKey: .cooccurrences)
            frequencies = try c.decode([String: Int].self, forKey: .frequencies); score = try c.decode(Double.self, forKey: .score)
            // Written by every version since issue 32; earlier kb.json files lack them.
            sections = try c.decodeIfPresent(Int.self, forKey: .sections) ?? 1
            confidence = try c.decodeIfPresent(Double.self, forKey: .confidence) ?? score
            evidence = try c.decode([Evidence].self, forKey: .evidence); concept = try c.decodeIfPresent(String.self, forKey: .concept)
        }

        /// Every key written, `concept` as `null` when no concept holds the pair (kb.json's contract).
        public func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(terms, forKey: .terms); try c.encode(keys, forKey: .keys); try c.encode(links, forKey: .links)
            try c.encode(cooccurrences, forKey: .cooccurrences); try c.encode(frequencies, forKey: .frequencies)
            try c.encode(score, forKey: .score); try c.encode(sections, forKey: .sections)
            try c.encode(confidence, forKey: .confidence)
            try c.encode(evidence, forKey: .evidence); try c.encode(concept, forKey: .concept)
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
