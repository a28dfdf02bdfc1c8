import BridgeKBModel
/// One result of a search: a record and its translations that matched, sharing a group key.
public struct SearchResult: Codable, Hashable, Sendable {
    public var groupKey: String
    /// Hits of the group, the query's (or preferred) language first, then by stage and score.
    public var hits: [SearchHit]
    /// The best hit of each section folded into this result (``ResultRanker``): for an entry, the section it
    /// lives in and other sections of its chapter; for a section, other sections of its chapter.
    public var merged: [SearchHit] = []
    /// The sections folded in that are not this result's own place: an entry's own section is where it stands
    /// (its path says so), no other place to look (search.js's `home` says the same).
    public var otherSections: [SearchHit] {
        guard groupKey.hasPrefix("entry:") else { return merged }
        return merged.filter { $0.record.groupKey != best.record.chapter }
    }

    /// The hit to show first.
    public var best: SearchHit { hits[0] }
    /// The strictest stage among the hits.
    public var stage: SearchStage { hits.map(\.stage).min()! }
    /// The highest score among the hits.
    public var score: Double { hits.map(\.score).max()! }
    /// The languages of the hits, sorted.
    public var languages: [Language] { Array(Set(hits.map(\.record.language))).sorted() }
}
