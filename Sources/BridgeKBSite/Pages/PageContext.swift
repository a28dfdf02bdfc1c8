import Foundation
import BridgeKBModel
import BridgeKBReaders

/// Renders every page of one language. Each page is a Mustache template (Templates/<name>.mustache)
/// inside the shared layout; this type builds their contexts.
struct PageContext {
    let builder: SiteBuilder
    let language: Language
    let pageSet: PageSet
    let index: SiteIndex
    let apiIndex: APIIndex
    var diagnostics: DiagnosticEngine
    /// The site's languages (``SiteBuilder/languages``), computed once: it scans every guide.
    var siteLanguages: [Language] = []
    /// Every label of this language, as every page's `labels`; made once, not per page.
    let labelsValue: MustacheValue
    /// Per guide, per API slug, what the guide's items show on that API's page, hashed
    /// (``hashGuidesAPIItems()``): what API pages are fingerprinted with, when there is a memo.
    var guideAPIHashes: [String: [String: String]] = [:]
    /// Each guide's previous and next guide in this language (``neighbours(of:)``), made once: looked
    /// up for every guide page, the order used to be rebuilt for each (10,000 guides: 72 s of CPU).
    let neighbourIndex: [String: Neighbours]
    /// The lint rules that enforce each entry (by id, in ``SiteBuilder/rules``' order), made once.
    let enforcingRules: [String: [String]]

    /// The guides before and after one in the home page's order (id and title).
    struct Neighbours {
        var previous: (id: String, title: String)?
        var next: (id: String, title: String)?
    }

    init(builder: SiteBuilder, language: Language, pageSet: PageSet, index: SiteIndex, apiIndex: APIIndex,
         diagnostics: DiagnosticEngine, siteLanguages: [Language] = []) {
        self.builder = builder; self.language = language; self.pageSet = pageSet; self.index = index
        self.apiIndex = apiIndex; self.diagnostics = diagnostics; self.siteLanguages = siteLanguages
        labelsValue = .object(builder.labels.table(language).mapValues(MustacheValue.string))
        neighbourIndex = Self.neighbours(in: builder.kb, language: language)
        var enforcingRules: [String: [String]] = [:]
        for rule in builder.rules.map(\.identifier) {
            for id in Set(builder.kb.ruleEntries[rule] ?? []) { enforcingRules[id, default: []].append(rule) }
        }
        self.enforcingRules = enforcingRules
    }

    /// The neighbours of every guide that has a document in `language`.
    static func neighbours(in kb: KnowledgeBase, language: Language) -> [String: Neighbours] {
        let ordered = kb.guides.compactMap { g in g.document(in: language).map { (id: g.id, title: $0.title) } }
        var result: [String: Neighbours] = [:]
        for (at, guide) in ordered.enumerated() where result[guide.id] == nil {
            result[guide.id] = Neighbours(previous: at > 0 ? ordered[at - 1] : nil, next: at + 1 < ordered.count ? ordered[at + 1] : nil)
        }
        return result
    }

    var kb: KnowledgeBase { builder.kb }
    var labels: Labels { builder.labels }
    func label(_ key: String) -> String { labels[key, language] }

    /// This context, reporting to `diagnostics` (each page has its own).
    func reporting(to diagnostics: DiagnosticEngine) -> PageContext {
        var context = self
        context.diagnostics = diagnostics
        return context
    }

