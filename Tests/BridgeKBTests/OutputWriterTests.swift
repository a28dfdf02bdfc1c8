import Foundation
import Testing
@testable import BridgeKB

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
        #expect(OutputWriter.listFiles(in: target) == ["a.html", "x/b.html"])
        #expect(writer.isCurrent(["a.html": Data("a".utf8), "x/b.html": Data("b".utf8)]))
        try writer.write(["c.html": Data("c".utf8)])
        #expect(OutputWriter.listFiles(in: target) == ["c.html"])
        #expect(!writer.isCurrent(["a.html": Data("a".utf8)]))
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
        #expect(OutputWriter.listFiles(in: target).count == 51)
        #expect(FileManager.default.contents(atPath: target.appendingPathComponent("p/2/page7.html").path) == Data("页面 7".utf8))

        let comparison = OutputComparison(target: target)
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
        #expect(OutputWriter.listFiles(in: target) == ["index.html"])
        #expect(!FileManager.default.fileExists(atPath: target.deletingLastPathComponent().appendingPathComponent("escape.html").path))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: target.deletingLastPathComponent().path).filter { $0.contains("tmp") || $0.contains("old") }
        #expect(leftovers.isEmpty)
    }

    @Test(arguments: ["../x", "/etc/passwd", "a/../../b", "a//b", "./a", "a\\b", ""])
    func unsafePathsAreRefused(path: String) {
        #expect(!OutputWriter.isSafe(path))
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
