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
        #expect(text(snapshot.files["index.html"]?.body) == "<html><body><p>&lt;/body&gt;</p>\(tag)</BODY></html>")
        #expect(text(snapshot.files["bare.html"]?.body) == "<p>no body tag</p>\(tag)")
        #expect(text(snapshot.files["assets/site.css"]?.body) == "body{}")
    }

    @Test func entityTagsFollowTheBytes() {
        let one = SiteSnapshot(files: ["a.css": Data("a{}".utf8), "b.css": Data("b{}".utf8)])
        let two = SiteSnapshot(files: ["a.css": Data("a{}".utf8)])
        #expect(one.files["a.css"]?.entityTag == two.files["a.css"]?.entityTag)
        #expect(one.files["a.css"]?.entityTag != one.files["b.css"]?.entityTag)
        #expect(one.files["a.css"]?.entityTag.hasPrefix("\"") == true)
    }

    @Test func notFoundPageIsTheSitesOwnOrABuiltInOne() {
        let own = SiteSnapshot(files: ["404.html": Data("<body>lost</body>".utf8)], version: "v")
        #expect(text(own.notFound.body).contains("lost"))
        #expect(text(own.notFound.body).contains("/_bridgekb/live.js"))
        let none = SiteSnapshot(files: [:], version: "v")
        #expect(none.notFound.mediaType == "text/html; charset=utf-8")
        #expect(text(none.notFound.body).contains("/_bridgekb/live.js"))
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
