import Foundation
import Testing
@testable import BridgeKBModel
@testable import BridgeKBStore

/// Atomic output: a failed write leaves the old site, concurrent writes never mix, paths stay inside.
@Suite struct OutputWriterTests {
    func temporaryTarget() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("bridgekb-out-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir.appendingPathComponent("Site")
    }

    @Test func writesExactlyTheGivenFilesAndReportsCurrency() throws {
        let target = try temporaryTarget()
        defer { try? FileManager.default.removeItem(at: target.deletingLastPathComponent()) }
        let writer = OutputWriter(target: target)
        try writer.write(["a.html": Data("a".utf8), "x/b.html": Data("b".utf8)])
        #expect(OutputWriter.listFiles(in: target) == [".bridgekb-site", "a.html", "x/b.html"])
        #expect(writer.isCurrent(["a.html": Data("a".utf8), "x/b.html": Data("b".utf8)]))
        try writer.write(["c.html": Data("c".utf8)])
        #expect(OutputWriter.listFiles(in: target) == [".bridgekb-site", "c.html"])
        #expect(!writer.isCurrent(["a.html": Data("a".utf8)]))
    }

    /// A file whose bytes the previous output already holds is linked from it, not written again:
    /// it keeps its inode and modification time. Anything else — other bytes, another mode, a
    /// symbolic link, a folder — is written fresh, so the output is still exactly what was put.
    @Test func unchangedFilesAreLinkedFromThePreviousOutput() throws {
        let target = try temporaryTarget()
        defer { try? FileManager.default.removeItem(at: target.deletingLastPathComponent()) }
        let writer = OutputWriter(target: target)
        let big = Data((0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        try writer.write(["same.html": Data("same".utf8), "big.bin": big, "edited.html": Data("old".utf8),
                          "mode.html": Data("m".utf8), "link.html": Data("l".utf8), "dir.html": Data("d".utf8), "x/deep.html": Data("d".utf8),
                          "twice.html": Data("t".utf8)])
        func inode(_ path: String) -> UInt64? {
            var info = stat()
            return lstat(target.appendingPathComponent(path).path, &info) == 0 ? UInt64(info.st_ino) : nil
        }
        let before = ["same.html", "big.bin", "x/deep.html", "edited.html", "mode.html"].map { ($0, inode($0)) }
        // Changes made by hand to the old output: another mode, a symlink and a folder in place of files.
        chmod(target.appendingPathComponent("mode.html").path, 0o600)
        try FileManager.default.removeItem(at: target.appendingPathComponent("link.html"))
        try FileManager.default.createSymbolicLink(atPath: target.appendingPathComponent("link.html").path, withDestinationPath: "same.html")
        try FileManager.default.removeItem(at: target.appendingPathComponent("dir.html"))
        try FileManager.default.createDirectory(at: target.appendingPathComponent("dir.html"), withIntermediateDirectories: false)

        let staging = try writer.stage()
        try staging.put("same.html", Data("same".utf8))
        try staging.put("big.bin", big)
        try staging.put("x/deep.html", text: "d")
        try staging.put("edited.html", Data("new".utf8))
        try staging.put("mode.html", Data("m".utf8))
        try staging.put("link.html", Data("same".utf8))
        try staging.put("dir.html", Data("d".utf8))
        // Put twice: linked first, then written — through a new file, never into the linked one.
        try staging.put("twice.html", Data("t".utf8))
        try staging.put("twice.html", Data("t2".utf8))
        #expect(FileManager.default.contents(atPath: target.appendingPathComponent("twice.html").path) == Data("t".utf8))
        try staging.commit()

        let after = Dictionary(uniqueKeysWithValues: before.map { ($0.0, inode($0.0)) })
        for (path, old) in before.prefix(3) { #expect(after[path] == old, "\(path) is linked") }
        #expect(after["edited.html"] != before[3].1)
        #expect(after["mode.html"] != before[4].1)
        for (path, bytes) in ["same.html": Data("same".utf8), "big.bin": big, "x/deep.html": Data("d".utf8), "edited.html": Data("new".utf8),
                              "mode.html": Data("m".utf8), "link.html": Data("same".utf8), "dir.html": Data("d".utf8),
                              "twice.html": Data("t2".utf8)] {
            let url = target.appendingPathComponent(path)
            #expect(FileManager.default.contents(atPath: url.path) == bytes, "\(path)")
            var info = stat()
            #expect(lstat(url.path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG && (info.st_mode & 0o777) == 0o644, "\(path)")
        }
    }

    /// Files put into a staging folder from many threads appear only at commit; a discarded staging
    /// folder leaves the old output; the comparison sink names what differs.
    @Test func stagingCommitsOrDiscardsAsAWhole() throws {
        let target = try temporaryTarget()
        defer { try? FileManager.default.removeItem(at: target.deletingLastPathComponent()) }
        let writer = OutputWriter(target: target)
        try writer.write(["index.html": Data("old".utf8)])
        let discarded = try writer.stage()
        try discarded.put("index.html", text: "new")
        discarded.discard()
        #expect(FileManager.default.contents(atPath: target.appendingPathComponent("index.html").path) == Data("old".utf8))

        let staging = try writer.stage()
        DispatchQueue.concurrentPerform(iterations: 50) { i in
            try? staging.put("p/\(i % 5)/page\(i).html", text: "页面 \(i)")
        }
        try staging.put("kb.bin") { path in try Data([1, 2, 3]).write(to: URL(fileURLWithPath: path)) }
        #expect(FileManager.default.fileExists(atPath: target.appendingPathComponent("index.html").path))
        try staging.commit()
        #expect(OutputWriter.listFiles(in: target).count == 52)   // and the marker
        #expect(FileManager.default.contents(atPath: target.appendingPathComponent("p/2/page7.html").path) == Data("页面 7".utf8))

        let comparison = OutputComparison(target: target)
        try comparison.put(OutputWriter.markerName, OutputWriter.marker)
        for i in 0..<50 { try comparison.put("p/\(i % 5)/page\(i).html", text: i == 3 ? "changed" : "页面 \(i)") }
        try comparison.put("kb.bin", Data([1, 2, 3]))
        #expect(!comparison.isCurrent)
        #expect(comparison.changed == ["p/3/page3.html"])
        let memory = MemoryOutput()
        try memory.put("a.txt", text: "文字")
        #expect(memory.files == ["a.txt": Data("文字".utf8)])
    }

    @Test func aRefusedPathLeavesTheOldOutputWhole() throws {
        let target = try temporaryTarget()
        defer { try? FileManager.default.removeItem(at: target.deletingLastPathComponent()) }
        let writer = OutputWriter(target: target)
        try writer.write(["index.html": Data("old".utf8)])
        #expect(throws: BridgeKBError.self) { try writer.write(["ok.html": Data(), "../escape.html": Data("x".utf8)]) }
        #expect(OutputWriter.listFiles(in: target) == [".bridgekb-site", "index.html"])
        #expect(!FileManager.default.fileExists(atPath: target.deletingLastPathComponent().appendingPathComponent("escape.html").path))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: target.deletingLastPathComponent().path).filter { $0.contains("tmp") || $0.contains("old") || $0 == ".Site.lock" }
        #expect(leftovers.isEmpty)
    }

    @Test(arguments: ["../x", "/etc/passwd", "a/../../b", "a//b", "./a", "a\\b", "", "a/", "a/.", "..", "a\u{0}b",
                      // A combining mark after a slash makes one character of both; the file system sees a `.` part.
                      "./\u{301}a", "a/../\u{301}"])
    func unsafePathsAreRefused(path: String) {
        #expect(!OutputWriter.isSafe(path))
    }

    @Test(arguments: ["index.html", "zh-Hans/entries/uikit-bridging-part-5-1.html", "ja/guides/閉包.html", "a/..b/.c", "a/b.../x"])
    func safePathsAreTaken(path: String) {
        #expect(OutputWriter.isSafe(path))
    }

    @Test func concurrentWritesEndWithOneCompleteOutput() throws {
        let target = try temporaryTarget()
        defer { try? FileManager.default.removeItem(at: target.deletingLastPathComponent()) }
        let sites: [[String: Data]] = (0..<2).map { n in
            Dictionary(uniqueKeysWithValues: (0..<200).map { ("p\($0)/page.html", Data("site \(n) page \($0)".utf8)) })
        }
        for _ in 0..<5 {
            DispatchQueue.concurrentPerform(iterations: 4) { i in
                try? OutputWriter(target: target).write(sites[i % 2])
            }
            let writer = OutputWriter(target: target)
            #expect(writer.isCurrent(sites[0]) || writer.isCurrent(sites[1]))
        }
    }
}
