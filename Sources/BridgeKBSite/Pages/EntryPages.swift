import BridgeKBModel
import BridgeKBReaders

extension Entry.Kind {
    /// A mistake or an anti-pattern: its listings show what not to write.
    var showsWhatNotToDo: Bool { self == .mistake || self == .antiPattern }
}

extension PageContext {
    /// One entry: symptom, cause, fix, snippets, translations, related entries, APIs, minimum OS.
    func entryPage(_ entry: Entry) throws -> String {
        let path = SitePaths.entry(entry.id, language)
        let document = index.guide(entry.guide)?.document(in: language)
        var renderer = blockRenderer(guide: entry.guide, sourcePath: entry.source.file, page: path)
        if entry.kind.showsWhatNotToDo { renderer.wrongListings = Set(entry.examples) }
        let fields: [MustacheValue] = entry.shownFields.map { key, text in
            .object(["key": .string(key), "label": .string(label("field_\(key)")),
                     "html": .string(text.split(separator: "\n").map { "<p>\(CommonMarkBridge.inlineHTML(String($0)))</p>" }.joined())])
        }
        let section = document == nil ? nil : index.section(guide: entry.guide, language: language, id: entry.source.section)
        let examples = Self.listings(entry.examples.compactMap { index.snippet(guide: entry.guide, language: language, id: $0) },
                                     section: section, isWrong: renderer.isWrong)
            .map { renderer.html(.code($0)) }.joined(separator: "\n")
        let translations: [MustacheValue] = index.entries(id: entry.id).filter { $0.language != language }.map {
            .object(["name": .string($0.language.nativeName), "title": .string($0.title), "titleHTML": .string(TitleHTML.render($0.title)), "lang": .string($0.language.tag),
                     "href": .string(SitePaths.relative(from: path, to: SitePaths.entry($0.id, $0.language)))])
        }
        let related: [MustacheValue] = entry.related.compactMap { id in
            let records = index.entries(id: id)
            guard let target = records.first(where: { $0.language == language }) ?? records.first else { return nil }
            let score = index.relatedScores[SiteIndex.pairKey(entry.id, id)]
            return .object(["title": .string(target.title), "titleHTML": .string(TitleHTML.render(target.title)), "guide": .string(index.documentTitle(target.guide, target.language) ?? target.guide),
                            "kindLabel": .string(label("kind_\(target.kind.rawValue)")), "lang": .string(target.language.tag),
                            "href": .string(SitePaths.relative(from: path, to: SitePaths.entry(target.id, target.language))),
                            "score": .string(score.map { String(format: "%.2f", $0) } ?? "")])
        }
        // A name of the API index's list links to its page (which the entry itself puts in the index); others are plain.
        let apis: [MustacheValue] = entry.apis.map { api in
            let listed = APIFrameworks.standard.framework(of: api) != nil
            return .object(["name": .string(api),
                            "href": listed ? .string(SitePaths.relative(from: path, to: SitePaths.api(SitePaths.apiSlug(api), language))) : .null])
        }
        // An entry from the text before the first section links to the top of its guide.
        let sectionHref = document.map { document in
            SitePaths.relative(from: path, to: SitePaths.guide(entry.guide, language))
                + (section == nil ? "" : "#" + entry.source.section)
        } ?? ""
        let target = entry.target.map { SitePaths.relative(from: path, to: SitePaths.guide(entry.guide, language)) + "#" + $0 }
        let guideHref = SitePaths.relative(from: path, to: SitePaths.guide(entry.guide, language))
        var context: [String: MustacheValue] = [
            "title": .string(entry.title), "titleHTML": .string(TitleHTML.render(entry.title)), "id": .string(entry.id),
            "kind": .string(entry.kind.rawValue), "kindLabel": .string(label("kind_\(entry.kind.rawValue)")), "fields": .array(fields),
            "examples": .string(examples), "translations": .array(translations), "related": .array(related),
            "apis": .array(apis), "minimumOS": entry.minimumOS.map { .number(Double($0)) } ?? .null,
            "guideTitle": .string(document?.title ?? entry.guide), "sectionPath": .string(entry.source.sectionPath.joined(separator: " › ")),
            "sectionPathHTML": .string(entry.source.sectionPath.map(TitleHTML.render).joined(separator: " › ")),
            "sectionHref": .string(sectionHref), "targetHref": target.map(MustacheValue.string) ?? .null,
            "guideHref": .string(document == nil ? "" : guideHref),
            "rules": .array(rulesEnforcing(entry, from: path)),
        ]
        pageMeta(source: entry.source.file, line: entry.source.line, id: entry.id).forEach { context[$0.key] = $0.value }
        // What a search result or a shared link says about the entry: its symptom first, then its cause and fix
        // (cut to a description's length).
        let summary = [entry.symptom, entry.cause, entry.fix, entry.warning].filter { !$0.isEmpty }.joined(separator: " ")
        var layout: [String: MustacheValue] = ["currentGuide": .string(entry.guide), "ogType": "article"]
        if let document {
            layout["navigatorGuide"] = .object(["title": .string(document.title), "href": .string(guideHref), "isPage": false])
        }
        return try page(path, template: "entry", title: CodeSpans.unmarked(entry.title), active: "entries", context: context,
                        description: SiteText.plain(markdown: summary), layout: layout)
    }

