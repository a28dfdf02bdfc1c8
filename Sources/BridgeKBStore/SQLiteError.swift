/// A failure reported by SQLite: its result code, its message, and the SQL that failed.
public struct SQLiteError: Error, Equatable, CustomStringConvertible {
    /// The extended SQLite result code (`SQLITE_ERROR` is 1, `SQLITE_CONSTRAINT_UNIQUE` 2067, …).
    public var code: Int32
    /// SQLite's own message (`sqlite3_errmsg`), e.g. `no such table: entries`.
    public var message: String
    /// The statement being prepared or run, when there was one.
    public var sql: String?

    public init(code: Int32, message: String, sql: String? = nil) {
        self.code = code
        self.message = message
        self.sql = sql
    }

    public var description: String {
        var text = "SQLite error \(code): \(message)"
        if let sql { text += " (in: \(sql.count > 200 ? String(sql.prefix(200)) + "…" : sql))" }
        return text
    }
}
