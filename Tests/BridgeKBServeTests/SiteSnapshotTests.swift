@testable import BridgeKBServe
import BridgeKBTestSupport
import Foundation
import Testing

@Suite struct SiteSnapshotTests {
    private func text(_ data: Data?) -> String { String(decoding: data ?? Data(), as: UTF8.self) }

    @Test func mediaTypesByExtension() {
        #expect(MediaType.of("index.html") == "text/html; charset=utf-8")
        #expect(MediaType.of("assets/site.css") == "text/css; charset=utf-8")
        #expect(MediaType.of("assets/search.js") == "text/javascript; charset=utf-8")
        #expect(MediaType.of("kb.json") == "application/json")
        #expect(MediaType.of("assets/logo.svg") == "image/svg+xml")
        #expect(MediaType.of("a/b.PNG") == "image/png")
        #expect(MediaType.of("sitemap.xml") == "application/xml")
        #expect(MediaType.of("robots.txt") == "text/plain; charset=utf-8")
        #expect(MediaType.of("kb.sqlite") == "application/octet-stream")
        #expect(MediaType.of("LICENSE") == "application/octet-stream")
    }

    @Test func liveScriptGoesBeforeTheLastBodyEndTagOfHTMLOnly() {
        let snapshot = SiteSnapshot(files: [
            "index.html": Data("<html><body><p>&lt;/body&gt;</p></BODY></html>".utf8),
            "bare.html": Data("<p>no body tag</p>".utf8),
            "assets/site.css": Data("body{}".utf8),
        ], version: "v1")
        let tag = "<script src=\"/_bridgekb/live.js\" data-version=\"v1\"></script>"
        #expect(text(sent(snapshot, "index.html")?.body) == "<html><body><p>&lt;/body&gt;</p>\(tag)</BODY></html>")
        #expect(text(sent(snapshot, "bare.html")?.body) == "<p>no body tag</p>\(tag)")
        #expect(text(sent(snapshot, "assets/site.css")?.body) == "body{}")
        // The page is kept as built; the client is added as it is sent.
        #expect(text(snapshot.files["index.html"]?.body) == "<html><body><p>&lt;/body&gt;</p></BODY></html>")
    }

    private func sent(_ snapshot: SiteSnapshot, _ path: String) -> SiteSnapshot.Sent? {
        if case .file(let sent) = snapshot.file(at: path) { return sent }
        return nil
    }

    @Test func aPageSentUnderAnotherVersionHasAnotherTagOtherFilesKeepTheirs() {
        let files = ["index.html": Data("<body>same</body>".utf8), "a.css": Data("a{}".utf8)]
        let one = SiteSnapshot(files: files, version: "v1"), two = SiteSnapshot(files: files, version: "v2")
        #expect(sent(one, "index.html")?.entityTag != sent(two, "index.html")?.entityTag)
        #expect(sent(one, "a.css")?.entityTag == sent(two, "a.css")?.entityTag)
    }

    @Test func filesWithTheBytesOfThePreviousSnapshotKeepItsTags() {
        let one = SiteSnapshot(files: ["a.css": Data("a{}".utf8), "b.css": Data("b{}".utf8)], version: "v1")
        let two = SiteSnapshot(files: ["a.css": Data("a{}".utf8), "b.css": Data("b{color:red}".utf8)], version: "v2", previous: one)
        #expect(two.files["a.css"]?.entityTag == one.files["a.css"]?.entityTag)
        #expect(two.files["b.css"]?.entityTag == SiteSnapshot.File(body: Data("b{color:red}".utf8), mediaType: "text/css").entityTag)
        #expect(text(two.files["b.css"]?.body) == "b{color:red}")
    }

    @Test func onDemandFilesAreMadeAtTheFirstRequestOnceAndKeptWithTheirSnapshot() {
        let calls = Calls()
        let onDemand = OnDemandFiles(covers: { $0 == "kb.json" || $0.hasPrefix("index/") }, make: { path in
            calls.count += 1
            if path == "kb.json" { return ["kb.json": Data("{\"n\":\(calls.count)}".utf8)] }
            return ["index/a.js": Data("a".utf8), "index/b.js": Data("b".utf8)]
        })
        let snapshot = SiteSnapshot(files: ["index.html": Data("<body></body>".utf8)], version: "v", onDemand: onDemand)
        #expect(calls.count == 0)
        #expect(text(sent(snapshot, "kb.json")?.body) == "{\"n\":1}")
        #expect(sent(snapshot, "kb.json")?.mediaType == "application/json")
        #expect(text(sent(snapshot, "kb.json")?.body) == "{\"n\":1}")
        #expect(text(sent(snapshot, "index/b.js")?.body) == "b")
        #expect(text(sent(snapshot, "index/a.js")?.body) == "a")
        #expect(calls.count == 2)
        // Covered but not made: not found (asked of the maker again, which keeps what it made).
        #expect(sent(snapshot, "index/c.js") == nil)
        #expect(sent(snapshot, "other.json") == nil)
        let failing = SiteSnapshot(files: [:], onDemand: OnDemandFiles(covers: { _ in true }, make: { _ in throw Failure() }))
        guard case .failed(let reason) = failing.file(at: "kb.sqlite") else { Issue.record("not a failure"); return }
        #expect(reason.contains("Failure"))
    }

    private struct Failure: Error {}

    private final class Calls: @unchecked Sendable { var count = 0 }

    @Test func entityTagsFollowTheBytes() {
        let one = SiteSnapshot(files: ["a.css": Data("a{}".utf8), "b.css": Data("b{}".utf8)])
        let two = SiteSnapshot(files: ["a.css": Data("a{}".utf8)])
        #expect(one.files["a.css"]?.entityTag == two.files["a.css"]?.entityTag)
        #expect(one.files["a.css"]?.entityTag != one.files["b.css"]?.entityTag)
        #expect(one.files["a.css"]?.entityTag.hasPrefix("\"") == true)
    }

    @Test func notFoundPageIsTheSitesOwnOrABuiltInOne() {
        let own = SiteSnapshot(files: ["404.html": Data("<body>lost</body>".utf8)], version: "v")
        #expect(text(own.sent(own.notFound).body).contains("lost"))
        #expect(text(own.sent(own.notFound).body).contains("/_bridgekb/live.js"))
        let none = SiteSnapshot(files: [:], version: "v")
        #expect(none.notFound.mediaType == "text/html; charset=utf-8")
        #expect(text(none.sent(none.notFound).body).contains("/_bridgekb/live.js"))
    }

    @Test(.enabled(if: Fixtures.node != nil, "needs node")) func liveScriptIsValidJavaScript() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("live-\(UUID().uuidString).js")
        try LiveReload.script.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let node = Process()
        node.executableURL = URL(fileURLWithPath: Fixtures.node!)
        node.arguments = ["--check", file.path]
        try node.run()
        node.waitUntilExit()
        #expect(node.terminationStatus == 0)
    }
}
