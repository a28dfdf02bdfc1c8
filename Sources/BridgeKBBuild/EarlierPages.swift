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
/// The records are kept by batch (``PageBatch``: a guide's pages in one language; the files of no
/// batch by folder), one cache entry each: a build stores anew only the blocks of records that
/// differ from the last build's — at 1,000 guides, encoding every page's 1.7 million links again
/// was 0.7 s of a one-guide rebuild.
enum EarlierPages {
    /// The records of one build, with the salt of their pages' keys and the digest of its paths.
    struct Kept {
        var records: [String: PageRecord]
        var salt: String
        var paths: String
        /// Each block of records (``Block``) as read from the cache, or as made (on a thread of its own,
        /// beside the caller) for the next build.
        var blocks: Beside<[Block]>
    }

    /// One batch's records in the cache: the hash of its bytes (the cache entry's name), its paths in
    /// order, and its bytes when this build made them (nil: the last build's entry is kept).
    struct Block {
        var hash: String
        var paths: [String]
        var data: Data?
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

    /// The cache key of the block of records whose bytes hash to `hash`.
    static func blockKey(_ hash: String, cache: BuildCache) -> String {
        cache.key("records") { $0.combine(hash) }
    }

    /// The records of the last build into `out`, when the folder is exactly as that build left it and
    /// no staging folder stands beside it; nil otherwise (or without a cache in a folder).
    static func load(out: URL, cache: BuildCache?) -> Kept? {
        guard let cache, !cache.isInMemory, !OutputWriter.hasStaging(beside: out) else { return nil }
        let key = key(out: out, cache: cache)
        guard let data = cache.data(for: key) else { return nil }
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.count >= 4, lines.last == "", lines[0] == FolderState.digest(of: out) else { return nil }
        var records: [String: PageRecord] = [:]
        var blocks: [Block] = []
        for hash in lines[3..<(lines.count - 1)] {
            guard let bytes = cache.data(for: blockKey(hash, cache: cache)), let block = PageRecord.decode(bytes) else {
                cache.drop(key, reason: "a block of page records is missing or damaged")
                return nil
            }
            records.merge(block) { old, _ in old }
            blocks.append(Block(hash: hash, paths: block.keys.sorted(), data: nil))
        }
        return Kept(records: records, salt: lines[1], paths: lines[2], blocks: Beside { blocks })
    }

    /// Keeps `kept` for the next build into `out`, which the build just left in the state `output`:
    /// each block of records this build made is stored, every other is the last build's entry, kept.
    static func store(_ kept: Kept, output: String, out: URL, cache: BuildCache) {
        guard !cache.isInMemory, case .success(let blocks) = kept.blocks.result(), !blocks.isEmpty else { return }
        for block in blocks {
            let key = blockKey(block.hash, cache: cache)
            if let data = block.data { cache.store(data, for: key) } else { cache.retain(key) }
        }
        let lines = [output, kept.salt, kept.paths] + blocks.map(\.hash)
        cache.store(Data(lines.map { $0 + "\n" }.joined().utf8), for: key(out: out, cache: cache))
    }
}

extension EarlierPages.Kept {
    /// What a build leaves for the next into the same folder: each page's record with what the link
    /// check found on it — and, of its targets, the search index's shards (none, but on a page whose
    /// content links there: it is checked again in every build) —, each search index file's record,
    /// the digest of every path written; its blocks of records made beside the caller when `encoded`,
    /// each batch's taken from `earlier` when its records encode as they did there.
    init(pages: [String: PageRecord], files: [String: PageRecord], checks: [String: LinkReport.PageCheck], salt: String,
         paths: [String], encoded: Bool, earlier: EarlierPages.Kept?) {
        var records = pages.merging(files) { page, _ in page }
        for (path, check) in checks {
            records[path]?.links = LinkReport.PageCheck(identity: nil, diagnostics: check.diagnostics, internalLinks: check.internalLinks,
                                                        externalLinks: check.externalLinks, targets: check.targets.filter(EarlierPages.isShard))
        }
        let blocks = Beside { [records] in encoded ? Self.blocks(of: records, earlier: earlier) : [] }
        self.init(records: records, salt: salt, paths: EarlierPages.digest(paths: paths), blocks: blocks)
    }

    /// `records` in blocks by batch (those of no batch by folder), each the last build's block when it
    /// holds the same paths and each record encodes as it did there, else encoded anew (none when a
    /// record does not encode).
    static func blocks(of records: [String: PageRecord], earlier: EarlierPages.Kept?) -> [EarlierPages.Block] {
        let earlierBlocks = (try? earlier?.blocks.result().get()) ?? []
        let byFirstPath = Dictionary(earlierBlocks.map { ($0.paths.first ?? "", $0) }, uniquingKeysWith: { first, _ in first })
        // Files of no batch by folder: the search index's shards, most of which a rebuild keeps, apart
        // from the pages of the API index.
        let batches = Dictionary(grouping: records.keys, by: { path in
            records[path]!.batch ?? "#" + (path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "")
        })
        let made = batches.keys.sorted().parallelMap { batch -> EarlierPages.Block? in
            let paths = batches[batch]!.sorted()
            if let earlier, let kept = byFirstPath[paths[0]], kept.paths == paths,
               paths.allSatisfy({ path in earlier.records[path].map { records[path]!.encodesLike($0) } ?? false }) {
                return EarlierPages.Block(hash: kept.hash, paths: paths, data: nil)
            }
            guard let data = PageRecord.encode(Dictionary(uniqueKeysWithValues: paths.map { ($0, records[$0]!) })) else { return nil }
            return EarlierPages.Block(hash: ContentHasher.hash(data), paths: paths, data: data)
        }
        return made.contains { $0 == nil } ? [] : made.compactMap { $0 }
    }
}
