import BridgeKBModel
/// The answer to one query: the results, how the query was read, and why it is empty when it is.
public struct SearchResponse: Codable, Hashable, Sendable {
    /// Why a response has no results.
    public enum EmptyReason: String, Codable, Sendable {
        /// The query holds no letter, number, Han or kana (empty, punctuation, emoji).
        case noSearchableTokens
        /// The query was searched and nothing matched.
        case noMatches

        public var message: String {
            switch self {
            case .noSearchableTokens: return "the query has no letters, numbers or CJK characters to search for"
            case .noMatches: return "nothing matched"
            }
        }
    }

    /// The query as searched (cut when it was too long).
    public var query: String
    public var truncated: Bool
    public var language: Language?
    /// The query's tokens, as `kind:text`.
    public var tokens: [String]
    /// Misspelt identifiers and the indexed ones used instead.
    public var corrections: [String: String]
    /// Ids of the glossary concepts the query mentions.
    public var concepts: [String]
    /// The mined lexicon's terms the query mentions (matching forms), when expanded through them.
    public var lexicon: [String] = []
    public var results: [SearchResult]
    /// How many results there were before the cut at ``SearchOptions/limit``.
    public var total = 0
    public var emptyReason: EmptyReason?
}
