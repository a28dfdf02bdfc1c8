import Foundation
import BridgeKBModel

/// How ``SearchIndex`` stores its records (kb.sqlite format 5): what ranking reads of every
/// candidate as small columns of `search_records` (kind, guide, language, line, minimum iOS, and the
/// group and chapter as numbers of `search_groups`, whose keys are stored once), the texts only the
/// results shown need deflated in blocks of `search_texts` (``SearchTextBlock``), and the tokens in
/// the contentless FTS5 table under the record's rowid.
extension SearchIndex {
    // MARK: - Writing

    /// Adds records in one transaction, replacing records with the same id (a replaced record goes
    /// after the others, as if deleted and added again); `tokens`, when given, are the records'
    /// ``SearchTokens`` (in the same order), computed once for every index. `compress` deflates a
    /// block of texts (``Deflate/compress(_:)``; a caller may keep its results).
    public func add(_ records: [SearchRecord], tokens: SearchTokens? = nil,
                    compress: (([UInt8]) -> [UInt8])? = nil) throws {
        resetVocabulary()
        // Within the batch, a later record with the same id replaces an earlier one.
        var last: [String: Int] = [:]
        for (i, record) in records.enumerated() { last[record.id] = i }
        let kept = records.indices.filter { last[records[$0].id] == $0 }
        // Tokenizing (or joining given tokens) is independent per record: both cores, input order kept.
        let tokenized = kept.parallelMap { i in tokens?.columns[i] ?? tokenColumns(of: records[i]) }
        try database.transaction {
            // Into an empty index nothing is replaced: the stored ids are read only when there are some.
            let stored = try count() > 0 ? storedIDs() : [:]
            try remove(rowids: kept.compactMap { stored[records[$0].id] })
            try insert(kept.map { records[$0] }, tokens: tokenized, compress: compress)
        }
    }

    /// Removes the records with these rowids, in one transaction. A contentless FTS5 table forgets a
    /// row only when told the tokens it was given: they are made again from the stored record (the
    /// same function made them). Groups and blocks of texts no record uses any more go too.
    public func remove(rowids: [Int64]) throws {
        guard !rowids.isEmpty else { return }
        resetVocabulary()
        try database.transaction {
            let previous = try records(rowids: rowids)
            let delete = try database.prepare(
                "INSERT INTO search_fts (search_fts, rowid, \(SearchIndex.ftsColumns)) VALUES ('delete', ?, ?, ?, ?, ?, ?, ?, ?)")
            let deleteRow = try database.prepare("DELETE FROM search_records WHERE rowid = ?")
            for rowid in rowids {
                guard let record = previous[rowid] else { continue }
                let columns = tokenColumns(of: record)
                delete.reset()
                try delete.bind([.integer(rowid)] + SearchIndex.ftsOrder.map { .text(columns[$0]) })
                try delete.step()
                deleteRow.reset()
                try deleteRow.bind([.integer(rowid)])
                try deleteRow.step()
            }
            try database.execute("""
                DELETE FROM search_texts WHERE rowid NOT IN (SELECT block FROM search_records);
                DELETE FROM search_groups WHERE rowid NOT IN (SELECT group_id FROM search_records)
                    AND rowid NOT IN (SELECT chapter_id FROM search_records WHERE chapter_id IS NOT NULL);
                """)
        }
    }

