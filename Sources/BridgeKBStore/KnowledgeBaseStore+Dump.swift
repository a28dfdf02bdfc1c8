import Foundation
import BridgeKBModel

/// kb.sqlite compared by content, not by bytes: a build that updates the last build's file by rows
/// (``update(_:contentHash:tokenizer:glossary:from:kept:wholePages:to:search:digests:compress:)``) writes
/// another file than a full build, with the same content. `build --check`, the tests and the
/// benches compare databases with ``sameContent(_:_:)``, and only with it.
extension KnowledgeBaseStore {
    /// The content of the database at `path` as sorted lines, independent of the order and history
    /// of its writes: the schema; every row of `meta`, `guides`, `documents`, `search_lexicon` and
    /// of FTS5's configuration; and each search record — its facts, its group and chapter keys and
    /// its texts (inflated), with what FTS5's index holds under it (each term with its column and
    /// offset, from an `fts5vocab` table of instances, hashed) and its column sizes. Rowids, group
    /// numbers, blocks of texts, pages and FTS5's segments are left out: they follow the writes.
    public static func dump(at path: String) throws -> [String] {
        guard isWhole(path) else { throw BridgeKBError.io(path: path, message: "not a whole SQLite file") }
        let db = try SQLiteDatabase(path: path, mode: .readOnly)
        defer { db.close() }
        var lines = try db.query("SELECT type, name, tbl_name, sql FROM sqlite_master") { row in
            "schema\t" + row.row.map(literal).joined(separator: "\t")
        }
        for table in ["meta", "guides", "documents", "search_lexicon", "search_fts_config"] {
            lines += try db.query("SELECT * FROM \(table)") { row in "\(table)\t" + row.row.map(literal).joined(separator: "\t") }
        }
        // Per rowid, the index's instances (term, column, offset) in the order fts5vocab gives them
        // (by term, then rowid, column and offset), and the column sizes.
        try db.execute("CREATE VIRTUAL TABLE temp.dump_instances USING fts5vocab(main, search_fts, instance)")
        var instances: [Int64: ContentHasher] = [:]
        let statement = try db.prepare("SELECT term, doc, col, offset FROM temp.dump_instances")
        while try statement.step() {
            let doc = statement.int64(1)
            var hasher = instances[doc] ?? ContentHasher()
            hasher.combine(statement.text(0)); hasher.combine(statement.text(2)); hasher.combine(String(statement.int(3)))
            instances[doc] = hasher
        }
        let sizes = Dictionary(try db.query("SELECT id, sz FROM search_fts_docsize") { ($0.int64(0), $0.blob(1)) },
                               uniquingKeysWith: { a, _ in a })
        for (rowid, record) in try SearchIndex.records(rowids: nil, in: db) {
            let facts = [record.kind, record.guide, record.language.tag, String(record.line), record.groupKey, record.chapter,
                         record.minimumOS.map(String.init) ?? "-"]
            let index = [instances.removeValue(forKey: rowid)?.finalize() ?? "-", sizes[rowid].map(literal(blob:)) ?? "-"]
            lines.append("record\t" + (facts + SearchTextBlock.fields(of: record) + index).map { literal(.text($0)) }.joined(separator: "\t"))
        }
        // Instances under a rowid no record has: the index holds tokens it was never given back.
        lines += instances.values.map { "orphaned\t" + $0.finalize() }
        return lines.sorted()
    }

    /// Whether the databases at `a` and `b` hold the same content (``dump(at:)``; the same bytes
    /// first, which a full build's have: two dumps at 1,000 guides take tens of seconds of CPU);
    /// false when either cannot be read.
    public static func sameContent(_ a: String, _ b: String) -> Bool {
        if FileManager.default.contentsEqual(atPath: a, andPath: b), isWhole(a) { return true }
        guard let left = try? dump(at: a), let right = try? dump(at: b) else { return false }
        return left == right
    }

    /// A value on one line: text with backslashes, tabs and newlines escaped, blobs in hexadecimal.
    private static func literal(_ value: SQLiteValue) -> String {
        switch value {
        case .null: return "NULL"
        case .integer(let v): return String(v)
        case .real(let v): return String(v)
        case .text(let v):
            return v.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\t", with: "\\t")
                .replacingOccurrences(of: "\n", with: "\\n")
        case .blob(let v): return literal(blob: v)
        }
    }

    private static func literal(blob: [UInt8]) -> String {
        "x" + blob.map { String($0, radix: 16).count == 1 ? "0" + String($0, radix: 16) : String($0, radix: 16) }.joined()
    }
}
