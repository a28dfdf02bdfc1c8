import Foundation
import BridgeKBModel
import BridgeKBStore

/// The pieces of the chunked site search index (format 5, docs/site-search.md): how terms are
/// assigned to shards, how a record's ranking facts are packed, and how each file is framed.
///
/// Every file is a script that registers its data, `BRIDGEKB_SHARD("t/1f", "eNq…");`, so that the
/// page can load it with a `<script>` element: that works over file:// (where fetch is refused)
/// and over http, and a `script-src 'self'` policy allows it. The data is JSON, deflated (zlib)
/// and in base64: about a third of the JSON's bytes on disk and over the wire, which the page
/// inflates with the browser's `DecompressionStream`.
enum SearchIndexShards {
    /// The folder of the index under the site root.
    static let folder = "assets/search/"

    /// Records per facts shard: five files of about 13 KB at 1,000 guides (73,000 records), which a
    /// page loads as soon as it opens the index (nearly every query scores records of many guides,
    /// so nearly every query needs most of them), in one round over HTTP/1.1's six connections.
    static let factShardSize = 16_384

    /// Result groups per fragment (`g/`): consecutive ranks, so mostly groups of one guide, which
    /// deflate together far better than alone (on the 1,000-guide bench corpus 35.7 MB one group a
    /// file, 23.6 MB four) for a few KB more per query (one fragment per result shown). Eight: half
    /// the files of four (6,750 at 1,000 guides) — each file costs the build about 0.3 ms in the
    /// kernel — for about 20 KB more per query.
    static let groupsPerFragment = 8

    /// The postings bytes a term shard holds on average: the number of term shards is the power
    /// of two that brings the average down to this (a query loads one shard per distinct term not in
    /// a group shard). 8 KB: 4,096 files at 1,000 guides instead of 16,384 at 2 KB, for a few KB more
    /// per query (most of a glossary query's terms are in group shards).
    static let termShardTarget = 8_192

    /// The number of term shards for `postingsBytes` bytes of postings: a power of two, at least 1.
    static func termShardCount(postingsBytes: Int) -> Int {
        var count = 1
        while postingsBytes / count > termShardTarget { count <<= 1 }
        return count
    }

    /// The shard of a term: FNV-1a (32 bits) over its UTF-8 bytes, modulo the shard count (a power
    /// of two). search.js computes the same.
    static func termShard(_ term: String, count: Int) -> Int {
        Int(hash(term) & UInt32(count - 1))
    }

    /// Terms a query looks up together, each group in one shard (`c/…`) rather than each term in a
    /// hash shard: the groups are the unit texts of every glossary concept's terms (the expanded
    /// and related stages look up all of them), then those of every lexicon entry's key and
    /// translations, in the manifest's order; a term belongs to the first group that holds it. A
    /// glossary query then loads a file per concept instead of one per term (循环引用 with its
    /// related concepts: 34 files → 4). search.js places terms the same way from the manifest.
    /// Returns term → group number.
    static func placement(of groups: [[String]]) -> [String: Int] {
        Dictionary(groups.enumerated().flatMap { number, terms in terms.map { ($0, number) } }, uniquingKeysWith: { first, _ in first })
    }

    /// FNV-1a (32 bits) over the term's UTF-8 bytes.
    static func hash(_ term: String) -> UInt32 {
        var h: UInt32 = 0x811C_9DC5
        for byte in term.utf8 { h = (h ^ UInt32(byte)) &* 0x0100_0193 }
        return h
    }

    /// The file name of shard `index` of a kind (`t`, `c`, `f`, `g`, `v`): `t/1f`.
    static func name(_ kind: String, _ index: Int) -> String { kind + "/" + String(index, radix: 36) }

