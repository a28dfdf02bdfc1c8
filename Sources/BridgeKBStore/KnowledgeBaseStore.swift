import Foundation
import BridgeKBModel
import BridgeKBText

/// Site/kb.sqlite: the search index of the knowledge base (``SearchIndex``), the guides and
/// documents it indexes, and the content hash it was built from. The CLI opens it read-only and uses
/// it only when that hash matches the content folder. The knowledge base itself is kb.json.
///
/// The file carries its own checksum, so that a damaged copy is found before it answers a search:
/// a hash of the whole file (without the header fields below, which a write changes) is put into
/// the header's two fields kept for applications, `user_version` and `application_id`, after the
/// database is complete; ``health(at:)`` recomputes it.
public enum KnowledgeBaseStore {
    /// 2: the lexicon table; 3: the checksum in the header; 4: a contentless FTS5 table (no second
    /// copy of the tokens, issue 22); 5: only what search reads — no sections, entries, snippets or
    /// links tables (kb.json has them), the records' texts deflated, group keys stored once, the
    /// FTS5 columns body first, the minimum iOS in the records (issue 22).
    public static let formatVersion = 5
    /// The database's page size, in bytes.
    static let pageSize = 4096

    /// Writes the database to `path` (replacing it) and returns nothing; deterministic for equal input.
    /// `search`, when given, is `SearchRecords.make(kb)` with its tokens, computed once by the caller;
    /// `compress` deflates each block of the records' texts (a caller may keep its results).
    public static func write(_ kb: KnowledgeBase, contentHash: String, tokenizer: Tokenizer, glossary: Glossary?, to path: String,
                             search: (records: [SearchRecord], tokens: SearchTokens)? = nil,
                             compress: (([UInt8]) -> [UInt8])? = nil) throws {
        try? FileManager.default.removeItem(atPath: path)
        let db = try SQLiteDatabase(path: path, mode: .readWrite)
        defer { db.close() }
        try db.execute("""
            PRAGMA page_size = \(pageSize);
            PRAGMA journal_mode = DELETE;
            PRAGMA synchronous = OFF;
            CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
            CREATE TABLE guides (id TEXT PRIMARY KEY, source_language TEXT NOT NULL);
            CREATE TABLE documents (guide TEXT NOT NULL, language TEXT NOT NULL, title TEXT NOT NULL, source TEXT NOT NULL,
                PRIMARY KEY (guide, language));
            """)
        try db.transaction {
            for table in tables(kb, contentHash: contentHash) {
                let insert = try db.prepare(table.insert)
                for row in table.rows {
                    insert.reset()
                    try insert.bind(row)
                    while try insert.step() {}
                }
            }
        }
        let index = try SearchIndex(database: db, planner: QueryPlanner(tokenizer: tokenizer, glossary: glossary))
        // A bulk load: FTS5 keeps up to 64 MB of pending terms in memory before writing a segment
        // (default 1 MB), so far fewer segments are written and merged.
        try db.execute("INSERT INTO search_fts(search_fts, rank) VALUES('hashsize', 67108864)")
        if let search {
            try index.add(search.records, tokens: search.tokens, compress: compress)
        } else {
            try index.add(SearchRecords.make(kb), compress: compress)
        }
        try index.setLexicon(kb.lexicon)
        try db.execute("VACUUM")
        db.close()
        try seal(path)
    }

    // MARK: - Checksum

    /// Header bytes the checksum leaves out: the file change counter (24) and the version it is valid
    /// for (92), which setting the fields bumps, and the fields themselves (60, 68).
    static let unsummed: [Range<Int>] = [24..<28, 60..<64, 68..<72, 92..<96]

