import Foundation
import Testing
@testable import bridgekb

/// `bridgekb build` with its cache: a rebuild from the cache, before and after a guide changes, writes
/// exactly the bytes a build without the cache writes.
@Suite(.serialized) struct BuildCacheTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("bridgekb-cache-test-\(UUID().uuidString)")

    func run(_ arguments: [String]) -> (code: Int32, err: String) {
        let context = CommandContext(capture: true)
        let code = BridgeKBCLI.run(arguments, context: context)
        return (code, context.capturedError)
    }

    /// Content/ with two of its guides (one translated), copied so the test can edit it.
    func makeContent() throws -> URL {
        let fm = FileManager.default
        let content = root.appendingPathComponent("Content")
        try fm.createDirectory(at: content, withIntermediateDirectories: true)
        let source = CLITests.repoRoot.appendingPathComponent("Content")
        for name in ["glossary.json", "site.json", "uikit-bridging", "uiviewrepresentable-basics"] {
            try fm.copyItem(at: source.appendingPathComponent(name), to: content.appendingPathComponent(name))
        }
        return content
    }

    func build(_ content: URL, out: String, cache: String?) -> Int32 {
        var arguments = ["build", "--content", content.path, "--templates", CLITests.repoRoot.appendingPathComponent("Templates").path,
                         "--out", root.appendingPathComponent(out).path, "--quiet"]
        arguments += cache.map { ["--cache", root.appendingPathComponent($0).path] } ?? ["--no-cache"]
        let result = run(arguments)
        if result.code != 0 { Issue.record("build failed: \(result.err)") }
        return result.code
    }

    /// Every file of a folder, by relative path.
    func tree(_ name: String) -> [String: Data] {
        let base = root.appendingPathComponent(name)
        var files: [String: Data] = [:]
        for path in (FileManager.default.subpaths(atPath: base.path) ?? []) {
            var isDirectory: ObjCBool = false
            let url = base.appendingPathComponent(path)
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[path] = try? Data(contentsOf: url)
            }
        }
        return files
    }

    func expectSame(_ a: String, _ b: String) {
        let left = tree(a), right = tree(b)
        #expect(!left.isEmpty)
        #expect(Set(left.keys) == Set(right.keys))
        let differing = left.keys.filter { left[$0] != right[$0] }.sorted()
        #expect(differing.isEmpty, "files differ between \(a) and \(b): \(differing.prefix(5))")
    }

    @Test func cachedBuildsAreByteIdenticalToFullBuilds() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let content = try makeContent()
        #expect(build(content, out: "full", cache: nil) == 0)
        #expect(build(content, out: "cold", cache: "cache") == 0)
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("cache").path))
        #expect(build(content, out: "warm", cache: "cache") == 0)
        expectSame("full", "cold")
        expectSame("full", "warm")

        // One guide changes: the cached rebuild matches a full build of the new content.
        let file = content.appendingPathComponent("uiviewrepresentable-basics/zh-Hans.txt")
        var text = try String(contentsOf: file, encoding: .utf8)
        text = text.replacingOccurrences(of: "UIViewRepresentable", with: "UIViewControllerRepresentable", options: [], range: text.range(of: "UIViewRepresentable"))
        text += "\n补充说明：修改后重新构建。\n"
        try text.write(to: file, atomically: true, encoding: .utf8)
        #expect(build(content, out: "changed-full", cache: nil) == 0)
        #expect(build(content, out: "changed-warm", cache: "cache") == 0)
        expectSame("changed-full", "changed-warm")
        #expect(tree("changed-full")["kb.json"] != tree("full")["kb.json"])

        // A guide in a language the site did not have: every page's language switcher gains it, so
        // no page may come from the cache unchanged.
        let tiny = content.appendingPathComponent("tiny-guide")
        try FileManager.default.createDirectory(at: tiny, withIntermediateDirectories: true)
        try "# A tiny guide\n\n## Part 1\n\nWrap a view with `UIViewRepresentable`.\n".write(
            to: tiny.appendingPathComponent("en.md"), atomically: true, encoding: .utf8)
        #expect(build(content, out: "english-full", cache: nil) == 0)
        #expect(build(content, out: "english-warm", cache: "cache") == 0)
        expectSame("english-full", "english-warm")
        #expect(tree("english-full")["en/guides/tiny-guide.html"] != nil)
    }
}
