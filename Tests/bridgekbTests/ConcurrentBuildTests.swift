import Foundation
import Testing
@testable import bridgekb
import BridgeKBTestSupport

/// Two `bridgekb build` processes started at once on the same output folder: the folder ends up as
/// the complete output of one of them, never a mix, and no staging folder is left behind.
@Suite(.serialized) struct ConcurrentBuildTests {

    static var executable: URL? { Fixtures.executable }

    /// A content folder holding one guide of the repository's Content/.
    func content(_ guide: String, in dir: URL) throws -> URL {
        let root = dir.appendingPathComponent("Content-\(guide)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Fixtures.url("Content/\(guide)"), to: root.appendingPathComponent(guide))
        return root
    }

    func start(_ content: URL, out: URL) throws -> Process {
        let process = Process()
        process.executableURL = Self.executable
        process.arguments = ["build", "--content", content.path, "--templates", Fixtures.templates.path,
                             "--out", out.path, "--quiet"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    func build(_ content: URL, out: URL) throws -> Int32 {
        let process = try start(content, out: out)
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Every file under `root` with its bytes (also used by OutputSwapTests).
    static func snapshot(_ root: URL) -> [String: Data] {
        var result: [String: Data] = [:]
        for path in FileManager.default.subpaths(atPath: root.path) ?? [] {
            var isDirectory: ObjCBool = false
            let url = root.appendingPathComponent(path)
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                result[path] = FileManager.default.contents(atPath: url.path)
            }
        }
        return result
    }

    @Test(.enabled(if: executable != nil, "needs the built bridgekb executable"))
    func twoBuildsAtOnceLeaveOneCompleteSite() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("bridgekb-concurrent-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let a = try content("uiviewrepresentable-basics", in: dir)
        let b = try content("interfacing-with-uikit", in: dir)
        // What each build writes on its own.
        #expect(try build(a, out: dir.appendingPathComponent("SiteA")) == 0)
        #expect(try build(b, out: dir.appendingPathComponent("SiteB")) == 0)
        let siteA = Self.snapshot(dir.appendingPathComponent("SiteA")), siteB = Self.snapshot(dir.appendingPathComponent("SiteB"))
        #expect(!siteA.isEmpty && !siteB.isEmpty && siteA != siteB)

        let out = dir.appendingPathComponent("out/Site")
        #expect(try build(a, out: out) == 0)
        for round in 0..<3 {
            let first = try start(round % 2 == 0 ? a : b, out: out)
            let second = try start(round % 2 == 0 ? b : a, out: out)
            first.waitUntilExit()
            second.waitUntilExit()
            #expect(first.terminationStatus == 0 && second.terminationStatus == 0, "round \(round)")
            let result = Self.snapshot(out)
            #expect(result == siteA || result == siteB,
                    "round \(round): a mix of \(result.keys.filter { siteA[$0] == nil }.count) files not in A and \(result.keys.filter { siteB[$0] == nil }.count) not in B")
            // Staging and old folders are gone; nothing stays beside the site (the lock and the cache
            // are in the project's .bridgekb/).
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: out.deletingLastPathComponent().path)
                .filter { $0 != "Site" }
            #expect(leftovers.isEmpty, "round \(round): \(leftovers)")
        }
    }
}
