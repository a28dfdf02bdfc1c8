@testable import BridgeKBServe
import Foundation
import Testing

@Suite struct DirectoryWatcherTests {
    /// The callbacks a watcher made, collected across threads.
    final class Calls: @unchecked Sendable {
        private let condition = NSCondition()
        private var calls: [Set<String>] = []

        func record(_ paths: Set<String>) {
            condition.lock()
            calls.append(paths)
            condition.broadcast()
            condition.unlock()
        }

        /// The calls so far once there are at least `count`, or whatever there is after `timeout` seconds.
        func wait(for count: Int, timeout: TimeInterval = 5) -> [Set<String>] {
            condition.lock()
            defer { condition.unlock() }
            let deadline = Date(timeIntervalSinceNow: timeout)
            while calls.count < count && condition.wait(until: deadline) {}
            return calls
        }
    }

    private func temporaryFolder() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.resolvingSymlinksInPath().path
    }

    private func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    @Test(arguments: [false, true]) func reportsAWrite(polling: Bool) throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/guide", withIntermediateDirectories: true)
        try write("one", to: root + "/guide/ja.md")
        let calls = Calls()
        let watcher = try DirectoryWatcher(folders: [root], forcePolling: polling, onChange: { calls.record($0) })
        defer { watcher.stop() }
        #expect(watcher.isPolling == polling)
        try write("two, longer", to: root + "/guide/ja.md")
        #expect(calls.wait(for: 1).first?.contains(root + "/guide/ja.md") == true)
    }

    @Test(arguments: [false, true]) func reportsANewFileInANewSubfolder(polling: Bool) throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let calls = Calls()
        let watcher = try DirectoryWatcher(folders: [root], forcePolling: polling, onChange: { calls.record($0) })
        defer { watcher.stop() }
        try FileManager.default.createDirectory(atPath: root + "/new/deeper", withIntermediateDirectories: true)
        try write("hello", to: root + "/new/deeper/zh-Hans.md")
        let seen = calls.wait(for: 1).reduce(into: Set<String>()) { $0.formUnion($1) }
        #expect(seen.contains(root + "/new/deeper/zh-Hans.md"))
        // The new subfolder is watched from now on.
        let before = calls.wait(for: 1).count
        try write("again", to: root + "/new/deeper/later.md")
        #expect(calls.wait(for: before + 1).last?.contains(root + "/new/deeper/later.md") == true)
    }

    @Test func aBurstOfChangesIsDebouncedIntoOneCallback() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let calls = Calls()
        let watcher = try DirectoryWatcher(folders: [root], quietPeriod: 0.3, onChange: { calls.record($0) })
        defer { watcher.stop() }
        for index in 0..<5 {
            try write("file \(index)", to: root + "/\(index).md")
            Thread.sleep(forTimeInterval: 0.02)
        }
        let first = calls.wait(for: 1)
        #expect(first.count == 1)
        #expect(first.first == Set((0..<5).map { root + "/\($0).md" }))
        #expect(calls.wait(for: 2, timeout: 0.6).count == 1)
    }

    @Test func stopEndsTheCallbacks() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let calls = Calls()
        let watcher = try DirectoryWatcher(folders: [root], onChange: { calls.record($0) })
        watcher.stop()
        watcher.stop()
        try write("late", to: root + "/late.md")
        #expect(calls.wait(for: 1, timeout: 0.5).isEmpty)
    }

    @Test func aMissingFolderCannotBeWatched() {
        #expect(throws: ServeError.self) {
            try DirectoryWatcher(folders: ["/nonexistent-\(UUID().uuidString)"]) { _ in }
        }
    }
}