    /// Every page of this language, as independent jobs the builder can run in parallel.
    func jobs() -> [PageJob] {
        var jobs: [PageJob] = [
            contentJob(SitePaths.home(language)) { home() },
            contentJob(SitePaths.translations(language)) { translations() },
            contentJob(SitePaths.search(language)) { search() },
            contentJob(SitePaths.apis(language)) { apiIndexPage(apiIndex) },
            contentJob(SitePaths.rules(language)) { ruleIndexPage() },
        ] + builder.rules.map { rule in contentJob(SitePaths.rule(rule.identifier, language)) { rulePage(rule) } }
        let entryPages = index.entryIndexPageCounts(kb, [language], pageSize: builder.entryIndexPageSize)[language] ?? 1
        // Each page of the entry index is fingerprinted from what it lists, hashed once for all of them.
        let entryInputs = builder.memo == nil ? "" : entryIndexInputs()
        for page in 1...entryPages {
            let path = SitePaths.entries(language, page: page)
            jobs.append(PageJob(path, fingerprint: {
                var hasher = ContentHasher()
                combinePlace(of: path, into: &hasher)
                hasher.combine("entries \(page) \(entryPages) \(builder.entryIndexPageSize)")
                hasher.combine(entryInputs)
                return hasher.finalize()
            }) { _ in try self.page(path, entryIndex(page: page, of: entryPages)) })
        }
        for guide in kb.guides {
            if let document = guide.document(in: language) {
                // The page also shows the titles of the previous and next guide.
                jobs.append(PageJob(SitePaths.guide(guide.id, language), batch: batchName(guide.id), fingerprint: {
                    let around = neighbours(of: guide.id)
                    return builder.guideFingerprints[guide.id].map {
                        [$0, around.previous?.id ?? "", around.previous?.title ?? "", around.next?.id ?? "", around.next?.title ?? ""]
                            .joined(separator: "\u{1F}")
                    }
                }) { d in
                    try reporting(to: d).guidePage(guide, document)
                })
            }
        }
        for entry in index.entriesByLanguage[language] ?? [] {
            jobs.append(PageJob(SitePaths.entry(entry.id, language), batch: batchName(entry.guide), fingerprint: { entryFingerprint(entry) }) { d in
                try reporting(to: d).entryPage(entry)
            })
        }
        for api in apiIndex.apis {
            let pages = api.pages(size: builder.apiPageSize)
            for page in 1...pages {
                let path = SitePaths.api(api.slug, language, page: page)
                jobs.append(PageJob(path, fingerprint: { apiFingerprint(api, page: page, of: pages) }) { _ in
                    try self.page(path, apiPage(api, page: page, of: pages))
                })
            }
        }
        return jobs
    }

    /// A page made from the whole knowledge base (home, indexes, API pages): its fingerprint is its
    /// content itself, so it is taken from the cache whenever what it shows is unchanged — after most
    /// edits to one guide. Its body is made once more when it has to be rendered; bodies are cheap
    /// next to rendering and checking the page.
    func contentJob(_ path: String, _ body: @escaping () -> PageBody) -> PageJob {
        PageJob(path, fingerprint: { fingerprint(path, body()) }) { _ in try page(path, body()) }
    }

    /// Everything a page made from `body` at `path` shows: the body, and what the layout adds beyond
    /// the site's shared inputs (the page's language, its versions in other languages, the site's
    /// languages).
    func fingerprint(_ path: String, _ body: PageBody) -> String {
        var hasher = ContentHasher()
        combinePlace(of: path, into: &hasher)
        hasher.combine(body.template); hasher.combine(body.title); hasher.combine(body.active); hasher.combine(body.description)
        MustacheValue.object(body.context).fingerprint(into: &hasher)
        MustacheValue.object(body.layout).fingerprint(into: &hasher)
        return hasher.finalize()
    }

    /// What the layout shows of a page's place beyond the site's shared inputs: the page's language,
    /// its versions in other languages, the site's languages.
    func combinePlace(of path: String, into hasher: inout ContentHasher) {
        hasher.combine(language.tag)
        for (other, version) in pageSet.versions(of: path) { hasher.combine(other.tag); hasher.combine(version) }
        hasher.combine("\u{1F}")
        for other in siteLanguages { hasher.combine(other.tag) }
        hasher.combine("\u{1F}")
    }

    /// Everything the entry index of this language shows, whichever page (``entryIndex(page:of:)``):
    /// each entry of the language and each untranslated one (id, title, kind, APIs, minimum OS,
    /// guide and its title), hashed.
    func entryIndexInputs() -> String {
        var hasher = ContentHasher()
        func combine(_ entry: Entry) {
            hasher.combine(entry.id); hasher.combine(entry.title); hasher.combine(entry.language.tag)
            hasher.combine(entry.kind.rawValue); hasher.combine(entry.apis.joined(separator: "\u{1F}"))
            hasher.combine(entry.minimumOS.map { String($0) } ?? "-"); hasher.combine(entry.guide)
            hasher.combine(index.documentTitle(entry.guide, entry.language) ?? "\u{0}")
        }
        for entry in index.entriesByLanguage[language] ?? [] { combine(entry) }
        hasher.combine("\u{1E}")
        for entry in index.untranslatedEntries(kb, into: language) { combine(entry) }
        return hasher.finalize()
    }

