import Foundation
import BridgeKBModel
import BridgeKBExtraction

/// Every API the guides of one language mention, with the sections, entries and snippets that use it.
struct APIIndex {
    /// One API and where it appears.
    struct API {
        var name: String
        var slug: String
        var sections: [(guide: String, section: Section)] = []
        var entries: [Entry] = []
        var snippets: [(guide: String, section: Section, snippet: Snippet)] = []
        var count: Int { sections.count + entries.count + snippets.count }
        /// The snippets, each listing once (a snippet may name the API several times); made once the
        /// index is complete, since every API page and its fingerprint need them.
        private(set) var distinctSnippets: [(guide: String, section: Section, snippet: Snippet)] = []

        mutating func gatherDistinctSnippets() {
            var seen = Set<String>()
            distinctSnippets = snippets.filter { seen.insert("\($0.guide)/\($0.snippet.id)").inserted }
        }
        /// The pages its API page takes at `size` items a page.
        func pages(size: Int) -> Int { Pagination.pages(entries.count + sections.count + distinctSnippets.count, size: size) }
    }

    var apis: [API]

    init(kb: KnowledgeBase, language: Language) {
        var byName: [String: API] = [:]
        var slugOwner: [String: String] = [:]
        func slot(_ name: String) -> String? {
            if byName[name] != nil { return name }
            let slug = SitePaths.apiSlug(name)
            guard !slug.isEmpty else { return nil }
            // `@State` and `State` share a page; the first spelling seen names it.
            if let owner = slugOwner[slug] { return owner }
            slugOwner[slug] = name
            byName[name] = API(name: name, slug: slug)
            return name
        }
        // Recognising the APIs of every Swift snippet is the costly part and independent per guide:
        // on every core first, then gathered in guide order.
        let snippetAPIs = kb.guides.parallelMap { guide -> [[String]] in
            guard let document = guide.document(in: language) else { return [] }
            return document.allSections.flatMap { section in
                section.snippets.filter { $0.language == .swift }.map { APIRecognizer.apis(inCode: $0.code) }
            }
        }
        for (g, guide) in kb.guides.enumerated() {
            guard let document = guide.document(in: language) else { continue }
            var recognized = snippetAPIs[g].makeIterator()
            for section in document.allSections {
                for name in section.apis { if let key = slot(name) { byName[key]!.sections.append((guide.id, section)) } }
                for snippet in section.snippets where snippet.language == .swift {
                    for name in recognized.next() ?? [] {
                        if let key = slot(name) { byName[key]!.snippets.append((guide.id, section, snippet)) }
                    }
                }
            }
        }
        for entry in kb.entries where entry.language == language {
            for name in entry.apis { if let key = slot(name) { byName[key]!.entries.append(entry) } }
        }
        apis = byName.values.map { api in
            var api = api
            api.gatherDistinctSnippets()
            return api
        }.sorted { ($0.name.lowercased(), $0.name) < ($1.name.lowercased(), $1.name) }
    }
}
