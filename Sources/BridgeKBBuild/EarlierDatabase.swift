import Foundation
import BridgeKBModel
import BridgeKBStore

/// What the last build into an output folder wrote into its kb.sqlite, kept in the cache: the
/// file's checksum (from its header), how many pages long the file was when last written whole,
/// and the digest of each guide's search records (``KnowledgeBaseStore/guideDigests(_:tokens:)``).
/// When the output folder's kb.sqlite is still that file, the next build updates a copy of it by
/// rows (``KnowledgeBaseStore/update(_:contentHash:tokenizer:glossary:from:kept:wholePages:to:search:digests:compress:)``)
/// instead of writing it whole.
struct EarlierDatabase {
    var cache: BuildCache
    var out: URL

    /// What is kept of one build's kb.sqlite.
    struct Kept {
        var wholePages: Int
        var digests: [String: String]
    }

    /// The cache key of the state of builds into `out`.
    var key: String { cache.key("output-database") { $0.combine(out.standardizedFileURL.path) } }

    /// What was kept for `file` (the earlier kb.sqlite), when its checksum is the one kept with it.
    func kept(for file: String) -> Kept? {
        guard let data = cache.data(for: key), let checksum = KnowledgeBaseStore.storedChecksum(file) else { return nil }
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").map { $0.split(separator: "\t").map(String.init) }
        guard let first = lines.first, first.count == 2, first[0] == String(checksum), let pages = Int(first[1]) else { return nil }
        var digests: [String: String] = [:]
        for line in lines.dropFirst() {
            guard line.count == 2 else { return nil }
            digests[line[0]] = line[1]
        }
        return Kept(wholePages: pages, digests: digests)
    }

    /// Keeps `kept` for the kb.sqlite just written at `file`.
    func store(_ kept: Kept, for file: String) {
        guard let checksum = KnowledgeBaseStore.storedChecksum(file) else { return }
        let lines = ["\(checksum)\t\(kept.wholePages)"] + kept.digests.keys.sorted().map { "\($0)\t\(kept.digests[$0]!)" }
        cache.store(Data(lines.joined(separator: "\n").utf8), for: key)
    }
}
