import BridgeKBModel

extension PageContext {
    /// The API index: the listed framework APIs the guides of this language use, by framework (in the
    /// list's order), each framework's names by kind (types, members, attributes).
    func apiIndexPage(_ apiIndex: APIIndex) -> PageBody {
        let path = SitePaths.apis(language)
        let byFramework = Dictionary(grouping: apiIndex.apis, by: \.framework)
        let groups: [MustacheValue] = APIFrameworks.standard.frameworks.compactMap { framework in
            guard let apis = byFramework[framework.name], !apis.isEmpty else { return nil }
            let kinds: [MustacheValue] = ["type", "member", "attribute"].compactMap { kind in
                let items = apis.filter { APIFrameworks.kind(of: $0.name) == kind }
                guard !items.isEmpty else { return nil }
                return .object(["kind": .string(kind), "label": .string(label("apiKind_\(kind)")), "apis": .array(items.map { api in
                    .object(["name": .string(api.name), "count": .number(Double(api.count)),
                             "href": .string(SitePaths.relative(from: path, to: SitePaths.api(api.slug, language)))])
                })])
            }
            return .object(["name": .string(framework.name), "id": .string(SitePaths.apiSlug(framework.name)),
                            "count": .number(Double(apis.count)), "kinds": .array(kinds)])
        }
        return PageBody(template: "apis", title: label("nav_apis"), active: "apis", context: ["frameworks": .array(groups)],
                        description: label("apisIntro"))
    }

    /// What page `page` of `pages` of an API's page lists: entries first, then sections, then snippets
    /// (``SiteBuilder/apiPageSize`` items a page).
    func apiPageItems(_ api: APIIndex.API, page: Int, of pages: Int)
        -> (entries: ArraySlice<Entry>, sections: ArraySlice<(guide: String, section: Section)>,
            snippets: ArraySlice<(guide: String, section: Section, snippet: Snippet)>) {
        let pagination = Pagination(page: page, pages: pages, size: builder.apiPageSize)
        let distinct = api.distinctSnippets
        return (api.entries[pagination.range(count: api.entries.count)],
                api.sections[pagination.range(count: api.sections.count, offset: api.entries.count)],
                distinct[pagination.range(count: distinct.count, offset: api.entries.count + api.sections.count)])
    }

    /// One API: every section, entry and snippet of this language that uses it — page `page` of
    /// `pages` of them (``apiPageItems(_:page:of:)``).
    func apiPage(_ api: APIIndex.API, page: Int = 1, of pages: Int = 1) -> PageBody {
        let path = SitePaths.api(api.slug, language, page: page)
        let pagination = Pagination(page: page, pages: pages, size: builder.apiPageSize)
        let items = apiPageItems(api, page: page, of: pages)
        func guideTitle(_ id: String) -> String { index.documentTitle(id, language) ?? id }
        let entries: [MustacheValue] = items.entries.map { entry in
            .object(["title": .string(entry.title), "titleHTML": .string(TitleHTML.render(entry.title)), "kindLabel": .string(label("kind_\(entry.kind.rawValue)")), "kind": .string(entry.kind.rawValue),
                     "guide": .string(guideTitle(entry.guide)),
                     "href": .string(SitePaths.relative(from: path, to: SitePaths.entry(entry.id, language)))])
        }
        let sections: [MustacheValue] = items.sections.map { item in
            .object(["title": .string(item.section.displayTitle), "guide": .string(guideTitle(item.guide)),
                     "href": .string(SitePaths.relative(from: path, to: SitePaths.guide(item.guide, language)) + "#" + item.section.id)])
        }
        let snippets: [MustacheValue] = items.snippets.map { item in
            let firstLine = Self.firstCodeLine(item.snippet.code)
            return .object(["section": .string(item.section.displayTitle), "guide": .string(guideTitle(item.guide)),
                            "fileName": .string(item.snippet.fileName ?? ""), "preview": .string(String(Self.trimmingSpaces(Substring(firstLine)))),
                            "href": .string(SitePaths.relative(from: path, to: SitePaths.guide(item.guide, language)) + "#" + item.snippet.id)])
        }
        let context: [String: MustacheValue] = [
            "name": .string(api.name), "entries": .array(entries), "sections": .array(sections), "snippets": .array(snippets),
        ]
        return PageBody(template: "api", title: page > 1 ? "\(api.name) \(page)" : api.name, active: "apis",
                        context: context.merging(pagination.context(from: path) { SitePaths.api(api.slug, language, page: $0) }) { a, _ in a })
    }

