import Foundation
import BridgeKBModel
import BridgeKBText

/// kb.sqlite updated by rows: a build into an output folder the last build left untouched copies
/// that build's kb.sqlite and changes, in one transaction, only the rows whose content differs —
/// the search records of the guides whose records changed (deleted from the FTS5 index and the
/// tables, then inserted anew), and the rows of the small tables (meta, guides, documents, the
/// lexicon) that differ. The file is then another file than a full build's, but holds the same
/// content: kb.sqlite is compared by its ordered dump (``dump(at:)``), not by its bytes.
extension KnowledgeBaseStore {
    /// The rows of one of the tables written beside the search records, and how they are inserted.
    struct Table {
        var name: String
        /// The columns, the primary key's first.
        var columns: [String]
        var keyCount: Int
        var rows: [[SQLiteValue]]

        var insert: String {
            "INSERT OR REPLACE INTO \(name) (\(columns.joined(separator: ", "))) VALUES (\(columns.map { _ in "?" }.joined(separator: ", ")))"
        }
    }

    /// The rows of `meta`, `guides` and `documents` (texts without bidirectional controls, as they
    /// go into the pages), in the order a full build inserts them.
    static func tables(_ kb: KnowledgeBase, contentHash: String) -> [Table] {
        let text = { (value: String) in SQLiteValue.text(BidiControls.strip(value)) }
        return [
            Table(name: "meta", columns: ["key", "value"], keyCount: 1,
                  rows: [["formatVersion", .text(String(formatVersion))], ["contentHash", .text(contentHash)]]),
            Table(name: "guides", columns: ["id", "source_language"], keyCount: 1,
                  rows: kb.guides.map { [text($0.id), text($0.sourceLanguage.tag)] }),
            Table(name: "documents", columns: ["guide", "language", "title", "source"], keyCount: 2,
                  rows: kb.guides.flatMap { guide in
                      guide.documents.map { [text(guide.id), text($0.language.tag), text($0.title), text($0.source)] }
                  }),
        ]
    }

    /// Per guide, a digest of its search records in order: what is stored of each (its texts and
    /// facts) and its token columns (``SearchTokens``). A build keeps them with the file it wrote,
    /// so that the next build knows which guides' records to replace.
    public static func guideDigests(_ records: [SearchRecord], tokens: [[String]]) -> [String: String] {
        var hashers: [String: ContentHasher] = [:]
        for (record, columns) in zip(records, tokens) {
            var hasher = hashers[record.guide] ?? ContentHasher()
            for fact in [record.kind, record.language.tag, String(record.line), record.groupKey, record.chapter,
                         record.minimumOS.map(String.init) ?? "-"] { hasher.combine(fact) }
            for field in SearchTextBlock.fields(of: record) { hasher.combine(field) }
            for column in columns { hasher.combine(column) }
            hashers[record.guide] = hasher
        }
        return hashers.mapValues { $0.finalize() }
    }

    /// Above this share of guides whose records changed (one in `replacedShare`), the file is written whole.
    static let replacedShare = 2

    /// Writes into `path` a copy of `earlier` — a kb.sqlite this tool wrote for records whose
    /// ``guideDigests(_:tokens:)`` were `kept`, `wholePages` long when last written whole — updated to hold what ``write(_:contentHash:tokenizer:glossary:to:search:compress:)``
    /// would write (`digests`: those of `search`): the changed guides' records replaced, the rows of
    /// the other tables that differ replaced, in one transaction, then the file sealed. Returns how
    /// many guides' records were replaced; nil, leaving nothing at `path`, when the copy is not worth
    /// or not safe to update (the caller writes the file whole): more than half the guides changed,
    /// the file grown by more than a quarter since written whole, or a guide's stored records that do not give its kept digest back
    /// (made with another tokenizer: FTS5 could not forget their tokens).
    public static func update(_ kb: KnowledgeBase, contentHash: String, tokenizer: Tokenizer, glossary: Glossary?,
                              from earlier: String, kept: [String: String], wholePages: Int, to path: String,
                              search: (records: [SearchRecord], tokens: SearchTokens), digests: [String: String],
                              compress: (([UInt8]) -> [UInt8])? = nil) throws -> Int? {
        let changed = Set(digests.filter { kept[$0.key] != $0.value }.keys)
        let replaced = changed.union(Set(kept.keys).subtracting(digests.keys))
        // Each update leaves FTS5 more segments and delete markers, and pages free: grown by a quarter
        // and a megabyte since it was last written whole, the file is written whole again.
        guard replaced.count * replacedShare <= max(digests.count, kept.count), isWhole(earlier),
              let pages = pageCount(earlier), pages - wholePages <= max(wholePages / 4, (1 << 20) / pageSize) else { return nil }
        try? FileManager.default.removeItem(atPath: path)
        try FileManager.default.copyItem(atPath: earlier, toPath: path)
        let updated = try replaceRows(kb, contentHash: contentHash, tokenizer: tokenizer, glossary: glossary, at: path,
                                      replaced: replaced, kept: kept, search: search, changed: changed, compress: compress)
        guard updated else {
            try? FileManager.default.removeItem(atPath: path)
            return nil
        }
        try seal(path)
        return replaced.count
    }

