import Foundation
import BridgeKBModel
import BridgeKBStore
import BridgeKBSite

/// The site's search index phase: the client-side index (assets/search/), one group of files of the
/// sink; what pages link to of it is its manifest (its other files are loaded by its script). With a
/// cache, each file's key (a hash of its path and of what it holds) goes to ``records``, and a file
/// whose key the last build into the output folder recorded is kept from that build, neither made,
/// deflated nor written; the table of postings is the last build's with the changed records replaced
/// (``EarlierPostings``).
struct SearchIndexPhase {
    var site: SiteInputs
    var cache: BuildCache?
    var out: URL?
    var memo: OutputMemo
    /// Each file's record (its key), for the next build's ``EarlierPages``.
    let kept = Locked([String: PageRecord]())
    /// The table of postings being kept in the cache for the next build, beside the link check.
    private let keeping = Locked([Beside<Void>]())

    var records: [String: PageRecord] { kept.withLock { $0 } }

    /// Waits until the table of postings is kept in the cache (``put(into:)`` hands it to a thread of its own).
    func finish() {
        for work in keeping.withLock({ $0 }) { _ = work.result() }
    }

    /// The index's files put into `sink`; their paths.
    func put(into sink: OutputSink) throws -> [String] {
        let (builder, search, earlier, cache, out, memo, kept, keeping) = (site.builder, site.search, site.earlier?.records ?? [:], cache, out,
                                                                            memo, kept, keeping)
        let folder = DeferredFiles.searchIndexFolder
        return try sink.put(group: folder, linked: [folder + "manifest.js"]) { sink in
            var builder = builder
            builder.search = search.value
            let reuse: SearchIndexEmitter.Reuse = { path, content in
                let key = Memo.fingerprint("search-file") { $0.combine(path); $0.combine(content) }
                kept.withLock { $0[path] = PageRecord(fileKey: key) }
                let keptFile = earlier[path]?.key == key && sink.keep(path)
                memo.count("searchfile", made: !keptFile)
                return keptFile
            }
            let postings: SearchIndexEmitter.PostingsTable? = cache.flatMap { cache in out.map { out in { columns in
                EarlierPostings.table(columns, out: out, cache: cache, replaced: { made in
                    memo.count("searchrecords", made: made, of: columns.count)
                }, keep: { work in keeping.withLock { $0.append(Beside(work)) } })
            } } }
            return try builder.putSearchIndex(into: sink, postings: postings, reuse: cache != nil ? reuse : nil)
        }
    }
}