    /// An entry's listings in the order a reader needs them: each wrong one followed by the fix the
    /// guide gives for it — the first ✅ listing after it in the entry's section — when the entry does not
    /// list that one already.
    static func listings(_ examples: [Snippet], section: Section?, isWrong: (Snippet) -> Bool) -> [Snippet] {
        var shown = Set(examples.map(\.id))
        var result: [Snippet] = []
        let sectionListings = section?.snippets ?? []
        for example in examples {
            result.append(example)
            guard isWrong(example), let at = sectionListings.firstIndex(where: { $0.id == example.id }),
                  let fix = sectionListings[(at + 1)...].first(where: { $0.marker == .good }), !shown.contains(fix.id) else { continue }
            shown.insert(fix.id)
            result.append(fix)
        }
        return result
    }

    /// Page `page` (of `pages`) of this language's entries, then of the entries not translated into
    /// it, filterable by kind, API and minimum OS; the filters' choices cover every entry, the lists
    /// this page's share (``SiteBuilder/entryIndexPageSize`` of both together).
    func entryIndex(page: Int = 1, of pages: Int = 1) -> PageBody {
        let path = SitePaths.entries(language, page: page)
        let entries = index.entriesByLanguage[language] ?? []
        let pagination = Pagination(page: page, pages: pages, size: builder.entryIndexPageSize)
        // A row of either list; an entry of another language says which.
        func row(_ entry: Entry) -> MustacheValue {
            var fields: [String: MustacheValue] = [
                "title": .string(entry.title), "titleHTML": .string(TitleHTML.render(entry.title)), "kind": .string(entry.kind.rawValue),
                "kindLabel": .string(label("kind_\(entry.kind.rawValue)")), "apis": .string(entry.apis.joined(separator: " ")), "apiList": .string(entry.apis.prefix(4).joined(separator: ", ")),
                "os": .string(entry.minimumOS.map(String.init) ?? ""), "osLabel": .string(entry.minimumOS.map { "iOS \($0)+" } ?? ""),
                "guide": .string(index.documentTitle(entry.guide, entry.language) ?? entry.guide),
                "href": .string(SitePaths.relative(from: path, to: SitePaths.entry(entry.id, entry.language))),
            ]
            if entry.language != language { fields["lang"] = .string(entry.language.tag) }
            return .object(fields)
        }
        let rows = entries[pagination.range(count: entries.count)].map(row)
        // The filters' counts in one pass over the language's entries, none of them copied.
        var kindCounts: [Entry.Kind: Int] = [:]
        var apiCounts: [String: Int] = [:]
        var osVersions: Set<Int> = []
        for index in entries.indices {
            kindCounts[entries[index].kind, default: 0] += 1
            for api in entries[index].apis { apiCounts[api, default: 0] += 1 }
            if let version = entries[index].minimumOS { osVersions.insert(version) }
        }
        let kinds: [MustacheValue] = Entry.Kind.allCases.compactMap { kind in
            kindCounts[kind].map { count in
                .object(["kind": .string(kind.rawValue), "label": .string(label("kind_\(kind.rawValue)")), "count": .number(Double(count))])
            }
        }
        let apis: [MustacheValue] = apiCounts.filter { $0.value >= 2 && APIFrameworks.standard.framework(of: $0.key) != nil }.keys
            .sorted { $0.lowercased() < $1.lowercased() }.map { .object(["name": .string($0)]) }
        let versions = osVersions.sorted().map { MustacheValue.object(["version": .number(Double($0))]) }
        let untranslated = index.untranslatedEntries(kb, into: language)
        let others = untranslated[pagination.range(count: untranslated.count, offset: entries.count)].map(row)
        let context: [String: MustacheValue] = [
            "entries": .array(rows), "kinds": .array(kinds), "apis": .array(apis), "versions": .array(versions),
            "others": .array(others), "count": .number(Double(rows.count + others.count)),
        ]
        return PageBody(template: "entries", title: page > 1 ? "\(label("nav_entries")) \(page)" : label("nav_entries"),
                        active: "entries", context: context.merging(pagination.context(from: path) { SitePaths.entries(language, page: $0) }) { a, _ in a })
    }
}

extension SiteIndex {
    /// The entries of other languages not translated into `language` (those of a guide's source
    /// language without a version in it), which its entry index lists after its own.
    func untranslatedEntries(_ kb: KnowledgeBase, into language: Language) -> [Entry] {
        kb.entries.filter { e in
            e.language != language && e.language == guide(e.guide)?.sourceLanguage && !entries(id: e.id).contains { $0.language == language }
        }
    }

    /// The number of pages of each language's entry index, at least one (``SiteBuilder/entryIndexPageSize``).
    func entryIndexPageCounts(_ kb: KnowledgeBase, _ languages: [Language], pageSize: Int) -> [Language: Int] {
        Dictionary(uniqueKeysWithValues: languages.map { language in
            let count = (entriesByLanguage[language]?.count ?? 0) + untranslatedEntries(kb, into: language).count
            return (language, Pagination.pages(count, size: pageSize))
        })
    }
}
