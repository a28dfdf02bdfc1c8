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
    var earlier: EarlierPages.Kept?
    /// The output folder, whose last build's table of search postings (``EarlierPostings``) the cache keeps.
    var out: URL?
    /// The phases, in order (the store — kb.sqlite, and kb.json on a thread of its own — runs beside the pages).
    static let phases = ["store", "kb.json", "pages", "search index", "links"]

    /// Every file of the site put into `sink`, and the problems found making and checking them. `lap`
    /// hears the end of the `site` stage (every page and the search index put) and of `links` (the
    /// links checked and the store's files put, the store running on beside the check).
    func generate(into sink: OutputSink, clock: PhaseClock, lap: (String) -> Void) throws
        -> (paths: [String], diagnostics: [Diagnostic], kept: EarlierPages.Kept?, remade: [String: Remade]) {
        let site = try SiteInputs(self)
        let memo = OutputMemo(cache: cache)
        // kb.json and kb.sqlite do not depend on the pages (and SQLite is single-threaded); nor on each
        // other: each on its own thread, since kb.sqlite, written whole, is the longest of the site's
        // phases in a one-guide rebuild.
        let store = Beside { try clock.time("store", ownThread: true) { try putDatabase(site, into: sink, memo: memo) } }
        let json = Beside { try clock.time("kb.json", ownThread: true) { try putJSON(into: sink, memo: memo) } }
        let pages = Result {
            try clock.time("pages", detail: { " (\($0.rendered.count) of \($0.pages) rendered)" }) {
                try site.builder.build(into: sink, validator: HTMLValidator(requiresContentSecurityPolicy: true))
            }
        }
        let searchRecords = Locked([String: PageRecord]())
        let index = pages.flatMap { _ in
            Result {
                try clock.time("search index", detail: { _ in Self.detail(memo.remade["searchfile"], "files written") }) {
                    try putSearchIndex(site, into: sink, records: searchRecords, memo: memo)
                }
            }
        }
        let built = try pages.get()
        // kb.json and kb.sqlite are known by name before they are written: the link check and the
        // pages' records for the next build do not wait for the store, which is the longest phase of
        // a one-guide rebuild (kb.sqlite is written whole).
        let paths = built.paths + (try index.get()) + Self.storeFiles
        lap("site")
        let (problems, checks, reused) = clock.time("links") { site.checkLinks(paths: paths, pages: built, cache: cache) }
        if cache != nil { memo.count("linkcheck", made: built.pages - reused, of: built.pages) }
        var records = built.records.merging(searchRecords.withLock { $0 }) { page, _ in page }
        // What the check found on each page, with the shards of the search index its links lead to
        // (none, but on a page whose content links there: it is checked again in every build).
        for (path, check) in checks {
            records[path]?.links = LinkReport.PageCheck(identity: nil, diagnostics: check.diagnostics, internalLinks: check.internalLinks,
                                                        externalLinks: check.externalLinks, targets: check.targets.filter(EarlierPages.isShard))
        }
        var kept = site.pageSalt.map { EarlierPages.Kept(records: records, salt: $0, paths: EarlierPages.digest(paths: paths)) }
        if cache?.isInMemory == false { kept?.block = PageRecord.encode(records) }
        let written = try json.result().get() + store.result().get()
        lap("links")
        guard written == Self.storeFiles else {
            throw BridgeKBError.io(path: written.joined(separator: ", "), message: "the store wrote other files than \(Self.storeFiles)")
        }
        return (paths, site.settingsProblems + built.diagnostics + problems, kept, memo.remade)
    }

    /// ` (3 of 4,096 files written)` for `--timings`; empty without counts.
    static func detail(_ remade: Remade?, _ what: String) -> String {
        remade.map { " (\($0.made) of \($0.total) \(what))" } ?? ""
    }

    /// The files of the store, in the order ``generate(into:clock:lap:)`` lists them.
    static let storeFiles = ["kb.json", "kb.sqlite"]

    /// kb.json, a group of files of the sink. With a cache, the parts that did not change are taken
    /// from `memo` (``OutputMemo``).
    func putJSON(into sink: OutputSink, memo: OutputMemo) throws -> [String] {
        let (session, cached) = (session, cache != nil)
        return try sink.put(group: "kb.json", linked: ["kb.json"]) { sink in
            let data = cached ? try KnowledgeBaseJSON.encode(session.kb, part: memo.kbJSONPart(guideKeys: session.guideKeys))
                : try KnowledgeBaseJSON.encode(session.kb)
            try sink.put("kb.json", data)
            return ["kb.json"]
        }
    }

    /// kb.sqlite, a group of files of the sink. With a cache, the deflated blocks of its texts that
    /// did not change are taken from `memo` (``OutputMemo``).
    func putDatabase(_ site: SiteInputs, into sink: OutputSink, memo: OutputMemo) throws -> [String] {
        let (session, tokenizer, search, cached) = (session, site.tokenizer, site.search, cache != nil)
        let compress: (@Sendable ([UInt8]) -> [UInt8])? = cached ? memo.compress : nil
        return try sink.put(group: "kb.sqlite", linked: ["kb.sqlite"]) { sink in
            try sink.put("kb.sqlite") { path in
                do {
                    try KnowledgeBaseStore.write(session.kb, contentHash: session.contentHash, tokenizer: tokenizer,
                                                 glossary: session.glossary, to: path, search: search.value,
                                                 compress: compress)
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
    /// to of it is its manifest (its other files are loaded by its script). With a cache, each file's
    /// key (a hash of its path and of what it holds) goes to `records`, and a file whose key the last
    /// build into the output folder recorded is kept from that build, neither made, deflated nor
    /// written; the table of postings is the last build's with the changed records replaced
    /// (``EarlierPostings``).
    func putSearchIndex(_ site: SiteInputs, into sink: OutputSink, records: Locked<[String: PageRecord]>,
                        memo: OutputMemo) throws -> [String] {
        let (builder, search, earlier, cache, out) = (site.builder, site.search, site.earlier?.records ?? [:], cache, out)
        let folder = DeferredFiles.searchIndexFolder
        return try sink.put(group: folder, linked: [folder + "manifest.js"]) { sink in
            var builder = builder
            builder.search = search.value
            let reuse: SearchIndexEmitter.Reuse = { path, content in
                let key = Memo.fingerprint("search-file") { $0.combine(path); $0.combine(content) }
                records.withLock { $0[path] = PageRecord(fileKey: key) }
                let kept = earlier[path]?.key == key && sink.keep(path)
                memo.count("searchfile", made: !kept)
                return kept
            }
            let postings: SearchIndexEmitter.PostingsTable? = cache.flatMap { cache in out.map { out in { columns in
                EarlierPostings.table(columns, out: out, cache: cache) { made in
                    memo.count("searchrecords", made: made, of: columns.count)
                }
            } } }
            return try builder.putSearchIndex(into: sink, postings: postings, reuse: cache != nil ? reuse : nil)
        }
    }
}
