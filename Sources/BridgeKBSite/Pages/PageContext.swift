import Foundation
import BridgeKB

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

    init(builder: SiteBuilder, language: Language, pageSet: PageSet, index: SiteIndex, apiIndex: APIIndex,
         diagnostics: DiagnosticEngine, siteLanguages: [Language] = []) {
        self.builder = builder; self.language = language; self.pageSet = pageSet; self.index = index
        self.apiIndex = apiIndex; self.diagnostics = diagnostics; self.siteLanguages = siteLanguages
        labelsValue = .object(builder.labels.table(language).mapValues(MustacheValue.string))
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
            PageJob(SitePaths.home(language), home),
            PageJob(SitePaths.entries(language), entryIndex),
            PageJob(SitePaths.translations(language), translations),
            PageJob(SitePaths.search(language), search),
            PageJob(SitePaths.apis(language), { try apiIndexPage(apiIndex) }),
        ]
        for guide in kb.guides {
            if let document = guide.document(in: language) {
                jobs.append(PageJob(SitePaths.guide(guide.id, language), fingerprint: { builder.guideFingerprints[guide.id] }) { d in
                    try reporting(to: d).guidePage(guide, document)
                })
            }
        }
        for entry in index.entriesByLanguage[language] ?? [] {
            jobs.append(PageJob(SitePaths.entry(entry.id, language), fingerprint: { entryFingerprint(entry) }) { d in
                try reporting(to: d).entryPage(entry)
            })
        }
        for api in apiIndex.apis { jobs.append(PageJob(SitePaths.api(api.slug, language), { try apiPage(api) })) }
        return jobs
    }

    /// What an entry page shows beyond its own guide: its related entries (titles, kinds, guides,
    /// languages, scores), which come from other guides.
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
        return parts.joined(separator: "\u{1F}")
    }

    // MARK: - Layout

    /// The layout around a page body: header, navigation, language switcher, alternates.
    func page(_ path: String, template: String, title: String, active: String, context: [String: MustacheValue]) throws -> String {
        // Flags first, then the labels and root, which hold no lists: the labels are not walked per page.
        var body = Self.withPresenceFlags(context)
        body["root"] = .string(SitePaths.rootPrefix(of: path))
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
                                    ("apis", SitePaths.apis(language)), ("translations", SitePaths.translations(language))].map { key, target in
            .object(["label": .string(label("nav_\(key)")), "href": .string(SitePaths.relative(from: path, to: target)), "active": .bool(key == active)])
        }
        return try builder.templates.render("layout", .object([
            "lang": .string(language.tag), "title": .string(title), "siteName": .string(label("siteName")),
            "root": .string(SitePaths.rootPrefix(of: path)), "body": .string(html), "bodyClass": .string(template),
            "labels": labelsValue, "nav": .array(nav), "switcher": .array(switcher),
            "homeHref": .string(SitePaths.relative(from: path, to: SitePaths.home(language))),
            "searchHref": .string(SitePaths.relative(from: path, to: SitePaths.search(language))),
            "alternates": .array(versions.map { .object(["hreflang": .string($0.0.tag), "href": .string(SitePaths.relative(from: path, to: $0.1))]) }),
            "xDefault": .string(versions.first.map { SitePaths.relative(from: path, to: $0.1) } ?? ""),
        ]))
    }

    /// Adds `hasX: true` beside every non-empty list `x`, at every depth, so templates can wrap a
    /// list in markup only when it has items (`{{#hasEntries}}<ul>…</ul>{{/hasEntries}}`).
    static func withPresenceFlags(_ value: MustacheValue) -> MustacheValue {
        switch value {
        case .object(let fields):
            return .object(withPresenceFlags(fields))
        case .array(let items):
            return .array(items.map(withPresenceFlags))
        default:
            return value
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

    func home() throws -> String {
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
            let summary = document.preamble.first { $0.kind == .paragraph }.map(\.plainText) ?? ""
            return .object([
                "title": .string(document.title), "id": .string(guide.id), "docLang": .string(document.language.tag),
                "href": .string(SitePaths.relative(from: path, to: SitePaths.guide(guide.id, document.language))),
                "summary": .string(summary), "counts": .array(counts),
                "sections": .number(Double(document.allSections.count)),
                "languages": .array(guide.languages.map { .object(["tag": .string($0.tag), "name": .string($0.nativeName)]) }),
                "otherLanguage": .bool(document.language != language),
                "otherLanguageNote": .string(label("onlyIn").replacingOccurrences(of: "%@", with: document.language.nativeName)),
            ])
        }
        let total = index.entriesByLanguage[language]?.count ?? 0
        return try page(path, template: "home", title: label("siteName"), active: "home", context: [
            "guides": .array(guides), "entryCount": .number(Double(total)),
            "entriesHref": .string(SitePaths.relative(from: path, to: SitePaths.entries(language))),
            "searchHref": .string(SitePaths.relative(from: path, to: SitePaths.search(language))),
        ])
    }

    // MARK: - Search

    func search() throws -> String {
        let path = SitePaths.search(language)
        let kindLabels: [MustacheValue] = (Entry.Kind.allCases.map(\.rawValue) + ["section"]).map {
            .object(["kind": .string($0), "label": .string(label("kind_\($0)"))])
        }
        return try page(path, template: "search", title: label("nav_search"), active: "search", context: ["kinds": .array(kindLabels)])
    }
}
