import Foundation
import BridgeKBModel
import BridgeKBText
import BridgeKBReaders
import BridgeKBStore
import BridgeKBChecking

/// Builds the static site from a knowledge base and templates: per language a home page, a page per
/// guide, per entry and per API, an entry index, a translation status page, a search page and the
/// lint rule directory (an index and a page per rule); plus a
/// language chooser, a 404 page, robots.txt, the guide list (assets/guides.js), the assets and — with a
/// base URL — sitemap.xml. Pure: it returns files, it writes none.
public struct SiteBuilder {
    public var kb: KnowledgeBase
    public var templates: TemplateLibrary
    /// Files under Templates/assets/, copied to Site/assets/.
    public var assets: [String: Data]
    public var labels: Labels
    public var services: SiteServices
    /// The site's settings: its public address, repository and edit links.
    public var settings: SiteSettings
    /// The public address of the site (`https://example.org/kb/`), for canonical links, Open Graph,
    /// absolute hreflang links and sitemap.xml; nil: every link is relative.
    public var baseURL: String? { settings.baseURL }
    /// When each source file (`Content/x/ja.txt`) last changed, as `YYYY-MM-DD`: read by the caller
    /// (from git or the file system), since this type does no I/O.
    public var lastUpdated: [String: String] = [:]
    /// The search tokenizer and glossary, for the client-side index (`assets/search/`).
    public var tokenizer: Tokenizer?
    public var glossary: Glossary?
    /// Pages (and the fold table) of earlier builds, by fingerprint, and what a page's fingerprint
    /// needs: each guide's content (guide id → hash of its files, settings and lock). What every page
    /// shares (templates, labels, settings, glossary) is the memo's salt. Pages of guides without a
    /// fingerprint are rendered.
    public var memo: Memo?
    public var guideFingerprints: [String: String] = [:]
    /// What the last build into the output folder made of each page (``PageRecord``), when that
    /// folder is as it left it: a page whose key is the same is kept from the folder by the sink
    /// (``OutputSink/keep(_:)``) with these findings, neither rendered nor read.
    public var earlierPages: [String: PageRecord] = [:]
    /// The search records and their tokens, when the caller made them already (kb.sqlite indexes
    /// the same); nil: ``build(into:validator:)`` makes them for `assets/search/`.
    public var search: (records: [SearchRecord], tokens: SearchTokens)?
    /// Entries per page of each language's entry index (about 0.5 MB of HTML: no site file over
    /// 2 MB at 1,000 guides, where one page of 36,000 entries was 8 MB).
    public var entryIndexPageSize = 2_000
    /// The lint rules the rule directory (`<lang>/rules/`) shows: every rule `bridgekb lint` runs.
    public var rules: [RuleDescription] = RuleRegistry.descriptions
    /// Items (entries, sections, snippets) per page of an API's page (about 1 MB of HTML: at 1,000
    /// guides `Coordinator`'s one page was 3.4 MB).
    public var apiPageSize = 5_000

    public init(kb: KnowledgeBase, templates: TemplateLibrary, assets: [String: Data], labels: Labels,
                services: SiteServices = SiteServices(), baseURL: String?, settings: SiteSettings = SiteSettings(),
                tokenizer: Tokenizer? = nil, glossary: Glossary? = nil) {
        self.kb = kb; self.templates = templates; self.assets = assets; self.labels = settings.applied(to: labels)
        self.services = services
        self.settings = settings
        if let baseURL { self.settings.baseURL = SiteSettings.normalizedBase(baseURL) }
        self.tokenizer = tokenizer; self.glossary = glossary
        if self.services.snippetStatus.isEmpty {
            for check in kb.snippetChecks {
                self.services.snippetStatus["\(check.guide)/\(check.language.tag)/\(check.snippet)"] = .init(state: check.state, message: check.message, rules: check.rules)
            }
        }
    }

    /// The languages the site has pages in: every language of any guide, source languages first.
    public var languages: [Language] {
        Set(kb.guides.map(\.sourceLanguage) + kb.guides.flatMap(\.languages))
            .sorted { ($0 == .simplifiedChinese ? 0 : 1, $0.tag) < ($1 == .simplifiedChinese ? 0 : 1, $1.tag) }
    }