    /// What an entry page shows beyond its own guide: its related entries (titles, kinds, guides,
    /// languages, scores) and the lint rules that enforce it, which come from other guides.
    func entryFingerprint(_ entry: Entry) -> String? {
        guard let guide = builder.guideFingerprints[entry.guide] else { return nil }
        var parts = [guide, entry.id, entry.language.tag]
        for id in entry.related {
            parts.append(id)
            for target in index.entries(id: id) {
                parts += [target.language.tag, target.title, target.kind.rawValue, target.guide,
                          index.documentTitle(target.guide, target.language) ?? "-"]
            }
            parts.append(index.relatedScores[SiteIndex.pairKey(entry.id, id)].map { String($0) } ?? "-")
        }
        // The lint rules that enforce it, which come from every guide's entries.
        parts += enforcingRules[entry.id] ?? []
        return parts.joined(separator: "\u{1F}")
    }

    /// The batch of `guide`'s pages in this language (``PageBatch``).
    func batchName(_ guide: String) -> String { language.tag + "/" + guide }

    /// A batch for each guide with a page in this language: its page and its entries' pages.
    func batches() -> [PageBatch] {
        kb.guides.filter { $0.document(in: language) != nil }.map { guide in
            PageBatch(name: batchName(guide.id)) { batchFingerprint(guide.id) }
        }
    }

    /// Everything the guide's page and its entries' pages in this language read beyond the site's
    /// shared inputs, at once and coarser than their own fingerprints: the guide's fingerprint, the
    /// guides before and after it (ids, titles), and for each of its entries its id, the lint rules
    /// that enforce it and each related entry's id, score, and every guide of that id with its
    /// fingerprint (which covers what an entry page shows of it). Nil when the guide has none.
    func batchFingerprint(_ guide: String) -> String? {
        guard let own = builder.guideFingerprints[guide] else { return nil }
        var hasher = ContentHasher()
        hasher.combine(own)
        let around = neighbours(of: guide)
        for other in [around.previous, around.next] { hasher.combine(other?.id ?? "\u{0}"); hasher.combine(other?.title ?? "") }
        for entry in index.entries(guide: guide, language: language) {
            hasher.combine(entry.id)
            for rule in enforcingRules[entry.id] ?? [] { hasher.combine(rule) }
            hasher.combine("\u{1F}")
            for id in entry.related {
                hasher.combine(id)
                hasher.combine(index.relatedScores[SiteIndex.pairKey(entry.id, id)].map { String($0) } ?? "-")
                for target in index.entries(id: id) {
                    guard let theirs = builder.guideFingerprints[target.guide] else { return nil }
                    hasher.combine(target.guide)
                    hasher.combine(theirs)
                }
            }
            hasher.combine("\u{1E}")
        }
        return hasher.finalize()
    }

    // MARK: - Layout

    /// The layout around a page body: header, navigation, language switcher, alternates.
    func page(_ path: String, template: String, title: String, active: String, context: [String: MustacheValue],
              description: String = "", layout: [String: MustacheValue] = [:]) throws -> String {
        try page(path, PageBody(template: template, title: title, active: active, context: context, description: description, layout: layout))
    }

