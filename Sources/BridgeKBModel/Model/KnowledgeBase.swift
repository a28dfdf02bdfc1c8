/// A typed connection between two entries or sections.
public struct Link: Codable, Hashable, Sendable {
    /// Why two things are linked.
    public enum Kind: String, Codable, Sendable, CaseIterable {
        /// The same section or entry in another language.
        case translation
        /// The same problem described in another guide.
        case related
    }

    /// `entry:<id>@<lang>` or `section:<guide>/<id>@<lang>`.
    public var from: String
    public var to: String
    public var kind: Kind
    public var score: Double

    public init(from: String, to: String, kind: Kind, score: Double) {
        self.from = from; self.to = to; self.kind = kind; self.score = score
    }
}

/// Everything bridgekb knows: guides with their documents, entries, links, and snippet checks.
public struct KnowledgeBase: Codable, Hashable, Sendable {
    public var guides: [Guide]
    public var entries: [Entry]
    public var links: [Link]
    /// Coverage, drift and staleness of every translation.
    public var translations: TranslationReport
    /// The result of checking every snippet.
    public var snippetChecks: [SnippetCheck] = []
    /// Lint rule id → the entries it enforces.
    public var ruleEntries: [String: [String]] = [:]
    /// Term pairs mined from the aligned translations (the glossary's vetoes applied).
    public var lexicon = Lexicon()

    public init(guides: [Guide] = [], entries: [Entry] = [], links: [Link] = [], translations: TranslationReport = TranslationReport()) {
        self.guides = guides; self.entries = entries; self.links = links; self.translations = translations
    }

    public func guide(_ id: String) -> Guide? { guides.first { $0.id == id } }

    /// The records of entry `id`, one per language.
    public func entries(id: String) -> [Entry] { entries.filter { $0.id == id } }
}
