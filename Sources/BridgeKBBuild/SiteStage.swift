import Foundation
import BridgeKBModel
import BridgeKBStore
import BridgeKBSite

/// The store and site stages of a build, as named phases, each timed by the build's ``PhaseClock``:
/// `store` (kb.sqlite), `kb.json` (``SiteStore``) and `search index` (assets/search/,
/// ``SearchIndexPhase``), each on a thread of its own beside the pages; `pages` (every page rendered
/// or kept, validated, the assets, the sitemap); `links` (every page's links and anchors checked). A
/// preview's sink (``DeferredFiles``) keeps the store's and the search index's groups of files to be
/// made when asked for.
struct SiteStage {
    var session: KnowledgeBaseSession
    var theme: TemplateLoader.Loaded
    var baseURL: String?
    var cache: BuildCache?
    /// What the last build into the output folder made of its pages, when the sink can keep its files.
    var earlier: EarlierPages.Kept?
    /// The output folder, whose last build's table of search postings (``EarlierPostings``) the cache keeps.
    var out: URL?
    /// The phases, in the order `--timings` lists them (the store's two run beside the pages).
    static let phases = ["store", "kb.json", "pages", "search index", "links"]

    /// What ``generate(into:clock:lap:)`` made besides the files it put.
    struct Generated {
        /// Every path put: the pages, the other files, the search index, the store's files.
        var paths: [String]
        var diagnostics: [Diagnostic]
        /// What the next build into the same folder may keep (nil without a cache).
        var kept: EarlierPages.Kept?
        /// How many results of each kind were made anew, of how many used.
        var remade: [String: Remade]
    }

    /// Every file of the site put into `sink`, and the problems found making and checking them. `lap`
    /// hears the end of the `site` stage (every page and the search index put) and of `links` (the
    /// links checked and the store's files put).
    func generate(into sink: OutputSink, clock: PhaseClock, lap: (String) -> Void) throws -> Generated {
        let site = try SiteInputs(self)
        let memo = OutputMemo(cache: cache)
        let earlierDatabase = cache.flatMap { cache in out.map { EarlierDatabase(cache: cache, out: $0) } }
        let store = SiteStore(session: session, site: site, memo: cache == nil ? nil : memo,
                              earlier: cache?.isInMemory == false ? earlierDatabase : nil)
        // Neither file depends on the pages or on the other (and SQLite is single-threaded).
        let database = Beside {
            try clock.time("store", ownThread: true, detail: { _ in memo.detail("sqliteguides", "guides' records written") }) {
                try store.putDatabase(into: sink)
            }
        }
        let json = Beside { try clock.time("kb.json", ownThread: true) { try store.putJSON(into: sink) } }
        // The search index reads the search records, not the pages: in a rebuild that keeps the last
        // build's pages it is made beside them, filling the cores while either phase runs on one
        // thread alone (its table of postings, the pages' records); in a build that makes every page
        // and file it is made after them, so that the peak memory holds one phase's work, not both.
        let index = SearchIndexPhase(site: site, cache: cache, out: out, memo: memo)
        let besidePages = site.earlier != nil
        let makeIndex = {
            try clock.time("search index", ownThread: besidePages, detail: { _ in memo.detail("searchfile", "files written") }) {
                try index.put(into: sink)
            }
        }
        let searchIndex = besidePages ? Beside(makeIndex) : nil

        let pages = try clock.time("pages", detail: { " (\($0.rendered.count) of \($0.pages) rendered)" }) {
            try site.builder.build(into: sink, validator: HTMLValidator(requiresContentSecurityPolicy: true))
        }
        if cache != nil { memo.count("pagebatch", made: pages.batches.total - pages.batches.kept, of: pages.batches.total) }
        let indexPaths = try searchIndex?.result().get() ?? makeIndex()
        // The store's files are known by name: the link check and the page records do not wait for them.
        let paths = pages.paths + indexPaths + SiteStore.files
        lap("site")

        let links = clock.time("links") { site.checkLinks(paths: paths, pages: pages, cache: cache) }
        if cache != nil { memo.count("linkcheck", made: pages.pages - links.reused, of: pages.pages) }
        let kept = site.pageSalt.map { salt in
            EarlierPages.Kept(pages: pages.records, files: index.records, checks: links.checks, salt: salt, paths: paths,
                              encoded: cache?.isInMemory == false, earlier: site.earlier)
        }
        index.finish()
        try SiteStore.expect(json.result().get() + database.result().get())
        lap("links")
        return Generated(paths: paths, diagnostics: site.settingsProblems + pages.diagnostics + links.diagnostics,
                         kept: kept, remade: memo.remade)
    }
}