    /// The checksum of the database file at `path` (64 bits), nil when it cannot be read.
    static func checksum(of path: String) -> UInt64? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        var hasher = ContentHasher()
        var first = true
        while true {
            // Fixed-size pieces: the hash depends on how the bytes are fed, so writer and reader agree.
            guard var piece = try? handle.read(upToCount: 1 << 20), !piece.isEmpty else { break }
            if first {
                for range in unsummed where range.upperBound <= piece.count { piece.resetBytes(in: range) }
                first = false
            }
            hasher.combine(piece)
        }
        return UInt64(hasher.finalize().prefix(16), radix: 16)
    }

    /// Writes the checksum of the finished database into its header (through SQLite's own pragmas).
    static func seal(_ path: String) throws {
        guard let sum = checksum(of: path) else { throw BridgeKBError.io(path: path, message: "cannot read back kb.sqlite") }
        let db = try SQLiteDatabase(path: path, mode: .readWrite)
        defer { db.close() }
        try db.execute("PRAGMA user_version = \(Int32(bitPattern: UInt32(sum >> 32))); PRAGMA application_id = \(Int32(bitPattern: UInt32(sum & 0xFFFF_FFFF)));")
    }

    /// What a stored database is fit for.
    public enum Health: Equatable, Sendable {
        /// Whole, with its checksum, in this format: built from content with this hash.
        case sound(contentHash: String)
        case missing
        /// A FIFO, a folder, a device…: not opened.
        case notAFile(String)
        /// Shorter than its header says, or not an SQLite file at all.
        case truncated
        /// The checksum in the header does not match the bytes.
        case damaged
        /// Readable, but another bridgekb's format (or no format version).
        case otherFormat
    }

    /// Whether the database at `path` can be used, checking (in this order) that it is a regular
    /// file, whole, not of another format, matches its checksum, and says what it was built from.
    public static func health(at path: String) -> Health {
        if let refusal = ConfinedFile.nonRegularKind(path), case .notRegular(let kind) = refusal { return .notAFile(kind) }
        guard FileManager.default.fileExists(atPath: path) else { return .missing }
        guard isWhole(path) else { return .truncated }
        let meta = self.meta(at: path)
        if let version = meta?["formatVersion"], version != String(formatVersion) { return .otherFormat }
        guard let stored = storedChecksum(path), let actual = checksum(of: path), stored == actual else { return .damaged }
        guard meta?["formatVersion"] == String(formatVersion), let hash = meta?["contentHash"] else { return .otherFormat }
        return .sound(contentHash: hash)
    }

    /// The checksum the header holds (user_version, application_id; big-endian): a build keeps it
    /// to know the file it wrote again.
    public static func storedChecksum(_ path: String) -> UInt64? {
        guard let header = header(path) else { return nil }
        return UInt64(field(header, 60)) << 32 | UInt64(field(header, 68))
    }

    /// How many pages long the database at `path` is (its header says).
    public static func pageCount(_ path: String) -> Int? {
        header(path).map { field($0, 28) }
    }

    /// The 100 bytes of the database header, nil when the file is shorter or cannot be read.
    static func header(_ path: String) -> [UInt8]? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let header = try? handle.read(upToCount: 100), header.count == 100 else { return nil }
        return [UInt8](header)
    }

    /// The big-endian 32-bit field of a header at `offset`.
    static func field(_ header: [UInt8], _ offset: Int) -> Int {
        header[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
    }

    /// The `meta` table, or nil when SQLite cannot read it.
    private static func meta(at path: String) -> [String: String]? {
        guard let db = try? SQLiteDatabase(path: path, mode: .readOnly) else { return nil }
        defer { db.close() }
        guard let rows = try? db.query("SELECT key, value FROM meta", [], { statement in (statement.text(0), statement.text(1)) }) else { return nil }
        return Dictionary(rows.map { ($0.0, $0.1) }, uniquingKeysWith: { a, _ in a })
    }

    /// Whether the file is an SQLite database at least as long as its header says (page size at
    /// offset 16, page count at offset 28): a truncated copy is refused before any query.
    static func isWhole(_ path: String) -> Bool {
        // Opening a FIFO would block: only a regular file is opened.
        guard ConfinedFile.nonRegularKind(path) == nil, let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        guard let header = try? handle.read(upToCount: 100), header.count == 100,
              header.starts(with: Array("SQLite format 3\u{0}".utf8)),
              let size = try? handle.seekToEnd() else { return false }
        let bytes = [UInt8](header)
        let rawPageSize = Int(bytes[16]) << 8 | Int(bytes[17])
        let pageSize = rawPageSize == 1 ? 65_536 : rawPageSize
        let pages = bytes[28..<32].reduce(0) { $0 << 8 | Int($1) }
        return pages > 0 && UInt64(pageSize * pages) <= size
    }

    /// A hash of every content file's path and bytes, plus the tool's format versions: what decides
    /// whether a stored index is current.
    public static func contentHash(of files: [SourceFile], extra: [String: Data] = [:]) -> String {
        var h = FNV1a()
        func mix(_ text: String) { h.combine(text.utf8) }
        func mix(_ data: Data) { data.withUnsafeBytes { h.combine($0) } }
        mix("bridgekb-\(formatVersion)-\(KnowledgeBaseJSON.schemaVersion)")
        for file in files.sorted(by: { $0.path < $1.path }) { mix(file.path); mix("\u{0}"); mix(file.data); mix("\u{0}") }
        for key in extra.keys.sorted() { mix(key); mix("\u{0}"); mix(extra[key]!); mix("\u{0}") }
        return String(h.value, radix: 16)
    }
}
