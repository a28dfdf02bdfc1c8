@testable import BridgeKBServe
import BridgeKBTestSupport
import Foundation
import Testing

/// Timings of the preview server, printed (never asserted: the machine is shared): how long a
/// publication takes to reach a connected page, a GET of a 100 KB page, publishing the whole
/// committed Site/, and stop() with streams open. Debug build, so upper bounds.
@Suite struct ServeMeasurements {
    private func milliseconds(_ body: () throws -> Void) rethrows -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    }

    private func summary(_ values: [Double]) -> String {
        let sorted = values.sorted()
        return String(format: "median %.2f ms, p90 %.2f ms, max %.2f ms (n=%d)",
                      sorted[sorted.count / 2], sorted[sorted.count * 9 / 10], sorted.last!, sorted.count)
    }

    @Test func printsPublishToEventAndGetLatency() throws {
        let page = "<!doctype html><html><body>" + String(repeating: "<p>段落 paragraph text</p>\n", count: 3_500) + "</body></html>"
        let files = ["index.html": Data(page.utf8), "404.html": Data("<body>404</body>".utf8)]
        let server = try PreviewServer(port: 0)
        defer { server.stop() }
        server.publish(files)

        let stream = try RawHTTPClient(port: server.port)
        try stream.send("GET", "/_bridgekb/events")
        _ = try stream.readHead()
        _ = try stream.nextEvent()
        var toEvent: [Double] = []
        for _ in 0..<30 {
            toEvent.append(try milliseconds {
                server.publish(files)
                _ = try #require(try stream.nextEvent())
            })
        }
        var fresh: [Double] = [], kept: [Double] = []
        var size = 0
        for _ in 0..<50 {
            fresh.append(try milliseconds { size = try RawHTTPClient.request("/", port: server.port).body.count })
        }
        let client = try RawHTTPClient(port: server.port)
        for _ in 0..<50 {
            kept.append(try milliseconds {
                try client.send("GET", "/", keepAlive: true)
                _ = try client.readResponse()
            })
        }
        print("serve: publish → event at a connected client (100 KB page): \(summary(toEvent))")
        print("serve: GET of a \(size / 1024) KB page, new connection: \(summary(fresh))")
        print("serve: GET of a \(size / 1024) KB page, kept-alive connection: \(summary(kept))")
        #expect(size > 100_000)
    }

    @Test func printsPublishOfTheCommittedSiteAndStop() throws {
        let root = Fixtures.url("Site")
        var files: [String: Data] = [:]
        let paths = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root.path + "/" + path, isDirectory: &isFolder), !isFolder.boolValue else { continue }
            files[path] = try Data(contentsOf: root.appendingPathComponent(path))
        }
        let server = try PreviewServer(port: 0)
        let publish = (0..<5).map { _ in milliseconds { server.publish(files) } }
        let bytes = files.values.reduce(0) { $0 + $1.count }
        print("serve: publish of Site/ (\(files.count) files, \(bytes / 1024) KB): \(summary(publish))")
        let streams = try (0..<4).map { _ in
            let stream = try RawHTTPClient(port: server.port)
            try stream.send("GET", "/_bridgekb/events")
            _ = try stream.readHead()
            _ = try stream.nextEvent()
            return stream
        }
        print(String(format: "serve: stop() with %d open event streams: %.2f ms", streams.count, milliseconds { server.stop() }))
        #expect(streams.allSatisfy { $0.readsEndOfStream() })
    }
}
