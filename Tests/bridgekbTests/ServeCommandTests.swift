import Foundation
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@testable import BridgeKBSite
import BridgeKBTestSupport

/// `bridgekb serve` as a user runs it: a copy of Content/ served on a free port, a guide edited, the
/// page served again with the new text, traversal refused, SIGTERM ending it cleanly.
@Suite(.serialized) struct ServeCommandTests {
    /// A running `bridgekb serve` and the address it printed.
    final class Server {
        let process = Process()
        let output = Pipe()
        var url = ""

        init(content: URL) throws {
            process.executableURL = Fixtures.executable
            process.arguments = ["serve", "--content", content.path, "--templates", Fixtures.templates.path, "--port", "0"]
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
            // The first line on stdout is `serving http://HOST:PORT/`, printed once the site is served.
            var line = Data()
            while let byte = try output.fileHandleForReading.read(upToCount: 1), !byte.isEmpty, byte != Data("\n".utf8) { line += byte }
            let text = String(decoding: line, as: UTF8.self)
            guard text.hasPrefix("serving ") else { throw FixtureError("serve printed \(text.debugDescription)") }
            url = String(text.dropFirst("serving ".count))
        }

        /// Status and body of a GET of `path` (as sent: not normalised by the client).
        func get(_ path: String) throws -> (status: Int, body: String) {
            let request = URLRequest(url: URL(string: url + path)!, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: 10)
            let done = DispatchSemaphore(value: 0)
            nonisolated(unsafe) var result: (Int, String) = (0, "")
            URLSession.shared.dataTask(with: request) { data, response, _ in
                result = ((response as? HTTPURLResponse)?.statusCode ?? 0, data.map { String(decoding: $0, as: UTF8.self) } ?? "")
                done.signal()
            }.resume()
            done.wait()
            return result
        }

        func terminate() -> Int32 {
            process.terminate()
            process.waitUntilExit()
            return process.terminationStatus
        }
    }

    func contentCopy() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("bridgekb-serve-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let content = dir.appendingPathComponent("Content")
        try FileManager.default.copyItem(at: Fixtures.content, to: content)
        return content
    }

    @Test(.enabled(if: Fixtures.executable != nil, "needs the built bridgekb executable"))
    func servesEditsAndStopsCleanly() throws {
        let content = try contentCopy()
        defer { try? FileManager.default.removeItem(at: content.deletingLastPathComponent()) }
        let server = try Server(content: content)
        var stopped = false
        defer { if !stopped { _ = server.terminate() } }

        let home = try server.get("")
        #expect(home.status == 200)
        #expect(home.body.contains("/_bridgekb/live.js"))
        let guide = try #require(try FileManager.default.contentsOfDirectory(atPath: content.path).sorted()
            .first { FileManager.default.fileExists(atPath: content.appendingPathComponent("\($0)/zh-Hans.txt").path) })
        let page = "zh-Hans/guides/\(guide).html"
        #expect(try server.get(page).status == 200)
        #expect(try server.get("no/such/page.html").status == 404)
        for attempt in ["%2e%2e/Package.swift", "zh-Hans/%2e%2e%2f%2e%2e/Package.swift", "..%5c..%5cPackage.swift"] {
            #expect(try server.get(attempt).status == 400, "\(attempt)")
        }

        // kb.json, kb.sqlite and the search index are made when asked for, for the build being served.
        let kbBefore = try server.get("kb.json")
        #expect(kbBefore.status == 200 && kbBefore.body.contains("\"schemaVersion\""))

        // An edit shows on the page without a restart.
        let marker = "预览标记\(UInt32.random(in: 1000...9999))"
        let file = content.appendingPathComponent("\(guide)/zh-Hans.txt")
        let handle = try FileHandle(forWritingTo: file)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("\n\n\(marker)。\n".utf8))
        try handle.close()
        let deadline = Date().addingTimeInterval(60)
        var seen = false
        while !seen && Date() < deadline {
            seen = try server.get(page).body.contains(marker)
            if !seen { Thread.sleep(forTimeInterval: 0.1) }
        }
        #expect(seen, "the edited text did not reach \(page)")
        let kbAfter = try server.get("kb.json")
        #expect(kbAfter.status == 200 && kbAfter.body != kbBefore.body)
        #expect(try server.get("kb.sqlite").body.hasPrefix("SQLite format 3"))
        let manifest = try server.get("assets/search/manifest.js")
        #expect(manifest.status == 200)
        let facts = try #require(SearchIndexShards.json(ofFile: Array(manifest.body.utf8)))
        let groups = facts.range(of: #""groups": [0-9]+"#, options: .regularExpression)
            .flatMap { Int(facts[$0].split(separator: " ").last ?? "") } ?? 0
        let per = SearchIndexShards.groupsPerFragment
        let fragments = try (0..<((groups + per - 1) / per)).map { try server.get("assets/search/\(SearchIndexShards.name("g", $0)).js").body }
        #expect(fragments.contains { SearchIndexShards.json(ofFile: Array($0.utf8))?.contains(marker) == true },
                "the edited text is in no search fragment")

        let pid = server.process.processIdentifier
        stopped = true
        #expect(server.terminate() == 0)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: FileManager.default.temporaryDirectory.path)
            .filter { $0.hasPrefix("bridgekb-serve-\(pid)-") }
        #expect(leftovers.isEmpty, "serve left \(leftovers)")
    }

    @Test(.enabled(if: Fixtures.executable != nil, "needs the built bridgekb executable"))
    func aBrokenGuideShowsItsErrorsAndTheServerKeepsRunning() throws {
        let content = try contentCopy()
        defer { try? FileManager.default.removeItem(at: content.deletingLastPathComponent()) }
        let server = try Server(content: content)
        defer { _ = server.terminate() }
        // A settings file that is not JSON is an error of the content, shown over the last good build.
        try Data("{ not json".utf8).write(to: content.appendingPathComponent("glossary.json"))
        let deadline = Date().addingTimeInterval(60)
        var status = ""
        while !status.contains("glossary.json") && Date() < deadline {
            status = try server.get("_bridgekb/status.json").body
            if !status.contains("glossary.json") { Thread.sleep(forTimeInterval: 0.1) }
        }
        #expect(status.contains("glossary.json"))
        #expect(try server.get("").status == 200)
    }
}
