import Foundation

/// The preview server of `bridgekb serve`: serves the latest published build of the site from
/// memory over HTTP, adds a live-reload client to its pages, and tells the connected pages when a
/// new build or a failed one is published.
///
/// A build publishes the whole site at once (``publish(_:)``), so a request sees the old build or
/// the new one, never half of each; a failed build publishes its diagnostics
/// (``publishFailure(_:)``) and the last good build stays served. Thread-safe.
public final class PreviewServer: @unchecked Sendable {
    /// The host it listens on, as given.
    public let host: String
    /// The port it listens on (the one the system chose when asked for port 0).
    public let port: Int

    private let state: SiteState
    private let streams: EventStreams
    private let lock = NSLock()
    private var server: MicroHTTPDServer?

    /// Starts listening on `host` (default loopback) and `port` (0: any free port), serving an empty
    /// site (every path 404) until the first ``publish(_:)``. `keepAliveInterval`: seconds between
    /// keep-alive comments on idle event streams. Throws ``ServeError`` when it cannot listen.
    ///
    /// Requests must name the server (`Host`: localhost, an IP address, or `host`; else 421); event
    /// streams are capped per client and in all (``EventStreams``), connections too, and a stream
    /// whose client has gone ends within a second.
    public init(host: String = "127.0.0.1", port: Int = 0, keepAliveInterval: TimeInterval = 15,
                streamsPerClient: Int = 16) throws {
        let state = SiteState(snapshot: SiteSnapshot(files: [:]))
        let hosts = HostCheck(listenHost: host)
        let streams = EventStreams(perClient: streamsPerClient)
        let responder = SiteResponder(state: state, keepAliveInterval: keepAliveInterval, hosts: hosts, streams: streams)
        let server = try MicroHTTPDServer(host: host, port: port, reply: responder.reply(to:))
        hosts.setPort(server.port)
        self.host = host
        self.port = server.port
        self.state = state
        self.server = server
        self.streams = streams
    }

    /// The event streams open now (tests: a closed one is let go within a second).
    var openEventStreams: Int { streams.count }

    /// The address to print and open: `http://HOST:PORT/`.
    public var url: String {
        "http://\(host.contains(":") ? "[\(host)]" : host):\(port)/"
    }

    /// Serves `files` (the site's files by their path relative to its root, `ja/guide/index.html`)
    /// from now on, replacing the previous build as a whole, and the files of `onDemand` when they are
    /// requested; clears a published failure; connected pages reload. Publications come one at a time
    /// (from one thread).
    public func publish(_ files: [String: Data], onDemand: OnDemandFiles? = nil) {
        state.publish { SiteSnapshot(files: files, previous: $0, onDemand: onDemand) }
    }

    /// Reports a failed build: its diagnostics (`file:line:col: severity: message`) are shown over
    /// every connected page until the next ``publish(_:)``; the last good build stays served.
    public func publishFailure(_ diagnostics: [String]) {
        state.publishFailure(diagnostics)
    }

    /// Closes the open event streams, then the listening socket and every connection; returns once
    /// their threads have ended. Later calls do nothing.
    public func stop() {
        lock.lock()
        defer { lock.unlock() }
        state.close()
        server?.stop()
        server = nil
    }

    deinit { stop() }
}
