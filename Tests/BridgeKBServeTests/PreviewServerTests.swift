@testable import BridgeKBServe
import Foundation
import Testing

@Suite struct PreviewServerTests {
    private static let site: [String: Data] = [
        "index.html": Data("<!doctype html><html><body><h1>home</h1></body></html>".utf8),
        "guide/index.html": Data("<html><body>guide page</body></html>".utf8),
        "404.html": Data("<html><body>no such page here</body></html>".utf8),
        "assets/site.css": Data("body{}".utf8),
        "assets/search.js": Data("let a = 1".utf8),
        "kb.json": Data("{}".utf8),
        "kb.sqlite": Data([0x53, 0x51, 0x4c]),
        "robots.txt": Data("User-agent: *".utf8),
        "x": Data("SECRET-X".utf8),
        "etc/passwd": Data("SECRET-PASSWD".utf8),
    ]

    private func started(_ files: [String: Data] = site) throws -> PreviewServer {
        let server = try PreviewServer(port: 0)
        server.publish(files)
        return server
    }

    @Test func portZeroPicksAFreePortAndTheServerReportsIt() throws {
        let one = try started(), two = try started()
        defer { one.stop(); two.stop() }
        #expect(one.port > 0 && two.port > 0 && one.port != two.port)
        #expect(one.url == "http://127.0.0.1:\(one.port)/")
        #expect(throws: ServeError.self) { try PreviewServer(port: one.port) }
    }

    @Test func servesPagesFoldersAndTheNotFoundPage() throws {
        let server = try started()
        defer { server.stop() }
        let home = try RawHTTPClient.request("/", port: server.port)
        #expect(home.status == 200)
        #expect(home.text.contains("<h1>home</h1>"))
        #expect(home.headers["content-type"] == "text/html; charset=utf-8")
        let folder = try RawHTTPClient.request("/guide/", port: server.port)
        #expect(folder.status == 200 && folder.text.contains("guide page"))
        let bare = try RawHTTPClient.request("/guide", port: server.port)
        #expect(bare.status == 302 && bare.headers["location"] == "/guide/")
        let missing = try RawHTTPClient.request("/nowhere.html", port: server.port)
        #expect(missing.status == 404 && missing.text.contains("no such page here"))
    }

    @Test func contentTypesFollowTheExtension() throws {
        let server = try started()
        defer { server.stop() }
        let expected = ["/assets/site.css": "text/css; charset=utf-8", "/assets/search.js": "text/javascript; charset=utf-8",
                        "/kb.json": "application/json", "/kb.sqlite": "application/octet-stream",
                        "/robots.txt": "text/plain; charset=utf-8"]
        for (path, type) in expected {
            #expect(try RawHTTPClient.request(path, port: server.port).headers["content-type"] == type, "\(path)")
        }
    }

    @Test func headSendsTheHeadersWithoutTheBody() throws {
        let server = try started()
        defer { server.stop() }
        let head = try RawHTTPClient.request("HEAD", "/assets/site.css", port: server.port)
        #expect(head.status == 200)
        #expect(head.headers["content-length"] == "6")
        #expect(head.body.isEmpty)
        let post = try RawHTTPClient.request("POST", "/", port: server.port)
        #expect(post.status == 405 && post.headers["allow"] == "GET, HEAD")
    }

    @Test func conditionalGetAnswers304UntilTheFileChanges() throws {
        let server = try started()
        defer { server.stop() }
        let first = try RawHTTPClient.request("/assets/site.css", port: server.port)
        let tag = try #require(first.headers["etag"])
        let again = try RawHTTPClient.request("/assets/site.css", port: server.port, headers: ["If-None-Match": tag])
        #expect(again.status == 304 && again.body.isEmpty)
        var files = Self.site
        files["assets/site.css"] = Data("body{color:red}".utf8)
        server.publish(files)
        let changed = try RawHTTPClient.request("/assets/site.css", port: server.port, headers: ["If-None-Match": tag])
        #expect(changed.status == 200 && changed.text == "body{color:red}")
    }

    @Test func pathsOutsideTheSiteAreRefused() throws {
        let server = try started()
        defer { server.stop() }
        let attempts = ["/../x", "/%2e%2e/x", "/%2E%2E/x", "/a/%2e%2e%2f..%2fetc/passwd", "/a/../x", "/a\\..\\x",
                        "/a%5c..%5cx", "/..%2fx", "/x%00.html", "/guide/%2e%2e/etc/passwd"]
        for target in attempts {
            let response = try RawHTTPClient.request(target, port: server.port)
            #expect([400, 404].contains(response.status), "\(target) → \(response.status)")
            #expect(!response.text.contains("SECRET"), "\(target) served a file")
        }
    }

