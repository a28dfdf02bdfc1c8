import Foundation
import Testing
@testable import BridgeKBModel
@testable import BridgeKBStore
@testable import BridgeKBBuild
@testable import bridgekb
import BridgeKBTestSupport

/// `bridgekb build` with its cache: a rebuild from the cache, before and after a guide changes, writes
/// exactly the bytes a build without the cache writes.
@Suite(.serialized) struct BuildCacheTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("bridgekb-cache-test-\(UUID().uuidString)")

    func run(_ arguments: [String]) -> (code: Int32, err: String) {
        let context = CommandContext(capture: true)
        let code = BridgeKBCLI.run(arguments, context: context)
        return (code, context.capturedError)
    }

    /// A small content folder the test can edit: Content/'s settings, glossary and one sample guide,
    /// and one translated guide (zh-Hans and ja) of Tests/Fixtures/xlang. Its cache holds every kind
    /// of entry a build of Content/ stores, and a build renders 70 pages where uikit-bridging alone
    /// gives 300 (the damaged-cache test runs 28 builds).
    func makeContent() throws -> URL {
        let fm = FileManager.default
        let content = root.appendingPathComponent("Content")
        try fm.createDirectory(at: content, withIntermediateDirectories: true)
        for name in ["glossary.json", "site.json", "uiviewrepresentable-basics"] {
            try fm.copyItem(at: Fixtures.content.appendingPathComponent(name), to: content.appendingPathComponent(name))
        }
        try fm.copyItem(at: Fixtures.url("Tests/Fixtures/xlang/content/notes-app-tutorial"),
                        to: content.appendingPathComponent("notes-app-tutorial"))
        return content
    }

    func build(_ content: URL, out: String, cache: String?) -> Int32 {
        var arguments = ["build", "--content", content.path, "--templates", Fixtures.templates.path,
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

    /// Every file the same bytes, but a database (kb.sqlite), which holds the same content
    /// (``KnowledgeBaseStore/sameContent(_:_:)``): a rebuild updates the last build's by rows.
    func expectSame(_ a: String, _ b: String) {
        let left = tree(a), right = tree(b)
        #expect(!left.isEmpty)
        #expect(Set(left.keys) == Set(right.keys))
        let differing = left.keys.filter { path in
            guard path.hasSuffix(".sqlite") else { return left[path] != right[path] }
            return !KnowledgeBaseStore.sameContent(root.appendingPathComponent("\(a)/\(path)").path,
                                                   root.appendingPathComponent("\(b)/\(path)").path)
        }.sorted()
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

/// A damaged or tampered cache can only make a build slower: whatever was done to its entries, the
/// build writes exactly what a build without the cache writes, says which entries it dropped, and
/// `build --check` answers as it does without the cache.
extension BuildCacheTests {
    /// Every entry file of a cache folder (`<fan>/<key>`), sorted.
    func entries(_ cache: URL) -> [URL] {
        (FileManager.default.subpaths(atPath: cache.path) ?? []).filter { $0.split(separator: "/").count == 2 }.sorted()
            .map { cache.appendingPathComponent($0) }
    }

    /// Ways to damage a cache, each applied to every entry it names.
    static let damages: [(name: String, damage: (URL, BuildCache) throws -> Void)] = [
        ("truncated", { entry, _ in
            let data = try Data(contentsOf: entry)
            try data.prefix(data.count / 2).write(to: entry)
        }),
        ("garbled", { entry, _ in
            var data = try Data(contentsOf: entry)
            data[data.count - 1 - (data.count / 3)] ^= 0x55
            try data.write(to: entry)
        }),
        ("script appended", { entry, _ in
            var data = try Data(contentsOf: entry)
            data.append(Data("<script>alert(1)</script>".utf8))
            try data.write(to: entry)
        }),
        ("script injected with a valid header", { entry, cache in
            // What an attacker who knows the format writes: the checksum fits, the page's stored
            // checks still say it is clean.
            let key = entry.lastPathComponent
            guard key.hasPrefix("page-"), let payload = cache.data(for: key) else { return }
            let text = String(decoding: payload, as: UTF8.self)
                .replacingOccurrences(of: "</body>", with: "<script>alert(1)</script><img src=x onerror=alert(2)></body>")
            cache.store(Data(text.utf8), for: key)
        }),
        ("JSON broken with a valid header", { entry, cache in
            let key = entry.lastPathComponent
            guard key.hasPrefix("guide-") || key.hasPrefix("related-") else { return }
            cache.store(Data("{\"not\": \"a guide\"".utf8), for: key)
        }),
        ("moved under another key", { entry, _ in
            let other = entry.deletingLastPathComponent().appendingPathComponent(entry.lastPathComponent + "x")
            try FileManager.default.moveItem(at: entry, to: other)
            try FileManager.default.copyItem(at: other, to: entry)
            try FileManager.default.removeItem(at: other)
            // Swap with the next entry of the folder, if any.
            let siblings = (try FileManager.default.contentsOfDirectory(atPath: entry.deletingLastPathComponent().path)).sorted()
            if let next = siblings.first(where: { $0 > entry.lastPathComponent }) {
                let nextURL = entry.deletingLastPathComponent().appendingPathComponent(next)
                let a = try Data(contentsOf: entry), b = try Data(contentsOf: nextURL)
                try b.write(to: entry); try a.write(to: nextURL)
            }
        }),
        ("written by another tool", { entry, _ in
            var lines = String(decoding: try Data(contentsOf: entry), as: UTF8.self).components(separatedBy: "\n")
            if lines.count > 1 { lines[1] = String(lines[1].reversed()) }
            try Data(lines.joined(separator: "\n").utf8).write(to: entry)
        }),
        ("a link, a FIFO, an empty file", { entry, _ in
            try FileManager.default.removeItem(at: entry)
            switch entry.lastPathComponent.utf8.reduce(0, { $0 &+ Int($1) }) % 3 {
            case 0: try FileManager.default.createSymbolicLink(atPath: entry.path, withDestinationPath: "/etc/passwd")
            case 1: #expect(mkfifo(entry.path, 0o644) == 0)
            default: try Data().write(to: entry)
            }
        }),
    ]

    @Test func aDamagedCacheChangesNothingButTheTime() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let content = try makeContent()
        #expect(build(content, out: "full", cache: nil) == 0)
        #expect(build(content, out: "cold", cache: "pristine") == 0)
        let fm = FileManager.default
        for (n, (name, damage)) in Self.damages.enumerated() {
            let cacheURL = root.appendingPathComponent("cache-\(n)")
            try fm.copyItem(at: root.appendingPathComponent("pristine"), to: cacheURL)
            let cache = BuildCache(root: cacheURL, toolStamp: BuildAction.currentToolStamp)
            for entry in entries(cacheURL) { try damage(entry, cache) }

            // --check against the full build: current with the damaged cache as without one.
            let check = run(["build", "--content", content.path, "--templates", Fixtures.templates.path,
                             "--out", root.appendingPathComponent("full").path, "--check", "--cache", cacheURL.path])
            #expect(check.code == 0, "\(name): --check with the damaged cache: \(check.err.prefix(600))")
            #expect(check.err.contains("dropped a damaged cache entry"), "\(name): \(check.err.prefix(600))")

            // A build from what the check left, damaged again: the full build's bytes.
            for entry in entries(cacheURL) { try damage(entry, cache) }
            let result = run(["build", "--content", content.path, "--templates", Fixtures.templates.path,
                              "--out", root.appendingPathComponent("warm-\(n)").path, "--quiet", "--cache", cacheURL.path])
            #expect(result.code == 0, "\(name): \(result.err.prefix(600))")
            #expect(result.err.contains("[build.cache-entry-dropped]"), "\(name): \(result.err.prefix(600))")
            expectSame("full", "warm-\(n)")
            // The build stored whole entries again: the next build uses them and drops nothing.
            let again = run(["build", "--content", content.path, "--templates", Fixtures.templates.path,
                             "--out", root.appendingPathComponent("again-\(n)").path, "--quiet", "--cache", cacheURL.path])
            #expect(again.code == 0 && !again.err.contains("dropped"), "\(name): \(again.err.prefix(600))")
            expectSame("full", "again-\(n)")
        }

        // A changed page: --check says so with the cache as without it.
        let page = root.appendingPathComponent("full/index.html")
        try (String(contentsOf: page, encoding: .utf8) + "<!-- edited -->").write(to: page, atomically: true, encoding: .utf8)
        for cache in [["--cache", root.appendingPathComponent("pristine").path], ["--no-cache"]] {
            let check = run(["build", "--content", content.path, "--templates", Fixtures.templates.path,
                             "--out", root.appendingPathComponent("full").path, "--check"] + cache)
            #expect(check.code == 1, "\(cache): \(check.err.prefix(300))")
        }
    }
}
