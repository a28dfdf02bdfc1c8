@testable import BridgeKBServe
import Foundation
import Testing

/// The preview server against other pages and greedy clients: a request must name the server
/// (DNS rebinding gets 421), event streams are for its own pages, one client's streams are capped,
/// and a stream whose client has gone is let go within a second, not at the next keep-alive.
@Suite struct ServeHardeningTests {
    private static let site: [String: Data] = [
        "index.html": Data("<!doctype html><html><body><h1>home</h1></body></html>".utf8),
        "kb.json": Data("{\"unpublished\": true}".utf8),
    ]

    @Test func aRequestNamingAnotherHostIsMisdirected() throws {
        let server = try PreviewServer(port: 0)
        defer { server.stop() }
        server.publish(Self.site)
        let port = server.port
        for host in ["attacker.example:\(port)", "attacker.example", "127.0.0.1.nip.io:\(port)", "localhost.attacker.example:\(port)",
                     "127.0.0.1:\(port == 1 ? 2 : 1)", "localhost:\(port):\(port)", "[::1", "evil.localhost.example"] {
            let reply = try RawHTTPClient.request("/kb.json", port: port, headers: ["Host": host])
            #expect(reply.status == 421, "Host: \(host)")
            #expect(!reply.text.contains("unpublished"), "Host: \(host)")
        }
        for host in ["127.0.0.1:\(port)", "localhost:\(port)", "LocalHost:\(port)", "[::1]:\(port)", "127.0.0.1", "app.localhost:\(port)"] {
            #expect(try RawHTTPClient.request("/kb.json", port: port, headers: ["Host": host]).status == 200, "Host: \(host)")
        }
    }

    @Test func anEventStreamFromAnotherOriginIsRefused() throws {
        let server = try PreviewServer(port: 0)
        defer { server.stop() }
        server.publish(Self.site)
        let refused = try RawHTTPClient.request("/_bridgekb/events", port: server.port, headers: ["Origin": "http://attacker.example"])
        #expect(refused.status == 403)
        let own = try RawHTTPClient(port: server.port)
        try own.send("GET", "/_bridgekb/events", headers: ["Origin": "http://127.0.0.1:\(server.port)"])
        #expect(try own.readHead().status == 200)
    }

    /// The keep-alive is a minute away: only the check for a gone client can end the stream sooner.
    @Test func aStreamWhoseClientHasGoneIsLetGoWithinASecond() throws {
        let server = try PreviewServer(port: 0, keepAliveInterval: 60)
        defer { server.stop() }
        server.publish(Self.site)
        var client: RawHTTPClient? = try RawHTTPClient(port: server.port)
        try client!.send("GET", "/_bridgekb/events")
        _ = try client!.readHead()
        _ = try client!.nextEvent()
        #expect(server.openEventStreams == 1)
        client = nil   // closes the socket
        // Polled for up to 10 s so that a loaded machine cannot fail it; without the check it would take 60 s.
        var waited = 0
        while server.openEventStreams > 0 && waited < 100 { usleep(100_000); waited += 1 }
        #expect(server.openEventStreams == 0, "still open after \(Double(waited) / 10) s")
    }

    @Test func aClientsStreamsBeyondTheCapEndItsOldest() throws {
        let server = try PreviewServer(port: 0, keepAliveInterval: 60, streamsPerClient: 3)
        defer { server.stop() }
        server.publish(Self.site)
        var clients: [RawHTTPClient] = []
        for _ in 0..<4 {
            let client = try RawHTTPClient(port: server.port, timeout: 10)
            try client.send("GET", "/_bridgekb/events")
            #expect(try client.readHead().status == 200)
            _ = try client.nextEvent()
            clients.append(client)
        }
        #expect(clients[0].readsEndOfStream(), "the oldest stream ends")
        #expect(server.openEventStreams == 3)
    }
}