    /// The only scripts pages may load (site-root paths): anything else in a page is hostile content.
    public static let scripts: Set<String> = ["assets/site.js", "assets/guides.js", "assets/search.js", "assets/search/manifest.js"]

    // MARK: - Build

    /// Every file of the site, and the problems found while rendering.
    public func build() throws -> (files: [String: Data], diagnostics: [Diagnostic]) {
        let output = MemoryOutput()
        let result = try build(into: output, validator: nil)
        _ = try putSearchIndex(into: output)
        return (output.files, result.diagnostics)
    }

    /// What ``build(into:validator:)`` made besides the files it put.
    public struct Output {
        /// Every path put, pages first.
        public var paths: [String]
        /// The problems found while rendering (those of cached pages included).
        public var diagnostics: [Diagnostic]
        /// Each page's validation, with a validator.
        public var validations: [String: HTMLValidation]
        /// The number of pages (the first paths).
        public var pages: Int
        /// The pages rendered by this build, in job order; every other page came from the cache.
        public var rendered: [String]
        /// Each page's fingerprint in the memo (what its bytes are a function of, with the memo's salt),
        /// for the pages that have one.
        public var fingerprints: [String: String] = [:]
        /// What was made of each page that has a fingerprint, for the next build's ``earlierPages``,
        /// with each batch's key (``PageBatch/recordName(_:)``).
        public var records: [String: PageRecord] = [:]
        /// The batches of pages (``PageBatch``) whose pages had the keys the last build recorded, of all.
        public var batches: (kept: Int, total: Int) = (0, 0)
    }

