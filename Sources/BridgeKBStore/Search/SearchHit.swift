/// One record that matched a query: which stage found it, whether across languages, and where.
public struct SearchHit: Codable, Hashable, Sendable {
    public var record: SearchRecord
    public var stage: SearchStage
    /// The query was written in one language and the record is in another.
    public var crossLanguage: Bool
    /// BM25 relevance (higher is better) times the stage's weight (and coverage, when relaxed).
    public var score: Double
    /// The query or glossary tokens the record holds, sorted.
    public var matchedTokens: [String]
    public var excerpt: Excerpt
}
