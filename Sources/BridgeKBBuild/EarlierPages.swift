import Foundation
import BridgeKBStore
import BridgeKBSite

/// What the last build into an output folder made of each page (``PageRecord``: key, findings,
/// validation), kept in the cache beside its ``BuildRecord`` with the folder's state as that build
/// left it (``FolderState``). While the folder is still in that state, the next build keeps the file
/// of every page whose key is unchanged — linked into its staging folder, neither rendered, read
/// back nor checked again — and takes the page's findings from here.
enum EarlierPages {
    /// The cache key of the records of builds into `out`.
    static func key(out: URL, cache: BuildCache) -> String {
        cache.key("output-pages") { $0.combine(out.standardizedFileURL.path) }
    }

    /// The records of the last build into `out`, when the folder is exactly as that build left it and
    /// no staging folder stands beside it; nil otherwise (or without a cache in a folder).
    static func load(out: URL, cache: BuildCache?) -> [String: PageRecord]? {
        guard let cache, !cache.isInMemory, !OutputWriter.hasStaging(beside: out) else { return nil }
        let key = key(out: out, cache: cache)
        guard let data = cache.data(for: key), let newline = data.firstIndex(of: 0x0A) else { return nil }
        guard String(decoding: data[data.startIndex..<newline], as: UTF8.self) == FolderState.digest(of: out) else { return nil }
        guard let records = PageRecord.decode(data.subdata(in: (newline + 1)..<data.endIndex)) else {
            cache.drop(key, reason: "not a block of page records")
            return nil
        }
        return records
    }

    /// Keeps `records` for the next build into `out`, which the build just left in the state `output`.
    static func store(_ records: [String: PageRecord], output: String, out: URL, cache: BuildCache) {
        guard !cache.isInMemory, let block = PageRecord.encode(records) else { return }
        var data = Data((output + "\n").utf8)
        data.append(block)
        cache.store(data, for: key(out: out, cache: cache))
    }
}