    /// Renders every file of the site but the search index (``putSearchIndex(into:)``) into `sink` as
    /// it is made (pages on every core, so the site is never held in memory whole) and returns every
    /// path put, the problems found while rendering,
    /// and — with a `validator` — each page's validation, made right after the page was rendered
    /// (or taken from the cache with it), for ``LinkChecker``.
    public func build(into sink: OutputSink, validator: HTMLValidator?) throws -> Output {
        let diagnostics = DiagnosticEngine()
        let index = SiteIndex(kb)
        let languages = self.languages
        let apiIndexes = Dictionary(uniqueKeysWithValues: zip(languages, languages.parallelMap { language in
            APIIndex(kb: kb, language: language, recognize: { guide in
                memoized(guide: guide.id, "api-names", language) { APIIndex.recognizedAPIs(of: guide, language: language) }
            })
        }))
        let pageSet = PageSet(kb: kb, languages: languages, apiIndexes: apiIndexes, rules: rules.map(\.identifier),
                              entryPages: index.entryIndexPageCounts(kb, languages, pageSize: entryIndexPageSize), apiPageSize: apiPageSize)
        // The chooser and the 404 page show only the site's languages, labels and base URL, which
        // every page's cache key holds: their fingerprint adds nothing.
        var jobs: [PageJob] = [PageJob(SitePaths.root, fingerprint: { "" }) { _ in try chooserPage() },
                               PageJob(SitePaths.notFound, fingerprint: { "" }) { _ in try notFoundPage() }]
        var batches: [PageBatch] = []
        for language in languages {
            var context = PageContext(builder: self, language: language, pageSet: pageSet, index: index,
                                      apiIndex: apiIndexes[language]!, diagnostics: diagnostics, siteLanguages: languages)
            if memo != nil { context.guideAPIHashes = context.hashGuidesAPIItems() }
            jobs += context.jobs()
            batches += context.batches()
        }
        // The site's languages are part of every page (the language switcher).
        let languageTags = languages.map(\.tag).joined(separator: " ")
        let checked = validator == nil ? "unchecked" : "checked"
        let batchKeys = memo == nil ? [:] : keys(of: batches, languageTags: languageTags, checked: checked)
        // Pages are independent: each is rendered (or taken from the cache), checked and put into the
        // sink on every core; only its diagnostics and validation are kept, gathered in a fixed order,
        // the validation's URLs shared among pages.
        let urls = SharedURLs()
        let rendered = jobs.parallelMap { job -> Result<(page: CachedPage, fromCache: Bool, key: String?), Error> in
            // A page of a batch kept whole has the key the last build recorded; another's is made.
            var key = job.batch.flatMap { batchKeys[$0]?.kept == true ? earlierPages[job.path]?.key : nil }
            // The page's bytes go to the sink; what is kept of it is its findings.
            func put(_ page: CachedPage, fromCache: Bool) -> Result<(page: CachedPage, fromCache: Bool, key: String?), Error> {
                Result {
                    try sink.put(job.path, page.html)
                    var page = page
                    page.html = Data()
                    page.validation = page.validation.map(urls.kept)
                    return (page, fromCache, key)
                }
            }
            if memo != nil, key == nil, let fingerprint = job.fingerprint?() {
                key = Memo.fingerprint("page") { hasher in
                    hasher.combine(job.path); hasher.combine(fingerprint)
                    hasher.combine(languageTags); hasher.combine(checked)
                }
            }
            if let memo, let key {
                // The file the last build wrote for the same key, still in the output folder: kept.
                if let earlier = earlierPages[job.path], earlier.key == key, sink.keep(job.path) {
                    memo.retain(key)
                    return .success((earlier.page, true, key))
                }
                // A page kept in this process is taken as it is. One read back from elsewhere gets the
                // checks a fresh one gets; one that fails them is dropped and rendered.
                if let values = memo.values, let page = values.load(key) as? CachedPage {
                    return put(page, fromCache: true)
                }
                if memo.values == nil, let data = memo.load(key) {
                    switch CachedPage(data)?.checkedAgain(validator: validator, path: job.path) {
                    case .success(let page): return put(page, fromCache: true)
                    case .failure(let problem): memo.reject(key, problem.reason)
                    case nil: memo.reject(key, "not a cached page")
                    }
                }
            }
            let engine = DiagnosticEngine()
            let made = Result { () throws -> CachedPage in
                let html = try job.render(engine)
                // Bidirectional controls from content could make a page read differently from what it says
                // (dropped from the page's bytes: one pass over UTF-8, not over its scalars).
                var page = CachedPage(html: BidiControls.strip(Data(html.utf8)), diagnostics: engine.diagnostics)
                if let validator { page.validation = validator.validate(page.html, file: job.path) }
                if let key, let memo {
                    if let values = memo.values { values.save(key, page) } else if let data = page.encoded() { memo.save(key, data) }
                }
                return page
            }
            return made.flatMap { put($0, fromCache: false) }
        }
        var paths: [String] = []
        var validations: [String: HTMLValidation] = [:]
        var renderedPaths: [String] = []
        var fingerprints: [String: String] = [:]
        var records: [String: PageRecord] = [:]
        for (name, batch) in batchKeys {
            var record = PageRecord(fileKey: batch.key)
            record.batch = name
            records[PageBatch.recordName(name)] = record
        }
        for (job, result) in zip(jobs, rendered) {
            let (page, fromCache, key) = try result.get()
            if let key {
                var record = PageRecord(key: key, page: page)
                record.batch = job.batch
                records[job.path] = record
            }
            page.diagnostics.forEach(diagnostics.emit)
            paths.append(job.path)
            validations[job.path] = page.validation
            if !fromCache { renderedPaths.append(job.path) }
            fingerprints[job.path] = key
        }
        func put(_ path: String, _ data: Data) throws {
            try sink.put(path, data)
            paths.append(path)
        }
        for (name, data) in assets.sorted(by: { $0.key < $1.key }) {
            try put("assets/\(name)", AssetMinifier.minified(data, name: name))
        }
        try put("assets/guides.js", Data(guideList().utf8))
        try put("robots.txt", Data(robots.utf8))
        if let baseURL {
            for file in Self.sitemapFiles(sitemapEntries(pageSet, baseURL: baseURL), baseURL: baseURL) {
                try put(file.path, Data(file.text.utf8))
            }
        }
        return Output(paths: paths, diagnostics: diagnostics.diagnostics, validations: validations, pages: jobs.count,
                      rendered: renderedPaths, fingerprints: fingerprints, records: records,
                      batches: (batchKeys.values.filter(\.kept).count, batchKeys.count))
    }

