import Foundation
import BridgeKBModel
import BridgeKBStore
import BridgeKBSite

/// What the last build into an output folder made of each page (``PageRecord``: key, findings,
/// validation, link check), kept in the cache beside its ``BuildRecord`` with the folder's state as
/// that build left it (``FolderState``), the salt its pages' keys were made under and a digest of
/// every path it wrote. While the folder is still in that state, the next build keeps the file of
/// every page whose key is unchanged — linked into its staging folder, neither rendered, read back
/// nor checked again — and takes the page's findings from here; under another salt (another theme,
/// site.json, glossary or base URL: what every page shares, which a page's key leaves out) none.
enum EarlierPages {
    /// The records of one build, with the salt of their pages' keys and the digest of its paths.
    struct Kept {
        var records: [String: PageRecord]
        var salt: String
        var paths: String
        /// The records as ``PageRecord/encode(_:)`` gives them, when begun already: made on a thread of
        /// its own while the build commits its output and records the folder's state.
        var block: Beside<Data?>?
    }

    /// The cache key of the records of builds into `out`.
    static func key(out: URL, cache: BuildCache) -> String {
        cache.key("output-pages") { $0.combine(out.standardizedFileURL.path) }
    }

    /// A digest of every path a build wrote but the search index's shards: their names follow the
    /// glossary's and the lexicon's groups, which most edits change, and pages load them from scripts,
    /// never by a link (a page whose link leads into them is checked again in every build, see
    /// ``isShard(_:)``).
    static func digest(paths: [String]) -> String {
        var hasher = ContentHasher()
        for path in paths.sorted() where !isShard(path) { hasher.combine(path) }
        return hasher.finalize()
    }

    /// Whether `path` is a file of the search index other than its manifest.
    static func isShard(_ path: String) -> Bool {
        path.hasPrefix(DeferredFiles.searchIndexFolder) && path != DeferredFiles.searchIndexFolder + "manifest.js"
    }

    /// The records of the last build into `out`, when the folder is exactly as that build left it and
    /// no staging folder stands beside it; nil otherwise (or without a cache in a folder).
    static func load(out: URL, cache: BuildCache?) -> Kept? {
        guard let cache, !cache.isInMemory, !OutputWriter.hasStaging(beside: out) else { return nil }
        let key = key(out: out, cache: cache)
        guard let data = cache.data(for: key) else { return nil }
        var lines: [String] = []
        var start = data.startIndex
        while lines.count < 3, let newline = data[start...].firstIndex(of: 0x0A) {
            lines.append(String(decoding: data[start..<newline], as: UTF8.self))
            start = newline + 1
        }
        guard lines.count == 3, lines[0] == FolderState.digest(of: out) else { return nil }
        guard let records = PageRecord.decode(data.subdata(in: start..<data.endIndex)) else {
            cache.drop(key, reason: "not a block of page records")
            return nil
        }
        return Kept(records: records, salt: lines[1], paths: lines[2])
    }

    /// Keeps `kept` for the next build into `out`, which the build just left in the state `output`.
    static func store(_ kept: Kept, output: String, out: URL, cache: BuildCache) {
        guard !cache.isInMemory else { return }
        let begun = kept.block.flatMap { try? $0.result().get() }
        guard let block = begun ?? PageRecord.encode(kept.records) else { return }
        var data = Data([output, kept.salt, kept.paths].map { $0 + "\n" }.joined().utf8)
        data.append(block)
        cache.store(data, for: key(out: out, cache: cache))
    }
}

extension EarlierPages.Kept {
    /// What a build leaves for the next into the same folder: each page's record with what the link
    /// check found on it — and, of its targets, the search index's shards (none, but on a page whose
    /// content links there: it is checked again in every build) —, each search index file's record,
    /// the digest of every path written; the records' encoding begun (beside the caller) when `encoded`.
    init(pages: [String: PageRecord], files: [String: PageRecord], checks: [String: LinkReport.PageCheck], salt: String,
         paths: [String], encoded: Bool) {
        var records = pages.merging(files) { page, _ in page }
        for (path, check) in checks {
            records[path]?.links = LinkReport.PageCheck(identity: nil, diagnostics: check.diagnostics, internalLinks: check.internalLinks,
                                                        externalLinks: check.externalLinks, targets: check.targets.filter(EarlierPages.isShard))
        }
        let block = encoded ? Beside { [records] in PageRecord.encode(records) } : nil
        self.init(records: records, salt: salt, paths: EarlierPages.digest(paths: paths), block: block)
    }
}