    /// Adds `records`, none of them stored yet, with their token columns (``SearchTokens``, in the
    /// same order), after the stored ones: new blocks of texts, new groups for keys not stored yet.
    public func insert(_ records: [SearchRecord], tokens tokenized: [[String]], compress: (([UInt8]) -> [UInt8])? = nil) throws {
        resetVocabulary()
        try database.transaction {
            var groups = Dictionary(try database.query("SELECT key, rowid FROM search_groups") { ($0.text(0), $0.int64(1)) },
                                    uniquingKeysWith: { a, _ in a })
            let addGroup = try database.prepare("INSERT INTO search_groups (key) VALUES (?)")
            func group(_ key: String) throws -> Int64 {
                if let id = groups[key] { return id }
                addGroup.reset()
                try addGroup.bind([.text(key)])
                try addGroup.step()
                groups[key] = database.lastInsertRowID
                return database.lastInsertRowID
            }
            let addBlock = try database.prepare("INSERT INTO search_texts (data) VALUES (?)")
            let insert = try database.prepare("""
                INSERT INTO search_records (kind, guide, language, line, group_id, chapter_id, minimum_os, block, text_start, text_end)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
            let insertTokens = try database.prepare("INSERT INTO search_fts (rowid, \(SearchIndex.ftsColumns)) VALUES (?, ?, ?, ?, ?, ?, ?, ?)")
            for start in stride(from: 0, to: records.count, by: SearchTextBlock.capacity) {
                let members = start..<min(start + SearchTextBlock.capacity, records.count)
                let block = SearchTextBlock.encode(Array(records[members]))
                addBlock.reset()
                try addBlock.bind([.blob((compress ?? Deflate.compress)(block.bytes))])
                try addBlock.step()
                let blockID = database.lastInsertRowID
                for (slot, k) in members.enumerated() {
                    let record = records[k]
                    insert.reset()
                    try insert.bind([.text(record.kind), .text(record.guide), .text(record.language.tag), .int(record.line),
                                     .integer(try group(record.groupKey)), record.chapter.isEmpty ? .null : .integer(try group(record.chapter)),
                                     record.minimumOS.map { .int($0) } ?? .null, .integer(blockID),
                                     .int(block.ranges[slot].lowerBound), .int(block.ranges[slot].upperBound)])
                    try insert.step()
                    insertTokens.reset()
                    try insertTokens.bind([.integer(database.lastInsertRowID)] + SearchIndex.ftsOrder.map { .text(tokenized[k][$0]) })
                    try insertTokens.step()
                }
            }
        }
    }

    /// The number of records.
    public func count() throws -> Int {
        try database.query("SELECT count(*) FROM search_records") { $0.int(0) }.first ?? 0
    }

    /// The rowid of every stored record by its id (every block inflated: only when records are replaced).
    private func storedIDs() throws -> [String: Int64] {
        Dictionary(try Self.records(rowids: nil, in: database).map { ($1.id, $0) }, uniquingKeysWith: { a, _ in a })
    }

    // MARK: - Reading

    /// What ranking needs of each row: group key, language, guide, chapter (empty for none).
    func facts(rowids: [Int64]) throws -> [Int64: (group: String, language: Language, guide: String, chapter: String)] {
        let list = rowids.map(String.init).joined(separator: ", ")
        let rows = try database.query("""
            SELECT r.rowid, g.key, r.language, r.guide, c.key FROM search_records r
            JOIN search_groups g ON g.rowid = r.group_id LEFT JOIN search_groups c ON c.rowid = r.chapter_id
            WHERE r.rowid IN (\(list))
            """) {
            ($0.int64(0), (group: $0.text(1), language: Language($0.text(2)), guide: $0.text(3), chapter: $0.text(4)))
        }
        return Dictionary(rows, uniquingKeysWith: { a, _ in a })
    }

    /// The stored records with the given rowids; each block of texts is inflated once, up to the
    /// end of the last record wanted from it.
    func records(rowids: [Int64]) throws -> [Int64: SearchRecord] {
        try Self.records(rowids: rowids, in: database)
    }

    /// ``records(rowids:)`` of the index in `database` (`nil`: every record).
    static func records(rowids: [Int64]?, in database: SQLiteDatabase) throws -> [Int64: SearchRecord] {
        if let rowids, rowids.isEmpty { return [:] }
        let filter = rowids.map { " WHERE r.rowid IN (\($0.map(String.init).joined(separator: ", ")))" } ?? ""
        let rows = try database.query("""
            SELECT r.rowid, r.kind, r.guide, r.language, r.line, g.key, c.key, r.minimum_os, r.block, r.text_start, r.text_end
            FROM search_records r
            JOIN search_groups g ON g.rowid = r.group_id LEFT JOIN search_groups c ON c.rowid = r.chapter_id\(filter)
            """) { row in
            (rowid: row.int64(0), kind: row.text(1), guide: row.text(2), language: row.text(3), line: row.int(4), group: row.text(5),
             chapter: row.text(6), minimumOS: row.isNull(7) ? nil : row.int(7), block: row.int64(8),
             texts: row.int(9)..<max(row.int(9), row.int(10)))
        }
        var ends: [Int64: Int] = [:]
        for row in rows { ends[row.block] = max(ends[row.block] ?? 0, row.texts.upperBound) }
        let blocks = try database.query("SELECT rowid, data FROM search_texts WHERE rowid IN (\(ends.keys.map(String.init).joined(separator: ", ")))") {
            ($0.int64(0), $0.blob(1))
        }
        let inflated = Dictionary(try blocks.map { id, data in
            guard let bytes = Deflate.decompress(data, prefix: ends[id] ?? 0) else { throw SearchTextBlock.damaged }
            return (id, bytes)
        }, uniquingKeysWith: { $1 })
        var records: [Int64: SearchRecord] = [:]
        for row in rows {
            guard let bytes = inflated[row.block], let fields = SearchTextBlock.decode(bytes, row.texts) else { throw SearchTextBlock.damaged }
            records[row.rowid] = SearchTextBlock.record(fields, kind: row.kind, guide: row.guide, language: row.language, line: row.line,
                                                        groupKey: row.group, chapter: row.chapter, minimumOS: row.minimumOS)
        }
        return records
    }

    /// The number of distinct groups among the rows.
    func groupCount(of rowids: some Collection<Int64>) throws -> Int {
        guard !rowids.isEmpty else { return 0 }
        let list = rowids.map(String.init).joined(separator: ", ")
        return try database.query("SELECT count(DISTINCT group_id) FROM search_records WHERE rowid IN (\(list))") {
            $0.int(0)
        }.first ?? 0
    }
}
