import Foundation
import Testing
@testable import BridgeKBStore
@testable import BridgeKBBuild
@testable import bridgekb
import BridgeKBTestSupport

/// A build whose inputs are those of the last build into the same folder, which nobody touched since,
/// writes nothing and says what that build said; anything else builds.
extension BuildCacheTests {
    /// The output folder's inode: a build that writes swaps in a new folder.
    func inode(_ out: String) -> UInt64 {
        var info = stat()
        return stat(root.appendingPathComponent(out).path, &info) == 0 ? UInt64(info.st_ino) : 0
    }

    func build(_ content: URL, out: String, strict: Bool) -> (code: Int32, err: String) {
        run(["build", "--content", content.path, "--templates", Fixtures.templates.path, "--out", root.appendingPathComponent(out).path,
             "--cache", root.appendingPathComponent("cache").path, "--quiet"] + (strict ? ["--strict"] : []))
    }

    /// A build killed mid-way leaves its staging folder beside the output; the next build, though
    /// nothing changed, runs and removes it.
    @Test func aKilledBuildsStagingFolderIsRemovedByTheNextBuildThoughNothingChanged() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let content = try makeContent()
        #expect(build(content, out: "site", strict: false).code == 0)
        let dead = root.appendingPathComponent(".site.tmp-999999-DEADBEEF")
        try FileManager.default.createDirectory(at: dead, withIntermediateDirectories: false)
        // What a build writes first into its staging folder: the marker that says bridgekb made it.
        try OutputWriter.marker.write(to: dead.appendingPathComponent(OutputWriter.markerName))
        try Data("left by a killed build".utf8).write(to: dead.appendingPathComponent("index.html"))
        #expect(build(content, out: "site", strict: false).code == 0)
        #expect(!FileManager.default.fileExists(atPath: dead.path), "the dead build's staging folder is still there")
    }

    @Test func aBuildWithNothingChangedWritesNothingAndSaysTheSame() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let content = try makeContent()
        // A setting site.json does not know: a warning, so --strict fails.
        try Data("{\"colour\": \"blue\"}".utf8).write(to: content.appendingPathComponent("site.json"))
        let first = build(content, out: "site", strict: false)
        #expect(first.code == 0 && first.err.contains("site.bad-settings"), "\(first.err.prefix(400))")
        let folder = inode("site"), files = tree("site")

        let again = build(content, out: "site", strict: false)
        #expect(again.code == 0 && again.err == first.err, "\(again.err.prefix(400))")
        #expect(inode("site") == folder, "nothing changed: the output folder is not replaced")
        #expect(tree("site") == files)
        // The same problems fail --strict, as they would in a build that ran.
        let strict = build(content, out: "site", strict: true)
        #expect(strict.code == 1 && strict.err.contains("site.bad-settings") && strict.err.contains("left as it was"), "\(strict.err.prefix(400))")

        // A page removed from the output: the build writes it again.
        let page = root.appendingPathComponent("site/zh-Hans/guides/uiviewrepresentable-basics.html")
        try FileManager.default.removeItem(at: page)
        #expect(build(content, out: "site", strict: false).code == 0)
        #expect(inode("site") != folder)
        #expect(tree("site") == files)

        // A day later for one file (its modification time; the page shows the day): the build runs.
        let guide = content.appendingPathComponent("notes-app-tutorial/zh-Hans.txt")
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -86_400 * 3)], ofItemAtPath: guide.path)
        let rewritten = inode("site")
        #expect(build(content, out: "site", strict: false).code == 0)
        #expect(inode("site") != rewritten)
        #expect(build(content, out: "dated-full", cache: nil) == 0)
        expectSame("dated-full", "site")
    }
}