    @Test func liveScriptIsAddedToHTMLOnlyAndServed() throws {
        let server = try started()
        defer { server.stop() }
        let page = try RawHTTPClient.request("/", port: server.port).text
        #expect(page.contains("<script src=\"/_bridgekb/live.js\""))
        #expect(page.range(of: "/_bridgekb/live.js")!.lowerBound < page.range(of: "</body>")!.lowerBound)
        #expect(try RawHTTPClient.request("/assets/site.css", port: server.port).text == "body{}")
        #expect(try RawHTTPClient.request("/nowhere", port: server.port).text.contains("/_bridgekb/live.js"))
        let script = try RawHTTPClient.request("/_bridgekb/live.js", port: server.port)
        #expect(script.status == 200 && script.headers["content-type"] == "text/javascript; charset=utf-8")
        #expect(script.text.contains("EventSource"))
    }

    @Test func statusReportsAPublishedFailureUntilTheNextGoodSnapshot() throws {
        let server = try started()
        defer { server.stop() }
        server.publishFailure(["Content/a/ja.md:3:1: error: unclosed code fence"])
        let failed = try RawHTTPClient.request("/_bridgekb/status.json", port: server.port)
        #expect(failed.headers["content-type"] == "application/json")
        let state = try JSONSerialization.jsonObject(with: failed.body) as? [String: Any]
        #expect(state?["diagnostics"] as? [String] == ["Content/a/ja.md:3:1: error: unclosed code fence"])
        #expect(try RawHTTPClient.request("/", port: server.port).text.contains("<h1>home</h1>"))
        server.publish(Self.site)
        let good = try RawHTTPClient.request("/_bridgekb/status.json", port: server.port)
        let after = try JSONSerialization.jsonObject(with: good.body) as? [String: Any]
        #expect(after?["diagnostics"] as? [String] == [])
    }

    @Test func eventStreamSendsTheStateThenEachPublication() throws {
        let server = try started()
        defer { server.stop() }
        let stream = try RawHTTPClient(port: server.port)
        try stream.send("GET", "/_bridgekb/events")
        let head = try stream.readHead()
        #expect(head.status == 200 && head.headers["content-type"] == "text/event-stream")
        let initial = try #require(try stream.nextEvent())
        server.publish(Self.site)
        let reload = try #require(try stream.nextEvent())
        #expect(version(of: initial) != nil && version(of: reload) != version(of: initial))
        server.publishFailure(["a.md:1:1: error: broken"])
        let failure = try #require(try stream.nextEvent())
        #expect(failure.contains("a.md:1:1: error: broken"))
        #expect(version(of: failure) == version(of: reload))
    }

    @Test func onDemandFilesAreServedFromTheSnapshotTheyBelongTo() throws {
        let server = try PreviewServer(port: 0)
        defer { server.stop() }
        func publish(_ build: String) {
            server.publish(["index.html": Data("<body>\(build)</body>".utf8)], onDemand: OnDemandFiles(
                covers: { $0 == "kb.json" || $0 == "kb.sqlite" },
                make: { path in
                    guard path == "kb.json" else { throw ServeError.cannotWatch(path: path, reason: "disk full") }
                    return ["kb.json": Data("{\"build\":\"\(build)\"}".utf8)]
                }))
        }
        publish("one")
        let first = try RawHTTPClient.request("/kb.json", port: server.port)
        #expect(first.status == 200 && first.text == "{\"build\":\"one\"}")
        #expect(first.headers["content-type"] == "application/json")
        let tag = try #require(first.headers["etag"])
        #expect(try RawHTTPClient.request("/kb.json", port: server.port, headers: ["If-None-Match": tag]).status == 304)
        publish("two")
        let second = try RawHTTPClient.request("/kb.json", port: server.port, headers: ["If-None-Match": tag])
        #expect(second.status == 200 && second.text == "{\"build\":\"two\"}")
        let failed = try RawHTTPClient.request("/kb.sqlite", port: server.port)
        #expect(failed.status == 500 && failed.text.contains("disk full"))
        #expect(try RawHTTPClient.request("/other.json", port: server.port).status == 404)
    }

    @Test func stopClosesOpenEventStreamsPromptly() throws {
        let server = try started()
        let stream = try RawHTTPClient(port: server.port)
        try stream.send("GET", "/_bridgekb/events")
        _ = try stream.readHead()
        _ = try stream.nextEvent()
        let idle = try RawHTTPClient(port: server.port)   // a connection that never sends a request
        let kept = try RawHTTPClient(port: server.port)   // a kept-alive connection between two requests
        try kept.send("GET", "/", keepAlive: true)
        #expect(try kept.readResponse().text.contains("<h1>home</h1>"))
        let start = Date()
        server.stop()
        #expect(Date().timeIntervalSince(start) < 5)   // a hang check, not a speed assertion
        #expect(stream.readsEndOfStream())
        #expect(idle.readsEndOfStream())
        #expect(kept.readsEndOfStream())
        #expect(throws: (any Error).self) { try RawHTTPClient.request("/", port: server.port) }
    }

    private func version(of event: String) -> String? {
        (try? JSONSerialization.jsonObject(with: Data(event.utf8)) as? [String: Any])?["version"] as? String
    }
}
