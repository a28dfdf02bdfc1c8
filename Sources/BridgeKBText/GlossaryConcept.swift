import BridgeKBModel
/// One concept of the glossary: its terms in each language and the APIs it is anchored to.
public struct GlossaryConcept: Codable, Hashable, Sendable, Identifiable {
    /// A stable ASCII slug, e.g. `retain-cycle`.
    public var id: String
    /// Terms by BCP 47 language tag (`zh-Hans`, `ja`, `en`), most usual first.
    public var terms: [String: [String]]
    /// API names the concept is anchored to, e.g. `[weak self]`, `updateUIView(_:context:)`.
    public var apis: [String]
    /// Ids of narrower or neighbouring concepts a search for this one should also reach, at the
    /// expanded stage (`retain-cycle` → `strong-reference`, `parent-reference`).
    public var related: [String]

    public init(id: String, terms: [Language: [String]], apis: [String] = [], related: [String] = []) {
        self.id = id
        self.terms = Dictionary(uniqueKeysWithValues: terms.map { ($0.key.tag, $0.value) })
        self.apis = apis
        self.related = related
    }

    /// The terms of one language (empty when it has none).
    public func terms(in language: Language) -> [String] { terms[language.tag] ?? [] }

    /// The languages that have terms, sorted by tag.
    public var languages: [Language] { terms.keys.sorted().map(Language.init) }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        terms = try container.decode([String: [String]].self, forKey: .terms)
        apis = try container.decodeIfPresent([String].self, forKey: .apis) ?? []
        related = try container.decodeIfPresent([String].self, forKey: .related) ?? []
    }
}
