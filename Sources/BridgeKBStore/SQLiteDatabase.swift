import CSQLite

/// A connection to an SQLite database (a file, read-only or read-write, or in memory); the one
/// bridge to libsqlite3. Statements are finalized when released and the connection is closed on
/// ``close()`` or `deinit`; every failure throws an ``SQLiteError`` carrying SQLite's message.
///
/// The connection is opened in SQLite's serialized threading mode, but a ``Statement`` must be used
/// by one thread at a time.
public final class SQLiteDatabase: @unchecked Sendable {
    /// How a database is opened.
    public enum OpenMode: Sendable, Equatable {
        /// An existing file, never written.
        case readOnly
        /// A file opened for reading and writing, created when missing.
        case readWrite
        /// A private, temporary database in memory (the path is ignored).
        case inMemory
    }

    private var handle: OpaquePointer?
    /// Numbers the savepoints of nested transactions.
    private var savepoints = 0
    /// The file the database was opened from (`:memory:` for an in-memory one).
    public let path: String
    public let mode: OpenMode

    // MARK: - Opening and closing

    /// Opens the database at `path` in `mode`.
    public init(path: String, mode: OpenMode) throws {
        self.path = mode == .inMemory ? ":memory:" : path
        self.mode = mode
        var flags = SQLITE_OPEN_FULLMUTEX | SQLITE_OPEN_URI
        switch mode {
        case .readOnly: flags |= SQLITE_OPEN_READONLY
        case .readWrite: flags |= SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
        case .inMemory: flags |= SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_MEMORY
        }
        var db: OpaquePointer?
        let code = sqlite3_open_v2(self.path, &db, flags, nil)
        guard code == SQLITE_OK, let db else {
            let message = db.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(code))
            sqlite3_close_v2(db)
            throw SQLiteError(code: code, message: "\(message): \(self.path)")
        }
        sqlite3_extended_result_codes(db, 1)
        handle = db
    }

    /// A new, empty in-memory database.
    public static func inMemory() throws -> SQLiteDatabase {
        try SQLiteDatabase(path: ":memory:", mode: .inMemory)
    }

    deinit { close() }

    /// Closes the connection; statements still alive are finalized by SQLite when they are released
    /// (`sqlite3_close_v2`). Later calls throw "database is closed".
    public func close() {
        guard let db = handle else { return }
        handle = nil
        sqlite3_close_v2(db)
    }

    // MARK: - Executing

    /// Runs one or more statements separated by `;`, without parameters or results.
    public func execute(_ sql: String) throws {
        let db = try openHandle()
        var errorMessage: UnsafeMutablePointer<CChar>?
        let code = sqlite3_exec(db, sql, nil, nil, &errorMessage)
        defer { sqlite3_free(errorMessage) }
        guard code == SQLITE_OK else {
            let message = errorMessage.map { String(cString: $0) } ?? String(cString: sqlite3_errmsg(db))
            throw SQLiteError(code: sqlite3_extended_errcode(db), message: message, sql: sql)
        }
    }

    /// Runs one statement with `bindings` to completion; returns the number of rows it changed.
    @discardableResult
    public func run(_ sql: String, _ bindings: [SQLiteValue] = []) throws -> Int {
        let statement = try prepare(sql)
        try statement.bind(bindings)
        while try statement.step() {}
        return changes
    }

    /// Runs one query with `bindings` and maps every row.
    public func query<T>(_ sql: String, _ bindings: [SQLiteValue] = [],
                         _ row: (Statement) throws -> T) throws -> [T] {
        let statement = try prepare(sql)
        try statement.bind(bindings)
        var rows: [T] = []
        while try statement.step() { rows.append(try row(statement)) }
        return rows
    }

    /// Compiles one statement.
    public func prepare(_ sql: String) throws -> Statement {
        let db = try openHandle()
        var statement: OpaquePointer?
        let code = sqlite3_prepare_v2(db, sql, -1, &statement, nil)
        guard code == SQLITE_OK, let statement else {
            sqlite3_finalize(statement)
            throw error(sql: sql, fallback: code)
        }
        return Statement(statement, database: self, sql: sql)
    }

    // MARK: - Transactions

    /// Runs `body` in a transaction (a savepoint when one is already open): committed when it
    /// returns, rolled back when it throws.
    public func transaction<T>(_ body: () throws -> T) throws -> T {
        let db = try openHandle()
        let nested = sqlite3_get_autocommit(db) == 0
        savepoints += 1
        let savepoint = "bridgekb_savepoint_\(savepoints)"
        try execute(nested ? "SAVEPOINT \(savepoint)" : "BEGIN IMMEDIATE")
        do {
            let result = try body()
            try execute(nested ? "RELEASE \(savepoint)" : "COMMIT")
            return result
        } catch {
            try? execute(nested ? "ROLLBACK TO \(savepoint); RELEASE \(savepoint)" : "ROLLBACK")
            throw error
        }
    }

    // MARK: - State

    /// The rowid of the last row inserted on this connection.
    public var lastInsertRowID: Int64 { handle.map { sqlite3_last_insert_rowid($0) } ?? 0 }

    /// The number of rows changed by the last statement.
    public var changes: Int { handle.map { Int(sqlite3_changes($0)) } ?? 0 }

    private func openHandle() throws -> OpaquePointer {
        guard let handle else { throw SQLiteError(code: SQLITE_MISUSE, message: "database is closed: \(path)") }
        return handle
    }

    fileprivate func error(sql: String?, fallback code: Int32) -> SQLiteError {
        guard let db = handle else { return SQLiteError(code: code, message: String(cString: sqlite3_errstr(code)), sql: sql) }
        return SQLiteError(code: sqlite3_extended_errcode(db), message: String(cString: sqlite3_errmsg(db)), sql: sql)
    }

    // MARK: - Statement

    /// A prepared statement: bind parameters (1-based), step through rows, read columns (0-based).
    /// Finalized when released; keeps its database open while alive.
    public final class Statement {
        private let statement: OpaquePointer
        private let database: SQLiteDatabase
        public let sql: String

        fileprivate init(_ statement: OpaquePointer, database: SQLiteDatabase, sql: String) {
            self.statement = statement
            self.database = database
            self.sql = sql
        }

        deinit { sqlite3_finalize(statement) }

        /// `SQLITE_TRANSIENT`: SQLite copies bound text and blobs before the call returns.
        private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

        // MARK: Binding

        /// Binds `value` to the 1-based parameter `index`.
        public func bind(_ value: SQLiteValue, at index: Int32) throws {
            let code: Int32
            switch value {
            case .null: code = sqlite3_bind_null(statement, index)
            case .integer(let v): code = sqlite3_bind_int64(statement, index, v)
            case .real(let v): code = sqlite3_bind_double(statement, index, v)
            case .text(let v): code = sqlite3_bind_text(statement, index, v, -1, Statement.transient)
            case .blob(let v):
                code = v.withUnsafeBytes {
                    sqlite3_bind_blob(statement, index, $0.baseAddress, Int32($0.count), Statement.transient)
                }
            }
            guard code == SQLITE_OK else { throw database.error(sql: sql, fallback: code) }
        }

        /// Binds `values` to parameters 1, 2, …; throws when the count does not match.
        public func bind(_ values: [SQLiteValue]) throws {
            let expected = Int(sqlite3_bind_parameter_count(statement))
            guard values.count == expected else {
                throw SQLiteError(code: SQLITE_RANGE,
                                  message: "statement has \(expected) parameters, \(values.count) given", sql: sql)
            }
            for (offset, value) in values.enumerated() { try bind(value, at: Int32(offset + 1)) }
        }

        /// Resets the statement to run again and clears its bindings.
        public func reset() {
            sqlite3_reset(statement)
            sqlite3_clear_bindings(statement)
        }

        // MARK: Stepping

        /// Advances to the next row: `true` when a row is available, `false` when done.
        @discardableResult
        public func step() throws -> Bool {
            switch sqlite3_step(statement) {
            case SQLITE_ROW: return true
            case SQLITE_DONE: return false
            case let code:
                let error = database.error(sql: sql, fallback: code)
                sqlite3_reset(statement)
                throw error
            }
        }

        // MARK: Columns

        public var columnCount: Int { Int(sqlite3_column_count(statement)) }

        public func isNull(_ index: Int) -> Bool { sqlite3_column_type(statement, Int32(index)) == SQLITE_NULL }

        public func int64(_ index: Int) -> Int64 { sqlite3_column_int64(statement, Int32(index)) }

        public func int(_ index: Int) -> Int { Int(sqlite3_column_int64(statement, Int32(index))) }

        public func double(_ index: Int) -> Double { sqlite3_column_double(statement, Int32(index)) }

        /// The column as text (`""` for NULL).
        public func text(_ index: Int) -> String {
            guard let bytes = sqlite3_column_text(statement, Int32(index)) else { return "" }
            let count = Int(sqlite3_column_bytes(statement, Int32(index)))
            return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
        }

        public func blob(_ index: Int) -> [UInt8] {
            let count = Int(sqlite3_column_bytes(statement, Int32(index)))
            guard count > 0, let bytes = sqlite3_column_blob(statement, Int32(index)) else { return [] }
            return Array(UnsafeRawBufferPointer(start: bytes, count: count))
        }

        /// The column as a value of its storage class.
        public func value(_ index: Int) -> SQLiteValue {
            switch sqlite3_column_type(statement, Int32(index)) {
            case SQLITE_INTEGER: return .integer(int64(index))
            case SQLITE_FLOAT: return .real(double(index))
            case SQLITE_TEXT: return .text(text(index))
            case SQLITE_BLOB: return .blob(blob(index))
            default: return .null
            }
        }

        /// Every column of the current row.
        public var row: [SQLiteValue] { (0..<columnCount).map(value) }
    }
}
