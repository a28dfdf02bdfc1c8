import Foundation
import BridgeKBModel

/// The terms of one search record with their count per FTS5 column — the first step of the site's
/// search index — found without making a `String` per token: the tokens are looked up by their bytes
/// in an open-addressing table, and a string is made only for each distinct term.
///
/// Speed code, kept on a measurement (issue 19): with this table and ``SearchIndexEmitter/Term``
/// the site's index of a 30-guide corpus (bench/corpus.py) takes 0.20–0.27 s of CPU, without them
/// (per-record `String`/`Substring`-keyed dictionaries, tried three ways) 0.43–0.52 s (perf, 999 Hz,
/// release, two runs each) — about 5 % of that build's CPU.
struct RecordTermCounts: Equatable {
    /// The record's distinct terms in the order they first occur.
    var terms: [String] = []
    /// `columnCount` counts per term, in the order of `terms`.
    var counts: [Int32] = []
    /// The number of tokens of the record.
    var length = 0

    /// Counts the space-separated tokens of `columns` (one string per column, at most `columnCount`).
    init(_ columns: [String], columnCount: Int) {
        let byteCount = columns.reduce(0) { $0 + $1.utf8.count }
        // At most one token per two bytes (a byte and a space, or the column's end): the table stays
        // at most half full.
        var capacity = 16
        while capacity < byteCount + 2 { capacity <<= 1 }
        var table = [Int32](repeating: -1, count: capacity)
        let mask = capacity - 1
        var termLengths: [Int] = []
        for (column, text) in columns.enumerated() {
            var text = text
            text.withUTF8 { buffer in
                var start = 0
                for i in 0...buffer.count where i == buffer.count || buffer[i] == 0x20 {
                    defer { start = i + 1 }
                    guard i > start else { continue }
                    length += 1
                    let token = UnsafeBufferPointer(rebasing: buffer[start..<i])
                    var slot = Int(truncatingIfNeeded: Self.hash(token)) & mask
                    while true {
                        let term = Int(table[slot])
                        if term < 0 {
                            table[slot] = Int32(terms.count)
                            terms.append(String(decoding: token, as: UTF8.self))
                            termLengths.append(token.count)
                            counts.append(contentsOf: repeatElement(0, count: columnCount))
                            counts[counts.count - columnCount + column] = 1
                            break
                        }
                        if termLengths[term] == token.count, Self.equal(terms[term], token) {
                            counts[term * columnCount + column] += 1
                            break
                        }
                        slot = (slot + 1) & mask
                    }
                }
            }
        }
    }

    /// Whether `term` holds exactly the bytes of `token`.
    private static func equal(_ term: String, _ token: UnsafeBufferPointer<UInt8>) -> Bool {
        var term = term
        return term.withUTF8 { memcmp($0.baseAddress!, token.baseAddress!, token.count) == 0 }
    }

    /// FNV-1a over the token's bytes: tokens are short, and this is all the mixing they need.
    private static func hash(_ token: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let h = FNV1a.hash(token)
        return h ^ (h >> 29)
    }
}