    /// ``page(_:template:title:active:context:description:layout:)`` for a body made beforehand.
    func page(_ path: String, _ pageBody: PageBody) throws -> String {
        let (template, title, active, context) = (pageBody.template, pageBody.title, pageBody.active, pageBody.context)
        let root = SitePaths.rootPrefix(of: path), homeHref = SitePaths.relative(from: path, to: SitePaths.home(language))
        // Flags first, then the labels and root, which hold no lists: the labels are not walked per page.
        var body = Self.withPresenceFlags(context)
        body["root"] = .string(root)
        body["homeHref"] = .string(homeHref)
        body["labels"] = labelsValue
        let html = try builder.templates.render(template, .object(body))
        let versions = pageSet.versions(of: path)
        let switcher: [MustacheValue] = siteLanguages.map { other in
            if let version = versions.first(where: { $0.0 == other }) {
                return .object(["tag": .string(other.tag), "name": .string(other.nativeName), "current": .bool(other == language),
                                "href": .string(SitePaths.relative(from: path, to: version.1))])
            }
            return .object(["tag": .string(other.tag), "name": .string(other.nativeName), "missing": true,
                            "missingText": .string(labels["missingTranslation", other]),
                            "homeHref": .string(SitePaths.relative(from: path, to: SitePaths.home(other)))])
        }
        let nav: [MustacheValue] = [("home", SitePaths.home(language)), ("entries", SitePaths.entries(language)),
                                    ("apis", SitePaths.apis(language)), ("rules", SitePaths.rules(language)),
                                    ("translations", SitePaths.translations(language))].map { key, target in
            .object(["label": .string(label("nav_\(key)")), "href": .string(SitePaths.relative(from: path, to: target)), "active": .bool(key == active)])
        }
        // With a base URL, links to other versions of the page are absolute (as search engines want
        // them) and the page names its canonical address; without one, every link stays relative.
        func address(_ target: String) -> String {
            builder.baseURL.map { $0 + target } ?? SitePaths.relative(from: path, to: target)
        }
        var layout: [String: MustacheValue] = [
            "lang": .string(language.tag), "title": .string(title), "fullTitle": .string(fullTitle(title)),
            "description": .string(SiteText.description(pageBody.description.isEmpty ? "\(title): \(label("tagline"))" : pageBody.description)),
            "root": .string(root), "body": .string(html), "bodyClass": .string(template),
            "labels": labelsValue, "nav": .array(nav), "switcher": .array(switcher), "homeHref": .string(homeHref),
            "searchHref": .string(SitePaths.relative(from: path, to: SitePaths.search(language))),
            "alternates": .array(versions.map { .object(["hreflang": .string($0.0.tag), "href": .string(address($0.1))]) }),
            "xDefault": .string(versions.first.map { address($0.1) } ?? ""),
            "languages": searchLanguages, "kinds": kindLabels, "navigatorLabel": .string(label("guides")),
            "repository": builder.settings.repository.map(MustacheValue.string) ?? .null,
        ]
        if let base = builder.baseURL {
            layout["canonical"] = .string(base + path)
            layout["ogType"] = "website"
            layout["ogLocale"] = .string(Self.openGraphLocale(language))
        }
        for (key, value) in pageBody.layout { layout[key] = value }
        return try builder.templates.render("layout", .object(layout))
    }

    /// A page's `<title>`: its own title, then the site's short name — once (the home page's title is the site's name).
    func fullTitle(_ title: String) -> String {
        title == label("siteName") || title == label("brand") ? title : "\(title) · \(label("brand"))"
    }

    /// The Open Graph locale of a language: `zh_CN` for zh-Hans, `ja_JP` for ja, else the tag with `_`.
    static func openGraphLocale(_ language: Language) -> String {
        switch language.tag {
        case "zh-Hans": return "zh_CN"
        case "zh-Hant": return "zh_TW"
        case "ja": return "ja_JP"
        case "en": return "en_US"
        default: return language.tag.replacingOccurrences(of: "-", with: "_")
        }
    }

    /// The site's languages with their names, for search results (`data-lang-ja="日本語"`).
    var searchLanguages: MustacheValue {
        .array(siteLanguages.map { .object(["tag": .string($0.tag), "name": .string($0.nativeName)]) })
    }

    /// Entry kinds with their labels, for search results.
    var kindLabels: MustacheValue {
        .array((Entry.Kind.allCases.map(\.rawValue) + ["section"]).map { .object(["kind": .string($0), "label": .string(label("kind_\($0)"))]) })
    }

    /// Adds `hasX: true` beside every non-empty list `x`, at every depth, so templates can wrap a
    /// list in markup only when it has items (`{{#hasEntries}}<ul>…</ul>{{/hasEntries}}`).
    static func withPresenceFlags(_ value: MustacheValue) -> MustacheValue {
        switch value {
        case .object(let fields): return .object(withPresenceFlags(fields))
        case .array(let items): return .array(items.map(withPresenceFlags))
        default: return value
        }
    }

