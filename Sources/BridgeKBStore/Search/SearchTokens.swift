import Foundation
import BridgeKBModel
import BridgeKBText

/// The indexed tokens of search records, computed once and shared: kb.sqlite's FTS5 index and the
/// site's client-side index (`assets/search/`) index exactly the same terms, so the build
/// tokenises each record once, records in parallel, instead of once per index.
public struct SearchTokens: Sendable {
    /// Per record (in the order given), per FTS5 column of ``SearchIndex`` (title, symptom, cause,
    /// fix, apis, body, grams), the tokens in text order joined by single spaces: the text FTS5
    /// indexes. One string per column, not one per token: at 1,000 guides the tokens of every
    /// record are held through the whole site stage, and per-token strings took three times the room.
    public var columns: [[String]]

    public init(columns: [[String]]) { self.columns = columns }

    /// The tokens of every record, on every core; the result is in the records' order. With a
    /// `memo`, the tokens of each guide's records are kept under a fingerprint of their texts, so
    /// unchanged guides are not tokenised again (the memo's salt names the normaliser's inputs).
    public static func make(_ records: [SearchRecord], tokenizer: Tokenizer, memo: Memo? = nil) -> SearchTokens {
        guard let memo else {
            return SearchTokens(columns: records.parallelMap { Self.joinedColumns(of: $0, tokenizer: tokenizer) })
        }
        let byGuide = Dictionary(grouping: records.indices, by: { records[$0].guide })
        let groups = byGuide.keys.sorted().map { byGuide[$0]! }
        let results = groups.parallelMap { members -> [[String]] in
            let key = Memo.fingerprint("tokens") { hasher in
                for i in members {
                    let r = records[i]
                    for text in [r.title, r.symptom, r.cause, r.fix, r.body] + r.apis { hasher.combine(text) }
                    hasher.combine(String(r.apis.count))
                }
            }
            if let data = memo.load(key) {
                if let decoded = decode(data, records: members.count) { return decoded }
                memo.reject(key, "does not decode as search tokens")
            }
            let computed = members.map { Self.joinedColumns(of: records[$0], tokenizer: tokenizer) }
            if let data = encode(computed) { memo.save(key, data) }
            return computed
        }
        var columns = [[String]](repeating: [], count: records.count)
        for (g, members) in groups.enumerated() {
            for (k, i) in members.enumerated() { columns[i] = results[g][k] }
        }
        return SearchTokens(columns: columns)
    }

    /// The tokens of each FTS5 column: words, parts and bigrams of title, symptom, cause, fix, apis
    /// (space-joined) and body, then the unigrams of them all (the `grams` column).
    public static func columns(of record: SearchRecord, tokenizer: Tokenizer) -> [[String]] {
        var grams: [String] = []
        var columns = [record.title, record.symptom, record.cause, record.fix, record.apis.joined(separator: " "), record.body]
            .map { text -> [String] in
                let tokens = tokenizer.tokens(in: text)
                var words: [String] = []
                words.reserveCapacity(tokens.count)
                for token in tokens {
                    if token.kind == .unigram { grams.append(token.text) } else { words.append(token.text) }
                }
                return words
            }
        columns.append(grams)
        return columns
    }

    /// ``columns(of:tokenizer:)``, each column's tokens joined by single spaces.
    public static func joinedColumns(of record: SearchRecord, tokenizer: Tokenizer) -> [String] {
        columns(of: record, tokenizer: tokenizer).map { $0.joined(separator: " ") }
    }

    // MARK: - Cache format: records split by U+001E, columns by U+001F (tokens by spaces, as joined)

    static func encode(_ records: [[String]]) -> Data? {
        var data = Data()
        for (r, columns) in records.enumerated() {
            if r > 0 { data.append(0x1E) }
            for (c, column) in columns.enumerated() {
                if c > 0 { data.append(0x1F) }
                // A token never holds a separator; if one ever did, the guide is simply not cached.
                guard !column.utf8.contains(where: { $0 == 0x1E || $0 == 0x1F }) else { return nil }
                data.append(contentsOf: column.utf8)
            }
        }
        return data
    }

    static func decode(_ data: Data, records count: Int) -> [[String]]? {
        let bytes = [UInt8](data)
        let records = count == 0 ? [] : bytes.split(separator: 0x1E, omittingEmptySubsequences: false)
        guard records.count == count else { return nil }
        var result: [[String]] = []
        result.reserveCapacity(count)
        for record in records {
            let columns = record.split(separator: 0x1F, omittingEmptySubsequences: false)
            guard columns.count == 7 else { return nil }
            result.append(columns.map { String(decoding: $0, as: UTF8.self) })
        }
        return result
    }
}
