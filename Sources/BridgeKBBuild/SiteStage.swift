import Foundation
import BridgeKBModel
import BridgeKBText
import BridgeKBStore
import BridgeKBSite

/// The store and site stages of a build, as named phases, each timed by the build's ``PhaseClock``:
/// `store` (kb.json and kb.sqlite, on their own thread beside the pages), `pages` (every page rendered
/// or taken from the cache and validated, the assets, the sitemap), `search index` (assets/search/)
/// and `links` (every page's links and anchors checked). A preview's sink (``DeferredFiles``) keeps
/// the store's and the search index's groups of files to be made when asked for.
struct SiteStage {
    var session: KnowledgeBaseSession
    var theme: TemplateLoader.Loaded
    var baseURL: String?
    var cache: BuildCache?
    /// What the last build into the output folder made of its pages, when the sink can keep its files.
    var earlierPages: [String: PageRecord] = [:]
    /// The phases, in order (the store runs beside the pages).
    static let phases = ["store", "pages", "search index", "links"]

    /// Every file of the site put into `sink`, and the problems found making and checking them. `lap`
    /// hears the end of the `site` stage (every file put) and of `links`.
    func generate(into sink: OutputSink, clock: PhaseClock, lap: (String) -> Void) throws
        -> (paths: [String], diagnostics: [Diagnostic], records: [String: PageRecord]) {
        let site = try SiteInputs(self)
        // kb.json and kb.sqlite do not depend on the pages (and SQLite is single-threaded).
        let store = Beside { try clock.time("store", ownThread: true) { try putStore(site, into: sink) } }
        let pages = Result {
            try clock.time("pages", detail: { " (\($0.rendered.count) of \($0.pages) rendered)" }) {
                try site.builder.build(into: sink, validator: HTMLValidator(requiresContentSecurityPolicy: true))
            }
        }
        let index = pages.flatMap { _ in Result { try clock.time("search index") { try putSearchIndex(site, into: sink) } } }
        let stored = store.result()
        let built = try pages.get()
        let paths = built.paths + (try index.get()) + (try stored.get())
        lap("site")
        let problems = clock.time("links") { site.checkLinks(paths: paths, pages: built, cache: cache) }
        lap("links")
        return (paths, site.settingsProblems + built.diagnostics + problems, built.records)
    }

    /// kb.json and kb.sqlite, each a group of files of the sink.
    func putStore(_ site: SiteInputs, into sink: OutputSink) throws -> [String] {
        let (session, tokenizer, search) = (session, site.tokenizer, site.search)
        let json = try sink.put(group: "kb.json", linked: ["kb.json"]) { sink in
            try sink.put("kb.json", try KnowledgeBaseJSON.encode(session.kb))
            return ["kb.json"]
        }
        return try json + sink.put(group: "kb.sqlite", linked: ["kb.sqlite"]) { sink in
            try sink.put("kb.sqlite") { path in
                do {
                    try KnowledgeBaseStore.write(session.kb, contentHash: session.contentHash, tokenizer: tokenizer,
                                                 glossary: session.glossary, to: path, search: search.value)
                } catch let error as BridgeKBError {
                    throw error
                } catch {
                    throw BridgeKBError.io(path: path, message: "cannot write kb.sqlite: \(error)")
                }
            }
            return ["kb.sqlite"]
        }
    }

    /// The client-side search index (assets/search/), one group of files of the sink; what pages link
    /// to of it is its manifest (its other files are loaded by its script).
    func putSearchIndex(_ site: SiteInputs, into sink: OutputSink) throws -> [String] {
        let (builder, search) = (site.builder, site.search)
        let folder = DeferredFiles.searchIndexFolder
        return try sink.put(group: folder, linked: [folder + "manifest.js"]) { sink in
            var builder = builder
            builder.search = search.value
            return try builder.putSearchIndex(into: sink)
        }
    }
}