    /// ``withPresenceFlags(_:)`` for an object's fields.
    static func withPresenceFlags(_ fields: [String: MustacheValue]) -> [String: MustacheValue] {
        var result: [String: MustacheValue] = [:]
        for (key, field) in fields {
            result[key] = withPresenceFlags(field)
            if case .array(let items) = field, !items.isEmpty, let first = key.first {
                result["has" + first.uppercased() + key.dropFirst()] = true
            }
        }
        return result
    }

    // MARK: - Home

    /// A guide's summary: its first paragraph before the first section that says something of the guide — not
    /// one that only links (`[教程地址](…)`, a bare URL) or records where and when the page was saved
    /// (`来源：https://…`, `抓取时间：2025-…`: every line a label before a URL or a date).
    static func summary(of document: Document) -> String {
        let paragraphs = document.preamble.compactMap { block -> String? in
            if case .paragraph(let p) = block { return p.text } else { return nil }
        }
        return paragraphs.first { !isLinkOnly($0) && !isRecordOfSource($0) } ?? ""
    }

    private static func isLinkOnly(_ text: String) -> Bool {
        let t = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return t.range(of: #"^(\[[^\]]*\]\([^)\s]*\)|<?https?://\S+>?)$"#, options: .regularExpression) != nil
    }

    private static func isRecordOfSource(_ text: String) -> Bool {
        text.split(separator: "\n").allSatisfy { line in
            line.range(of: #"^[-\s]*[^\s:：]{1,12}[:：]\s*(https?://|\d)\S*\s*$"#, options: .regularExpression) != nil
        }
    }

    func home() -> PageBody {
        let path = SitePaths.home(language)
        // Guides in this page's language first, then the others (in their own language).
        let ordered = kb.guides.filter { $0.document(in: language) != nil } + kb.guides.filter { $0.document(in: language) == nil }
        let guides: [MustacheValue] = ordered.map { guide in
            let document = guide.document(in: language) ?? guide.document(in: guide.sourceLanguage)!
            let entries = index.entries(guide: guide.id, language: document.language)
            let counts: [MustacheValue] = Entry.Kind.allCases.compactMap { kind in
                let n = entries.filter { $0.kind == kind }.count
                return n == 0 ? nil : .object(["kind": .string(kind.rawValue), "label": .string(label("kind_\(kind.rawValue)")), "count": .number(Double(n))])
            }
            let summary = Self.summary(of: document)
            return .object([
                "title": .string(document.title), "id": .string(guide.id), "docLang": .string(document.language.tag),
                "href": .string(SitePaths.relative(from: path, to: SitePaths.guide(guide.id, document.language))),
                // The summary as its guide's page shows it (code spans as code), `summary` as plain text for older themes.
                "summary": .string(summary), "summaryHTML": .string(CommonMarkBridge.inlineHTML(summary)), "counts": .array(counts),
                "sections": .number(Double(document.allSections.count)),
                "languages": .array(guide.languages.map { .object(["tag": .string($0.tag), "name": .string($0.nativeName)]) }),
                "otherLanguage": .bool(document.language != language),
                "otherLanguageNote": .string(label("onlyIn").replacingOccurrences(of: "%@", with: document.language.nativeName)),
            ])
        }
        let total = index.entriesByLanguage[language]?.count ?? 0
        return PageBody(template: "home", title: label("siteName"), active: "home", context: [
            "guides": .array(guides), "entryCount": .number(Double(total)),
            "entriesHref": .string(SitePaths.relative(from: path, to: SitePaths.entries(language))),
            "searchHref": .string(SitePaths.relative(from: path, to: SitePaths.search(language))),
        ], description: label("tagline"))
    }

    // MARK: - Search

    func search() -> PageBody {
        // The search page always opens the index (its box has the focus): the manifest is fetched
        // beside search.js rather than after it.
        PageBody(template: "search", title: label("nav_search"), active: "search", context: ["kinds": kindLabels, "languages": searchLanguages],
                 layout: ["preloadSearchIndex": true])
    }
}