    /// The transaction of ``update(_:contentHash:tokenizer:glossary:from:kept:wholePages:to:search:digests:compress:)``;
    /// false (rolled back) when a replaced guide's stored records do not hash to its kept digest.
    private static func replaceRows(_ kb: KnowledgeBase, contentHash: String, tokenizer: Tokenizer, glossary: Glossary?,
                                    at path: String, replaced: Set<String>, kept: [String: String],
                                    search: (records: [SearchRecord], tokens: SearchTokens), changed: Set<String>,
                                    compress: (([UInt8]) -> [UInt8])?) throws -> Bool {
        struct Unlike: Error {}
        let db = try SQLiteDatabase(path: path, mode: .readWrite)
        defer { db.close() }
        try db.execute("PRAGMA synchronous = OFF")
        let index = try SearchIndex(database: db, planner: QueryPlanner(tokenizer: tokenizer, glossary: glossary))
        do {
            try db.transaction {
                for table in tables(kb, contentHash: contentHash) + [lexiconTable(kb.lexicon)] { try sync(table, in: db) }
                let rowids = try db.query("SELECT rowid, guide FROM search_records ORDER BY rowid") { ($0.int64(0), $0.text(1)) }
                    .filter { replaced.contains($0.1) }.map(\.0)
                let stored = try SearchIndex.records(rowids: rowids, in: db)
                let previous = rowids.compactMap { stored[$0] }
                let digests = guideDigests(previous, tokens: previous.map { SearchTokens.joinedColumns(of: $0, tokenizer: tokenizer) })
                guard digests.allSatisfy({ kept[$0.key] == $0.value }) else { throw Unlike() }
                try index.remove(rowids: rowids)
                let added = search.records.indices.filter { changed.contains(search.records[$0].guide) }
                try index.insert(added.map { search.records[$0] }, tokens: added.map { search.tokens.columns[$0] }, compress: compress)
            }
        } catch is Unlike {
            return false
        }
        return true
    }

    /// `search_lexicon`'s rows.
    static func lexiconTable(_ lexicon: Lexicon) -> Table {
        Table(name: "search_lexicon", columns: ["key", "translations"], keyCount: 1, rows: SearchIndex.lexiconRows(lexicon))
    }

    /// Makes `table` in `db` hold exactly its rows, deleting and inserting only the rows that differ.
    static func sync(_ table: Table, in db: SQLiteDatabase) throws {
        let existing = Set(try db.query("SELECT \(table.columns.joined(separator: ", ")) FROM \(table.name)") { $0.row })
        let wanted = Set(table.rows)
        let key = table.columns.prefix(table.keyCount).map { "\($0) = ?" }.joined(separator: " AND ")
        let delete = try db.prepare("DELETE FROM \(table.name) WHERE \(key)")
        for row in existing.subtracting(wanted) {
            delete.reset()
            try delete.bind(Array(row.prefix(table.keyCount)))
            try delete.step()
        }
        let insert = try db.prepare(table.insert)
        for row in table.rows where !existing.contains(row) {
            insert.reset()
            try insert.bind(row)
            try insert.step()
        }
    }
}
