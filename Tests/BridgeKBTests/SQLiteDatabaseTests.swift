import Foundation
import Testing
@testable import BridgeKBModel
@testable import BridgeKBStore

@Test func executesStatementsAndQueriesWithBindings() throws {
    let db = try SQLiteDatabase.inMemory()
    try db.execute("CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT); CREATE INDEX t_name ON t(name);")
    #expect(try db.run("INSERT INTO t (name) VALUES (?), (?)", ["循环引用", "メモリーリーク"]) == 2)
    let names = try db.query("SELECT name FROM t WHERE id > ? ORDER BY id", [0]) { $0.text(0) }
    #expect(names == ["循环引用", "メモリーリーク"])
    #expect(db.lastInsertRowID == 2)
}

@Test func roundTripsEveryStorageClass() throws {
    let db = try SQLiteDatabase.inMemory()
    try db.execute("CREATE TABLE v (a, b, c, d, e)")
    let values: [SQLiteValue] = [.null, .integer(-42), .real(1.5), .text("図 🎉"), .blob([0, 1, 255])]
    try db.run("INSERT INTO v VALUES (?, ?, ?, ?, ?)", values)
    let row = try db.query("SELECT a, b, c, d, e FROM v") { $0.row }
    #expect(row == [values])
}

@Test func reusesStatements() throws {
    let db = try SQLiteDatabase.inMemory()
    try db.execute("CREATE TABLE t (n INTEGER)")
    let insert = try db.prepare("INSERT INTO t VALUES (?)")
    for n in 1...3 {
        insert.reset()
        try insert.bind([.int(n)])
        try insert.step()
    }
    #expect(try db.query("SELECT sum(n) FROM t") { $0.int(0) } == [6])
}

@Test func reportsSQLiteMessagesAsErrors() throws {
    let db = try SQLiteDatabase.inMemory()
    do {
        try db.execute("SELECT * FROM missing")
        Issue.record("expected an error")
    } catch let error as SQLiteError {
        #expect(error.message.contains("no such table: missing"))
        #expect(error.sql == "SELECT * FROM missing")
    }
    #expect(throws: SQLiteError.self) { _ = try db.prepare("SELEC 1") }
    #expect(throws: SQLiteError.self) { try db.run("SELECT ?", [1, 2]) }
}

@Test func rollsBackAFailedTransaction() throws {
    let db = try SQLiteDatabase.inMemory()
    try db.execute("CREATE TABLE t (id INTEGER PRIMARY KEY)")
    struct Failure: Error {}
    #expect(throws: Failure.self) {
        try db.transaction {
            try db.run("INSERT INTO t VALUES (1)")
            throw Failure()
        }
    }
    #expect(try db.query("SELECT count(*) FROM t") { $0.int(0) } == [0])
}

@Test func nestsTransactionsAsSavepoints() throws {
    let db = try SQLiteDatabase.inMemory()
    try db.execute("CREATE TABLE t (id INTEGER PRIMARY KEY)")
    try db.transaction {
        try db.run("INSERT INTO t VALUES (1)")
        try? db.transaction {
            try db.run("INSERT INTO t VALUES (2)")
            try db.run("INSERT INTO t VALUES (1)")   // constraint error: only the inner part rolls back
        }
    }
    #expect(try db.query("SELECT id FROM t") { $0.int(0) } == [1])
}

@Test func opensFilesReadOnlyAndReadWrite() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bridgekb-sqlite-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("kb.sqlite").path
    #expect(throws: SQLiteError.self) { _ = try SQLiteDatabase(path: path, mode: .readOnly) }
    do {
        let db = try SQLiteDatabase(path: path, mode: .readWrite)
        try db.execute("CREATE TABLE t (x); INSERT INTO t VALUES ('a');")
        db.close()
        #expect(throws: SQLiteError.self) { try db.execute("SELECT 1") }
    }
    let reader = try SQLiteDatabase(path: path, mode: .readOnly)
    #expect(try reader.query("SELECT x FROM t") { $0.text(0) } == ["a"])
    do {
        try reader.execute("INSERT INTO t VALUES ('b')")
        Issue.record("expected a read-only error")
    } catch let error as SQLiteError {
        #expect(error.message.contains("readonly"))
    }
}

@Test func hasFTS5() throws {
    let db = try SQLiteDatabase.inMemory()
    try db.execute("CREATE VIRTUAL TABLE f USING fts5(a, tokenize = \"unicode61 remove_diacritics 0\")")
    try db.run("INSERT INTO f VALUES (?)", ["内存 存泄 泄漏"])
    #expect(try db.query("SELECT count(*) FROM f WHERE f MATCH ?", ["\"存泄\""]) { $0.int(0) } == [1])
}
