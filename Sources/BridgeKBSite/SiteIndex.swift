import BridgeKBModel

/// Look-up tables over a knowledge base, built once per site build, so that every page finds its
/// entries, translations, snippets and links in constant time instead of scanning the whole base.
final class SiteIndex: @unchecked Sendable {
    let guides: [String: Guide]
    let entriesByID: [String: [Entry]]
    let entriesByGuideLanguage: [String: [Entry]]
    let entriesBySectionLanguage: [String: [Entry]]
    let entriesByLanguage: [Language: [Entry]]
    /// `<guide>/<lang>/<snippet-id>` → snippet.
    let snippets: [String: Snippet]
    /// `<guide>/<lang>/<section-id>` → the first section with that id, depth first (each entry page
    /// looks its section up: scanning the document per entry was quadratic in a large guide).
    let sections: [String: Section]
    /// Related-link scores by the sorted pair of entry ids (`a|b`).
    let relatedScores: [String: Double]
    let issuesByGuideLanguage: [String: Int]
    /// Each guide's document titles by language (the first document of a language, as
    /// ``Guide/document(in:)``): looked up for every related entry and API item of every page, where
    /// finding the document copied the guide.
    let titles: [String: [Language: String]]

    init(_ kb: KnowledgeBase) {
        guides = Dictionary(kb.guides.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        entriesByID = Dictionary(grouping: kb.entries, by: \.id)
        entriesByGuideLanguage = Dictionary(grouping: kb.entries, by: { "\($0.guide)/\($0.language.tag)" })
        entriesBySectionLanguage = Dictionary(grouping: kb.entries, by: { "\($0.guide)/\($0.language.tag)/\($0.source.section)" })
        entriesByLanguage = Dictionary(grouping: kb.entries, by: \.language)
        var snippets: [String: Snippet] = [:]
        var sections: [String: Section] = [:]
        for guide in kb.guides {
            for document in guide.documents {
                for snippet in document.allSnippets { snippets["\(guide.id)/\(document.language.tag)/\(snippet.id)"] = snippet }
                for section in document.allSections where sections["\(guide.id)/\(document.language.tag)/\(section.id)"] == nil {
                    sections["\(guide.id)/\(document.language.tag)/\(section.id)"] = section
                }
            }
        }
        self.snippets = snippets
        titles = Dictionary(kb.guides.map { guide in
            (guide.id, Dictionary(guide.documents.map { ($0.language, $0.title) }, uniquingKeysWith: { a, _ in a }))
        }, uniquingKeysWith: { a, _ in a })
        self.sections = sections
        relatedScores = Dictionary(kb.links.filter { $0.kind == .related }.map { link in
            (Self.pairKey(String(link.from.dropFirst("entry:".count)), String(link.to.dropFirst("entry:".count))), link.score)
        }, uniquingKeysWith: { $1 })
        issuesByGuideLanguage = Dictionary(grouping: kb.translations.issues, by: { "\($0.guide)/\($0.language)" }).mapValues(\.count)
    }

    static func pairKey(_ a: String, _ b: String) -> String { a < b ? "\(a)|\(b)" : "\(b)|\(a)" }

    func guide(_ id: String) -> Guide? { guides[id] }
    func entries(id: String) -> [Entry] { entriesByID[id] ?? [] }
    func entries(guide: String, language: Language) -> [Entry] { entriesByGuideLanguage["\(guide)/\(language.tag)"] ?? [] }
    func entries(guide: String, language: Language, section: String) -> [Entry] {
        entriesBySectionLanguage["\(guide)/\(language.tag)/\(section)"] ?? []
    }
    func snippet(guide: String, language: Language, id: String) -> Snippet? { snippets["\(guide)/\(language.tag)/\(id)"] }
    /// The section `id` of `guide`'s document in `language` (the first, depth first, as ``Document/section(id:)``).
    func section(guide: String, language: Language, id: String) -> Section? { sections["\(guide)/\(language.tag)/\(id)"] }
    func documentTitle(_ guide: String, _ language: Language) -> String? { titles[guide]?[language] }
}