    /// `BRIDGEKB_SHARD("name", "base64");` as bytes: the JSON without bidirectional controls
    /// (``BidiControls``), deflated, in base64.
    static func file(_ name: String, json: String) -> [UInt8] {
        let data = Data(Deflate.compress(Array(BidiControls.strip(json).utf8))).base64EncodedString()
        return Array("BRIDGEKB_SHARD(\"\(name)\", \"\(data)\");\n".utf8)
    }

    /// The JSON a file written by ``file(_:json:)`` holds (for tests; search.js reads the files).
    static func json(ofFile bytes: [UInt8]) -> String? {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let open = text.range(of: ", \""), let close = text.range(of: "\");", options: .backwards),
              let data = Data(base64Encoded: String(text[open.upperBound..<close.lowerBound])),
              let json = Deflate.decompress(Array(data)) else { return nil }
        return String(decoding: json, as: UTF8.self)
    }

    // MARK: - Numbers packed in a string

    /// 64 characters that need no escape in a JSON string: the first 32 end a number, the other 32
    /// carry five more bits of it.
    static let digits = Array("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-_".utf8)

    /// Appends `value` (≥ 0) in five-bit groups, lowest first: every group but the last as a
    /// continuation character.
    static func appendVarint(_ value: Int, to out: inout [UInt8]) {
        precondition(value >= 0)
        var v = value
        while v >= 32 {
            out.append(digits[32 + (v & 31)])
            v >>= 5
        }
        out.append(digits[v])
    }

    /// A signed number as an unsigned one: 0, -1, 1, -2, 2 … → 0, 1, 2, 3, 4 …
    static func zigzag(_ value: Int) -> Int { value >= 0 ? value << 1 : ((-value) << 1) - 1 }

    /// The numbers packed by ``appendVarint(_:to:)`` (for tests; search.js reads them).
    static func varints(_ text: [UInt8]) -> [Int] {
        var values: [Int] = []
        var value = 0, shift = 0
        for byte in text {
            guard let digit = digits.firstIndex(of: byte) else { continue }
            if digit >= 32 {
                value |= (digit - 32) << shift
                shift += 5
            } else {
                values.append(value | digit << shift)
                value = 0
                shift = 0
            }
        }
        return values
    }

    // MARK: - Facts

    /// What ranking (and the search page's filters) need of one record before any display data: its
    /// token count (BM25's document length), the rank of its group key among all keys (in code point
    /// order, so comparing ranks compares keys), its chapter's rank (nil: none), its guide's and
    /// language's numbers, and its kind's number (in the manifest's `kinds`).
    struct Fact {
        var length: Int
        var group: Int
        var chapter: Int?
        var guide: Int
        var language: Int
        var kind: Int = 0
    }

    /// One facts shard: `{"start": 0, "runs": [[offset, guide, language], …], "facts": "…"}`. The
    /// runs give guide and language from a record on until the next run; `facts` packs, per record,
    /// its length, its group rank as the difference from the previous record's (zigzag; the first
    /// from 0), its chapter as 0 for none, else 1 + the zigzag of chapter rank − group rank, and its
    /// kind's number.
    static func factShard(start: Int, _ facts: ArraySlice<Fact>) -> String {
        var runs: [String] = []
        var packed: [UInt8] = []
        var previous = 0
        var run: (Int, Int)?
        for (offset, fact) in facts.enumerated() {
            if run.map({ $0 != (fact.guide, fact.language) }) ?? true {
                runs.append("[\(offset),\(fact.guide),\(fact.language)]")
                run = (fact.guide, fact.language)
            }
            appendVarint(fact.length, to: &packed)
            appendVarint(zigzag(fact.group - previous), to: &packed)
            previous = fact.group
            appendVarint(fact.chapter.map { 1 + zigzag($0 - fact.group) } ?? 0, to: &packed)
            appendVarint(fact.kind, to: &packed)
        }
        return "{\"start\": \(start), \"runs\": [\(runs.joined(separator: ","))], \"facts\": \"\(String(decoding: packed, as: UTF8.self))\"}"
    }
}