    /// What an API's page shows beyond the site's shared inputs: the page's place (language, versions,
    /// site languages), the API's name and pages, and what its items show — each guide's items as
    /// ``hashGuidesAPIItems()`` hashed them (kept per guide: at 100 guides, making every API page's body
    /// only to hash it was a third of a preview rebuild, hashing every item a fifth), or, for an API
    /// of several pages, the items of this page hashed here.
    func apiFingerprint(_ api: APIIndex.API, page: Int, of pages: Int) -> String {
        let path = SitePaths.api(api.slug, language, page: page)
        var hasher = ContentHasher()
        hasher.combine("api")
        combinePlace(of: path, into: &hasher)
        hasher.combine(api.name); hasher.combine(api.slug); hasher.combine("\(page)/\(pages)")
        let parts = api.guides.compactMap { guide in guideAPIHashes[guide]?[api.slug].map { (guide, $0) } }
        if pages == 1 && parts.count == api.guides.count {
            for (guide, part) in parts { hasher.combine(guide); hasher.combine(part) }
        } else {
            let items = apiPageItems(api, page: page, of: pages)
            combineItems(entries: items.entries, sections: items.sections, snippets: items.snippets, into: &hasher)
        }
        return hasher.finalize()
    }

    /// Every field ``apiPage(_:page:of:)`` shows of these items, with the ids its links are made of;
    /// the two must change together.
    func combineItems<E: Collection<Entry>, S: Collection<(guide: String, section: Section)>,
                      N: Collection<(guide: String, section: Section, snippet: Snippet)>>(
        entries: E, sections: S, snippets: N, into hasher: inout ContentHasher) {
        func guideTitle(_ id: String) -> String { index.documentTitle(id, language) ?? id }
        hasher.combine("entries \(entries.count)")
        for entry in entries {
            for field in [entry.title, entry.kind.rawValue, entry.guide, guideTitle(entry.guide), entry.id] { hasher.combine(field) }
        }
        hasher.combine("sections \(sections.count)")
        for item in sections {
            for field in [item.section.displayTitle, item.guide, guideTitle(item.guide), item.section.id] { hasher.combine(field) }
        }
        hasher.combine("snippets \(snippets.count)")
        for item in snippets {
            for field in [item.section.displayTitle, item.guide, guideTitle(item.guide), item.snippet.fileName ?? "",
                          String(Self.trimmingSpaces(Substring(Self.firstCodeLine(item.snippet.code)))), item.snippet.id] {
                hasher.combine(field)
            }
        }
    }

    /// Per guide of this language, per API slug, the guide's items for that API hashed
    /// (``combineItems(entries:sections:snippets:into:)``): a function of the guide alone — an API's
    /// items are its guides' items, guide after guide — so kept in the memo under the guide's
    /// fingerprint.
    func hashGuidesAPIItems() -> [String: [String: String]] {
        let guides = kb.guides.filter { $0.document(in: language) != nil }
        let hashes = guides.parallelMap { guide in
            builder.memoized(guide: guide.id, "api-hashes", language) { () -> [String: String] in
                let own = KnowledgeBase(guides: [guide], entries: index.entries(guide: guide.id, language: language))
                let apis = APIIndex(kb: own, language: language, recognize: { guide in
                    builder.memoized(guide: guide.id, "api-names", language) { APIIndex.recognizedAPIs(of: guide, language: language) }
                })
                var hashes: [String: String] = [:]
                for api in apis.apis {
                    var hasher = ContentHasher()
                    combineItems(entries: api.entries, sections: api.sections, snippets: api.distinctSnippets, into: &hasher)
                    hashes[api.slug] = hasher.finalize()
                }
                return hashes
            }
        }
        return Dictionary(uniqueKeysWithValues: zip(guides.map(\.id), hashes))
    }

    /// The first non-empty line of `code` that is not a `//` comment (scanning only as far as needed).
    static func firstCodeLine(_ code: String) -> String {
        var rest = Substring(code)
        while !rest.isEmpty {
            let end = rest.firstIndex(of: "\n") ?? rest.endIndex
            let line = rest[..<end]
            if !line.isEmpty && !trimmingSpaces(line).hasPrefix("//") { return String(line) }
            rest = end == rest.endIndex ? "" : rest[rest.index(after: end)...]
        }
        return ""
    }

