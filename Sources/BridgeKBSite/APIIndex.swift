import Foundation
import BridgeKBModel
import BridgeKBExtraction

/// Every API the guides of one language mention, with the sections, entries and snippets that use it.
struct APIIndex {
    /// One API and where it appears.
    struct API {
        var name: String
        var slug: String
        /// Its framework in ``APIFrameworks`` (`SwiftUI`, `UIKit` …).
        var framework: String = ""
        var sections: [(guide: String, section: Section)] = []
        var entries: [Entry] = []
        var snippets: [(guide: String, section: Section, snippet: Snippet)] = []
        /// The guides its items come from, each once, in the order they first come.
        var guides: [String] = []
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

    /// `recognize` gives the APIs each Swift snippet of a guide's document in `language` names
    /// (``recognizedAPIs(of:language:)``, or what a memo kept of it). Only names of `frameworks`
    /// are indexed.
    init(kb: KnowledgeBase, language: Language, frameworks: APIFrameworks = .standard, recognize: ((Guide) -> [[String]])? = nil) {
        var byName: [String: API] = [:]
        var slugOwner: [String: String] = [:]
        func slot(_ name: String) -> String? {
            if byName[name] != nil { return name }
            guard let framework = frameworks.framework(of: name) else { return nil }
            let slug = SitePaths.apiSlug(name)
            guard !slug.isEmpty else { return nil }
            // `@State` and `State` share a page; the first spelling seen names it.
            if let owner = slugOwner[slug] { return owner }
            slugOwner[slug] = name
            byName[name] = API(name: name, slug: slug, framework: framework)
            return name
        }
        var contributors: [String: Set<String>] = [:]
        func contributes(_ key: String, _ guide: String) {
            if byName[key]!.guides.last != guide, contributors[key, default: []].insert(guide).inserted { byName[key]!.guides.append(guide) }
        }
        // Recognising the APIs of every Swift snippet is the costly part and independent per guide:
        // on every core first, then gathered in guide order.
        let snippetAPIs = kb.guides.parallelMap { recognize?($0) ?? Self.recognizedAPIs(of: $0, language: language) }
        for (g, guide) in kb.guides.enumerated() {
            guard let document = guide.document(in: language) else { continue }
            var recognized = snippetAPIs[g].makeIterator()
            for section in document.allSections {
                for name in section.apis {
                    guard let key = slot(name) else { continue }
                    byName[key]!.sections.append((guide.id, section))
                    contributes(key, guide.id)
                }
                for snippet in section.snippets where snippet.language == .swift {
                    for name in recognized.next() ?? [] {
                        guard let key = slot(name) else { continue }
                        byName[key]!.snippets.append((guide.id, section, snippet))
                        contributes(key, guide.id)
                    }
                }
            }
        }
        // By index: an entry is copied only when it names an API.
        for index in kb.entries.indices where kb.entries[index].language == language && !kb.entries[index].apis.isEmpty {
            let entry = kb.entries[index]
            for name in entry.apis {
                guard let key = slot(name) else { continue }
                byName[key]!.entries.append(entry)
                contributes(key, entry.guide)
            }
        }
        apis = byName.values.map { api in
            var api = api
            api.gatherDistinctSnippets()
            return api
        }.sorted { ($0.name.lowercased(), $0.name) < ($1.name.lowercased(), $1.name) }
    }

    /// The APIs each Swift snippet of `guide`'s document in `language` names, snippets in order.
    static func recognizedAPIs(of guide: Guide, language: Language) -> [[String]] {
        guard let document = guide.document(in: language) else { return [] }
        return document.allSections.flatMap { section in
            section.snippets.filter { $0.language == .swift }.map { APIRecognizer.apis(inCode: $0.code) }
        }
    }
}
