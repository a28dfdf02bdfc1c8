import Foundation
import Testing
@testable import BridgeKBModel
@testable import BridgeKBStore
@testable import BridgeKBBuild
import BridgeKBTestSupport

/// A build reads the content folder once (``ContentSnapshot``): what it writes is a function of what
/// it read then, whatever happens to the folder while it renders.
@Suite struct ContentSnapshotTests {
    /// A content folder of one sample guide with Content/'s site.json and glossary.json.
    func makeContent() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bridgekb-snapshot-\(UUID().uuidString)")
        let content = folder.appendingPathComponent("Content")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        for name in ["glossary.json", "site.json", "uiviewrepresentable-basics"] {
            try FileManager.default.copyItem(at: Fixtures.content.appendingPathComponent(name), to: content.appendingPathComponent(name))
        }
        return content
    }

    func render(_ loaded: BuildAction.Loaded) throws -> [String: Data] {
        let sink = MemoryOutput()
        _ = try loaded.render(into: sink)
        return sink.files
    }

    /// The snapshot holds every guide's bytes through the whole build: each file is read into a buffer
    /// of its size, not one grown to read its end (which doubled it, or added 64 KB to a small file:
    /// 115 MB held for 34 MB of guides at 1,000 guides).
    @Test func aFileIsHeldInABufferOfItsSize() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bridgekb-read-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for size in [1_000, 27_000, 65_536, 200_000] {
            let bytes = Data((0..<size).map { UInt8(truncatingIfNeeded: $0 % 251) })
            try bytes.write(to: folder.appendingPathComponent("\(size).txt"))
            let read = try ConfinedFile.read(["\(size).txt"], under: folder.path).get()
            #expect(read == bytes)
            let held = read.withUnsafeBytes { usableSize(UnsafeMutableRawPointer(mutating: $0.baseAddress)) }
            #expect(held < size + 4_096, "\(size) bytes held in \(held)")
        }
    }

    @Test func theSiteIsMadeFromTheContentAsItWasRead() throws {
        let content = try makeContent()
        defer { try? FileManager.default.removeItem(at: content.deletingLastPathComponent()) }
        let action = BuildAction(content: content, templates: Fixtures.templates, out: content.deletingLastPathComponent().appendingPathComponent("Site"))
        let expected = try render(try action.load())

        let loaded = try action.load()
        // Between reading and rendering, every file the site shows something of changes or goes.
        try Data("{\"title\": \"Elsewhere\", \"baseURL\": \"https://elsewhere.example/\", \"editURL\": \"https://elsewhere.example/{path}\"}".utf8)
            .write(to: content.appendingPathComponent("site.json"))
        try FileManager.default.removeItem(at: content.appendingPathComponent("glossary.json"))
        let guide = content.appendingPathComponent("uiviewrepresentable-basics/zh-Hans.txt")
        try (String(contentsOf: guide, encoding: .utf8) + "\n补充说明：渲染时才写进来的一段。\n").write(to: guide, atomically: true, encoding: .utf8)
        let site = try render(loaded)
        #expect(Set(site.keys) == Set(expected.keys))
        #expect(site.keys.filter { site[$0] != expected[$0] }.sorted().isEmpty)
        // The folder did change: a build that reads it again shows it.
        #expect(try render(try action.load())["kb.json"] != expected["kb.json"])
    }

    @Test func theSnapshotHashesAsTheLoaderDoes() throws {
        let content = try makeContent()
        defer { try? FileManager.default.removeItem(at: content.deletingLastPathComponent()) }
        let loader = ContentLoader(root: content)
        for dates in [false, true] {
            let snapshot = try loader.snapshot(diagnostics: DiagnosticEngine(), dates: dates)
            #expect(snapshot.contentHash == loader.contentHash(of: try loader.load(diagnostics: DiagnosticEngine())))
            #expect(snapshot.setting("site.json") == (try Data(contentsOf: content.appendingPathComponent("site.json"))))
            #expect((snapshot.state != nil) == dates && snapshot.days.isEmpty == !dates)
        }
    }
}

/// glibc's `malloc_usable_size` (in <malloc.h>, which the Glibc module leaves out): the bytes a block holds.
@_silgen_name("malloc_usable_size") private func usableSize(_ block: UnsafeMutableRawPointer?) -> Int