    /// `text` without leading and trailing spaces and tabs — the scalars of Foundation's
    /// `.whitespaces`: Unicode `Zs`, U+0009 and U+200B — scalar by scalar, without Foundation; it
    /// runs for every snippet of every API page.
    static func trimmingSpaces(_ text: Substring) -> Substring {
        func isSpace(_ scalar: Unicode.Scalar) -> Bool {
            scalar == " " || scalar == "\t" || scalar == "\u{200B}" || (!scalar.isASCII && scalar.properties.generalCategory == .spaceSeparator)
        }
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isSpace($0) }), let last = scalars.lastIndex(where: { !isSpace($0) }) else { return "" }
        return Substring(scalars[first...last])
    }

    /// How many of the mined lexicon's strongest pairs the translations page lists.
    static let lexiconRows = 30

    /// A drift report in the page's language: its message key's label (`driftMessage_<key>`) with
    /// each `{name}` replaced by its value — a language by its name, an entry's kind by its label —;
    /// the English message when the theme has no such label.
    func driftMessage(_ issue: TranslationReport.Issue) -> String {
        let key = "driftMessage_\(issue.messageKey)"
        guard !issue.messageKey.isEmpty,
              let template = labels.byLanguage[language.tag]?[key] ?? labels.byLanguage["en"]?[key] else { return issue.message }
        let values = Dictionary(issue.arguments.map { ($0.name, $0.value) }, uniquingKeysWith: { a, _ in a })
        // One pass over the template, so that a value holding `{…}` (a title) is never read as a placeholder.
        var text = "", rest = Substring(template)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            text += rest[..<open]
            let name = String(rest[rest.index(after: open)..<close])
            if let value = values[name] {
                let shown = switch name {
                case "language", "sourceLanguage": Language(value).nativeName
                case "entryKind": label("kind_\(value)")
                default: value
                }
                text += shown
            } else {
                text += rest[open...close]
            }
            rest = rest[rest.index(after: close)...]
        }
        return text + rest
    }

    /// Coverage, drift and staleness of every translation, and the strongest mined term pairs.
    func translations() -> PageBody {
        let path = SitePaths.translations(language)
        let rows: [MustacheValue] = kb.translations.coverage.map { c in
            let percent = c.sections == 0 ? 100 : Int((Double(c.alignedSections) / Double(c.sections) * 100).rounded())
            return .object([
                "guide": .string(index.documentTitle(c.guide, language) ?? c.guide), "from": .string(Language(c.sourceLanguage).nativeName),
                "to": .string(Language(c.language).nativeName), "sections": .string("\(c.alignedSections)/\(c.sections)"),
                "snippets": .string("\(c.alignedSnippets)/\(c.snippets)"), "entries": .string("\(c.alignedEntries)/\(c.entries)"),
                "percent": .number(Double(percent)), "accepted": .bool(c.accepted),
                "issues": .number(Double(index.issuesByGuideLanguage["\(c.guide)/\(c.language)"] ?? 0)),
            ])
        }
        let issues: [MustacheValue] = kb.translations.issues.map { issue in
            .object(["kind": .string(issue.kind.rawValue), "kindLabel": .string(label("drift_\(issue.kind.rawValue)")),
                     "location": .string("\(issue.file):\(issue.line)"), "message": .string(driftMessage(issue)),
                     "confidence": issue.confidence.map { .string(String(format: "%.2f", $0)) } ?? .bool(false)])
        }
        // The strongest mined term pairs, the page's language first in each.
        let shown = kb.lexicon.pairs.prefix(Self.lexiconRows).map { pair in
            (pair, pair.languages.sorted { ($0 == language.tag ? 0 : 1, $0) < ($1 == language.tag ? 0 : 1, $1) })
        }
        let pairs: [MustacheValue] = shown.map { pair, languages in
            .object([
                "terms": .array(languages.map { .object(["lang": .string($0), "term": .string(pair.terms[$0] ?? "")]) }),
                // The column is headed "confidence" (what `translations --lexicon` ranks by); `score`, Dice's, stays for older themes.
                "confidence": .string(String(format: "%.2f", pair.confidence)),
                "score": .string(String(format: "%.2f", pair.score)), "links": .string("\(pair.links)/\(pair.cooccurrences)"),
            ])
        }
        // The table's header: each term column named by its language when every row has the same one there.
        let columns = shown.map(\.1.count).max() ?? 0
        let termHeaders: [MustacheValue] = (0..<columns).map { column in
            let tags = Set(shown.map { column < $0.1.count ? $0.1[column] : "" })
            return .string(tags.count == 1 && !tags.first!.isEmpty ? Language(tags.first!).nativeName : label("lexiconTerms"))
        }
        let single: [MustacheValue] = kb.guides.filter { $0.documents.count == 1 }.map { g in
            .object(["title": .string(g.documents[0].title), "language": .string(g.documents[0].language.nativeName),
                     "href": .string(SitePaths.relative(from: path, to: SitePaths.guide(g.id, g.documents[0].language)))])
        }
        return PageBody(template: "translations", title: label("nav_translations"), active: "translations", context: [
            "rows": .array(rows), "issues": .array(issues), "single": .array(single), "pairs": .array(pairs),
            "termHeaders": .array(termHeaders),
        ])
    }
}
