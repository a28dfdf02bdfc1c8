import BridgeKBModel
/// Limits and filters of one search.
public struct SearchOptions: Sendable {
    /// At most this many results (groups).
    public var limit: Int
    /// Only records in these languages (all when `nil`).
    public var languages: Set<Language>?
    /// Only records of these kinds (all when `nil`).
    public var kinds: Set<String>?
    /// Only records of these guides (all when `nil`).
    public var guides: Set<String>?
    /// Only records whose APIs mention this name (its first word, e.g. `updateUIView`).
    public var api: String?
    /// The language whose hit comes first in a result (the query's language when `nil`).
    public var preferredLanguage: Language?
    /// The relaxed stage runs when the strict stages found fewer results than this.
    public var relaxBelow: Int
    /// The length of excerpts, in characters.
    public var excerptLength: Int
    /// Whether every hit of a result gets an excerpt; when `false` only the first (best) hit does
    /// and the others get their title, which saves tokenizing long sections nobody will see.
    public var excerptsForEveryHit = true
    /// Whether the query is expanded through the mined lexicon too (the `lexicon` stage).
    public var usesLexicon = true

    public init(limit: Int = 20, languages: Set<Language>? = nil, kinds: Set<String>? = nil,
                guides: Set<String>? = nil, api: String? = nil, preferredLanguage: Language? = nil,
                relaxBelow: Int = 3, excerptLength: Int = 100) {
        self.limit = limit
        self.languages = languages
        self.kinds = kinds
        self.guides = guides
        self.api = api
        self.preferredLanguage = preferredLanguage
        self.relaxBelow = relaxBelow
        self.excerptLength = excerptLength
    }
}
