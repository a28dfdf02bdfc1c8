import Foundation
import Testing
@testable import BridgeKBModel
@testable import BridgeKBStore

/// kb.sqlite carries a checksum from the build: a damaged index is found before it answers a search,
/// and search falls back to indexing the content in memory, with a note saying why.
extension BadInputTests {
    func search(_ dir: URL, index: URL) -> (code: Int32, out: String, err: String) {
        run(["search", "Coordinator", "--content", dir.appendingPathComponent("Content").path, "--index", index.path])
    }

    @Test func anIndexGarbledInPlaceIsFoundByItsChecksum() throws {
        let dir = try workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(build(dir).code == 0)
        let index = dir.appendingPathComponent("Site/kb.sqlite")
        #expect(KnowledgeBaseStore.health(at: index.path) != .damaged)
        let sound = search(dir, index: index)
        #expect(!sound.err.contains("in memory"), "\(sound.err)")

        // Bytes changed in the middle, the size unchanged: SQLite may well open it and answer.
        var bytes = try Data(contentsOf: index)
        for offset in stride(from: bytes.count / 3, to: bytes.count, by: bytes.count / 5) { bytes[offset] ^= 0x5A }
        try bytes.write(to: index)
        #expect(KnowledgeBaseStore.health(at: index.path) == .damaged)
        let damaged = search(dir, index: index)
        #expect(damaged.code == 0)
        #expect(damaged.err.contains("kb.sqlite is damaged (its checksum does not match its bytes); indexing"), "\(damaged.err)")
        #expect(damaged.out.contains("Coordinator"))
    }

    @Test func anIndexOfAnotherFormatIsSaidToBeOne() throws {
        let dir = try workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(build(dir).code == 0)
        let index = dir.appendingPathComponent("Site/kb.sqlite")
        let db = try SQLiteDatabase(path: index.path, mode: .readWrite)
        try db.execute("UPDATE meta SET value = '1' WHERE key = 'formatVersion'")
        db.close()
        #expect(KnowledgeBaseStore.health(at: index.path) == .otherFormat)
        #expect(search(dir, index: index).err.contains("was written by another bridgekb version"))
    }
}