    /// Each batch's key (``PageBatch``, with what every page's key adds), and whether it is the key
    /// the last build into the output folder recorded for it: then each of its pages has the key
    /// that build recorded. Batches without a fingerprint have none.
    private func keys(of batches: [PageBatch], languageTags: String, checked: String) -> [String: (key: String, kept: Bool)] {
        let keys = batches.parallelMap { batch in
            batch.fingerprint().map { fingerprint in
                Memo.fingerprint("page-batch") { hasher in
                    hasher.combine(batch.name); hasher.combine(fingerprint); hasher.combine(languageTags); hasher.combine(checked)
                }
            }
        }
        return Dictionary(zip(batches, keys).compactMap { batch, key in
            key.map { (batch.name, ($0, earlierPages[PageBatch.recordName(batch.name)]?.key == $0)) }
        }, uniquingKeysWith: { $1 })
    }

    /// The client-side search index (`assets/search/`) put into `sink`; the paths put. `postings`
    /// gives its table of postings and `reuse` may keep files made before (``SearchIndexEmitter``).
    package func putSearchIndex(into sink: OutputSink, postings: SearchIndexEmitter.PostingsTable? = nil,
                                reuse: SearchIndexEmitter.Reuse? = nil) throws -> [String] {
        try searchIndexFiles(postings: postings, reuse: reuse) { file in
            try file.bytes.withUnsafeBytes { try sink.put(file.path, bytes: $0) }
        }.map(\.path)
    }

    /// The files of the client-side search index (`assets/search/`), in path order; none without a
    /// ``tokenizer``. Files `reuse` kept have no bytes (``SearchIndexEmitter/Reuse``), nor do those
    /// `deliver` took.
    package func searchIndexFiles(postings: SearchIndexEmitter.PostingsTable? = nil, reuse: SearchIndexEmitter.Reuse? = nil,
                                  deliver: ((SearchIndexEmitter.File) throws -> Void)? = nil) throws -> [SearchIndexEmitter.File] {
        guard let tokenizer else { return [] }
        return try SearchIndexEmitter.files(
            for: kb, records: search?.records ?? SearchRecords.make(kb), tokenizer: tokenizer, glossary: glossary,
            url: SitePaths.url(of:), tokens: search?.tokens, foldTable: foldTable(tokenizer.normalizer.folding),
            postings: postings, reuse: reuse, deliver: deliver)
    }

    /// What `make` makes of one guide's content in `language` (`kind` names it), kept in the memo under
    /// the guide's fingerprint: as the value it is in a memo in memory, as JSON elsewhere; made
    /// afresh without a memo or a fingerprint.
    func memoized<T: Codable>(guide: String, _ kind: String, _ language: Language, _ make: () -> T) -> T {
        guard let memo, let guideFingerprint = guideFingerprints[guide] else { return make() }
        let key = Memo.fingerprint(kind) { hasher in hasher.combine(guide); hasher.combine(guideFingerprint); hasher.combine(language.tag) }
        if let values = memo.values {
            if let kept = values.load(key) as? T { return kept }
            let made = make()
            values.save(key, made)
            return made
        }
        if let data = memo.load(key) {
            do { return try JSONDecoder().decode(T.self, from: data) } catch { memo.reject(key, "does not decode") }
        }
        let made = make()
        if let data = try? JSONEncoder().encode(made) { memo.save(key, data) }
        return made
    }

    /// The Han fold table of the search index, kept in the memo: it depends only on the tool and
    /// OpenCC, and is most of a small site's index time.
    private func foldTable(_ folding: HanFolding) -> @Sendable () -> String {
        guard let memo else { return { SearchIndexEmitter.foldPairs(folding) } }
        return {
            let key = Memo.fingerprint("folds") { _ in }
            if let data = memo.load(key) { return String(decoding: data, as: UTF8.self) }
            let table = SearchIndexEmitter.foldPairs(folding)
            memo.save(key, Data(table.utf8))
            return table
        }
    }

    // MARK: - Language-neutral pages

