import BridgeKBModel
/// One result of a search: a record and its translations that matched, sharing a group key.
public struct SearchResult: Codable, Hashable, Sendable {
    public var groupKey: String
    /// Hits of the group, the query's (or preferred) language first, then by stage and score.
    public var hits: [SearchHit]
    /// The best hit of each other section of the same chapter that matched (``ResultRanker``).
    public var merged: [SearchHit] = []

    /// The hit to show first.
    public var best: SearchHit { hits[0] }
    /// The strictest stage among the hits.
    public var stage: SearchStage { hits.map(\.stage).min()! }
    /// The highest score among the hits.
    public var score: Double { hits.map(\.score).max()! }
    /// The languages of the hits, sorted.
    public var languages: [Language] { Array(Set(hits.map(\.record.language))).sorted() }
}
