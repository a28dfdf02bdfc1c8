import Foundation
import BridgeKBModel
import BridgeKBStore
import BridgeKBSite

/// The search index's table of postings (``SearchPostings``) made by the last build into an output
/// folder, kept in the cache with a digest of the token columns of each record it was made of. When
/// the next build has as many records, its table is the kept one with the records whose tokens
/// changed replaced (``SearchPostings/replacing(_:)``): a one-guide edit changes the terms of a
/// few records, and counting every record's terms and merging their postings again was most of the
/// index's CPU in a one-guide rebuild at 1,000 guides (about 2 s). The table does not depend on the
/// output folder's state: the digests say which records it holds.
enum EarlierPostings {
    /// Above this share of records changed, the table is made from every record.
    static let replacedShare = 8

    /// The cache key of the table of builds into `out`.
    static func key(out: URL, cache: BuildCache) -> String {
        cache.key("search-postings") { $0.combine(out.standardizedFileURL.path) }
    }

    /// The table of `columns` (each record's token columns), from the one kept for `out` when it
    /// fits, else from every record; kept for the next build by the work handed to `keep` (encoding
    /// and writing tens of megabytes at 1,000 guides, which the caller may run beside its own).
    /// `replaced` hears how many records were made (all of them, or those replaced).
    static func table(_ columns: [[String]], out: URL, cache: BuildCache, replaced: (Int) -> Void,
                      keep: (@escaping () -> Void) -> Void = { $0() }) -> SearchPostings {
        let key = key(out: out, cache: cache)
        let digests = columns.parallelMap(digest)
        if let data = cache.data(for: key), let kept = decode(data, records: digests.count) {
            let changed = digests.indices.filter { digests[$0] != kept.digests[$0] }
            if changed.isEmpty {
                replaced(0)
                return kept.table
            }
            if changed.count * replacedShare <= digests.count {
                let terms = changed.parallelMap { SearchIndexEmitter.termSuffixes(columns[$0]) }
                let table = kept.table.replacing(Dictionary(uniqueKeysWithValues: zip(changed, terms)))
                keep { cache.store(encode(digests, table), for: key) }
                replaced(changed.count)
                return table
            }
        }
        let table = SearchPostings(columns: columns)
        keep { cache.store(encode(digests, table), for: key) }
        replaced(columns.count)
        return table
    }

    /// A record's digest: a hash of its token columns (32 hexadecimal digits).
    static func digest(_ columns: [String]) -> String {
        var hasher = ContentHasher()
        for column in columns { hasher.combine(column) }
        return hasher.finalize()
    }

    /// The record count, the digests (32 bytes each), then the table's bytes.
    static func encode(_ digests: [String], _ table: SearchPostings) -> Data {
        var data = Data("\(digests.count)\n".utf8)
        for digest in digests { data.append(contentsOf: digest.utf8) }
        data.append(contentsOf: table.encoded())
        return data
    }

    /// What ``encode(_:_:)`` wrote, when it holds `records` records; nil otherwise.
    static func decode(_ data: Data, records: Int) -> (digests: [String], table: SearchPostings)? {
        let bytes = [UInt8](data)
        guard let newline = bytes.firstIndex(of: 0x0A), Int(String(decoding: bytes[..<newline], as: UTF8.self)) == records else { return nil }
        let start = newline + 1, end = start + records * 32
        guard end <= bytes.count, let table = SearchPostings(encoded: Array(bytes[end...])), table.lengths.count == records else { return nil }
        let digests = (0..<records).map { String(decoding: bytes[(start + $0 * 32)..<(start + $0 * 32 + 32)], as: UTF8.self) }
        return (digests, table)
    }
}