    private func chooserPage() throws -> String {
        let choices: [MustacheValue] = languages.map { language in
            .object(["tag": .string(language.tag), "name": .string(language.nativeName),
                     "href": .string(SitePaths.relative(from: SitePaths.root, to: SitePaths.home(language))),
                     "tagline": .string(labels["tagline", language])])
        }
        let address = { (path: String) in (baseURL ?? "") + path }
        let alternates: [MustacheValue] = languages.map { .object(["hreflang": .string($0.tag), "href": .string(address(SitePaths.home($0)))]) }
        let body = try templates.render("chooser", .object(["choices": .array(choices), "siteName": .string(labels["siteName", .english])]))
        var layout: [String: MustacheValue] = [
            "lang": "en", "title": .string(labels["siteName", .english]), "fullTitle": .string(labels["siteName", .english]),
            "description": .string(languages.map { labels["tagline", $0] }.joined(separator: " ")), "root": "", "body": .string(body),
            "labels": .object(labels.table(.english).mapValues(MustacheValue.string)), "alternates": .array(alternates),
            "xDefault": .string(address(SitePaths.root)), "bodyClass": "chooser", "noNav": true,
            // site.js opens the home page of the reader's language (navigator.languages) from here.
            "homes": .string(languages.map { "\($0.tag)=\(SitePaths.relative(from: SitePaths.root, to: SitePaths.home($0)))" }.joined(separator: " ")),
        ]
        if let baseURL {
            layout["canonical"] = .string(baseURL + SitePaths.root)
            layout["ogType"] = "website"
            layout["ogLocale"] = "en_US"
        }
        return try templates.render("layout", .object(layout))
    }

    private func notFoundPage() throws -> String {
        let messages: [MustacheValue] = languages.map { language in
            .object(["tag": .string(language.tag), "text": .string(labels["notFound", language]),
                     "home": .string(labels["home", language]), "href": .string(SitePaths.home(language))])
        }
        // A server shows the 404 page at any depth, so with a base URL its links are absolute; without
        // one they are relative to the site's root (right where a server shows it for a missing page
        // at the top, and over file://). It needs no script.
        let root = baseURL ?? ""
        let body = try templates.render("notfound", .object(["messages": .array(messages), "root": .string(root)]))
        return try templates.render("layout", .object([
            "lang": "en", "title": "404", "fullTitle": .string("404 · \(labels["brand", .english])"),
            "description": .string(labels["notFound", .english]), "root": .string(root), "body": .string(body),
            "labels": .object(labels.table(.english).mapValues(MustacheValue.string)), "bodyClass": "not-found", "noNav": true,
            "noScript": true,
        ]))
    }

    // MARK: - sitemap.xml

    /// robots.txt: everything may be crawled; with a base URL, where the sitemap is.
    var robots: String {
        "User-agent: *\nAllow: /\n" + (baseURL.map { "\nSitemap: \($0)sitemap.xml\n" } ?? "")
    }

    /// assets/guides.js: every language's guides (id and title, in the home page's order), from which
    /// site.js lists them in every page's navigator — one small file instead of the list in every page.
    func guideList() -> String {
        var lists: [String] = []
        for language in languages {
            let items = kb.guides.compactMap { guide in
                guide.document(in: language).map { "[\(SearchIndexEmitter.quoted(guide.id)),\(SearchIndexEmitter.quoted($0.title))]" }
            }
            lists.append("\(SearchIndexEmitter.quoted(language.tag)):[\(items.joined(separator: ","))]")
        }
        return "window.BRIDGEKB_GUIDES = {\(lists.joined(separator: ",\n"))};\n"
    }

    /// The `<url>` element of every page, with its alternates, in path order.
    private func sitemapEntries(_ pageSet: PageSet, baseURL: String) -> [String] {
        pageSet.alternates.keys.sorted().map { path in
            var xml = "  <url>\n    <loc>\(HTMLText.escape(baseURL + path))</loc>\n"
            xml += pageSet.alternates[path]!.map { language, alternate in
                "    <xhtml:link rel=\"alternate\" hreflang=\"\(language.tag)\" href=\"\(HTMLText.escape(baseURL + alternate))\"/>\n"
            }.joined()
            if let first = pageSet.alternates[path]!.first {
                xml += "    <xhtml:link rel=\"alternate\" hreflang=\"x-default\" href=\"\(HTMLText.escape(baseURL + first.1))\"/>\n"
            }
            return xml + "  </url>\n"
        }
    }

    /// The most bytes one sitemap file holds before the sitemap becomes an index over several: no
    /// site file over 2 MB (issue 22), far under the protocol's 50 MB and 50,000 URLs.
    static let sitemapFileLimit = 1_000_000

    /// `sitemap.xml` with every entry when it fits in `limit` bytes; else `sitemap.xml` as a sitemap
    /// index over `sitemap-1.xml`, `sitemap-2.xml`, … each filled in order up to `limit` bytes.
    static func sitemapFiles(_ entries: [String], baseURL: String, limit: Int = sitemapFileLimit) -> [(path: String, text: String)] {
        let head = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\n"
        let tail = "</urlset>\n"
        var parts: [String] = []
        var current = ""
        for entry in entries {
            if !current.isEmpty, head.utf8.count + current.utf8.count + entry.utf8.count + tail.utf8.count > limit {
                parts.append(current)
                current = ""
            }
            current += entry
        }
        parts.append(current)
        if parts.count == 1 { return [("sitemap.xml", head + parts[0] + tail)] }
        var index = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        index += parts.indices.map { "  <sitemap>\n    <loc>\(HTMLText.escape(baseURL))sitemap-\($0 + 1).xml</loc>\n  </sitemap>\n" }.joined()
        index += "</sitemapindex>\n"
        return [("sitemap.xml", index)] + parts.enumerated().map { ("sitemap-\($0.offset + 1).xml", head + $0.element + tail) }
    }
}

/// Which pages exist in which language, and each page's translations (for hreflang and switchers).
struct PageSet {
    /// Page path → its versions in every language, the source language first.
    var alternates: [String: [(Language, String)]] = [:]

    init(kb: KnowledgeBase, languages: [Language], apiIndexes: [Language: APIIndex], rules: [String] = [],
         entryPages: [Language: Int] = [:], apiPageSize: Int = 5_000) {
        func add(_ versions: [(Language, String)]) {
            for (_, path) in versions { alternates[path] = versions }
        }
        add(languages.map { ($0, SitePaths.home($0)) })
        // Page n of the entry index in every language that has an n-th page.
        for page in 1...max(1, entryPages.values.max() ?? 1) {
            add(languages.filter { page == 1 || (entryPages[$0] ?? 1) >= page }.map { ($0, SitePaths.entries($0, page: page)) })
        }
        add(languages.map { ($0, SitePaths.apis($0)) })
        add(languages.map { ($0, SitePaths.translations($0)) })
        add(languages.map { ($0, SitePaths.search($0)) })
        add(languages.map { ($0, SitePaths.rules($0)) })
        for rule in rules { add(languages.map { ($0, SitePaths.rule(rule, $0)) }) }
        for guide in kb.guides {
            add(guide.documents.map { ($0.language, SitePaths.guide(guide.id, $0.language)) })
        }
        var entryLanguages: [String: [Language]] = [:]
        var order: [String] = []
        for entry in kb.entries {
            if entryLanguages[entry.id] == nil { order.append(entry.id) }
            entryLanguages[entry.id, default: []].append(entry.language)
        }
        for id in order { add(entryLanguages[id]!.map { ($0, SitePaths.entry(id, $0)) }) }
        // Each API's pages by slug, per language; page n in every language that has an n-th page.
        let apiPages = languages.map { language in
            Dictionary((apiIndexes[language]?.apis ?? []).map { ($0.slug, $0.pages(size: apiPageSize)) }, uniquingKeysWith: { a, _ in a })
        }
        for slug in apiPages.reduce(Set<String>(), { $0.union($1.keys) }).sorted() {
            for page in 1...(apiPages.compactMap { $0[slug] }.max() ?? 1) {
                add(languages.indices.filter { (apiPages[$0][slug] ?? 0) >= page }.map { (languages[$0], SitePaths.api(slug, languages[$0], page: page)) })
            }
        }
    }

    func versions(of path: String) -> [(Language, String)] { alternates[path] ?? [] }
}
