import Foundation

/// Answers requests from the site state: the snapshot's files (`index.html` for folders, a redirect
/// to the folder's `/` form, the 404 page), the live-reload endpoints, and refusals. No disk access.
struct SiteResponder: Sendable {
    let state: SiteState
    /// Seconds between keep-alive comments on an idle event stream.
    let keepAliveInterval: TimeInterval
    /// Which `Host` and `Origin` headers name this server (DNS rebinding is answered 421).
    let hosts: HostCheck
    /// The open event streams, capped per client and in all.
    let streams: EventStreams

    /// How often a waiting event stream looks whether its client has gone or a newer stream took its place.
    static let streamCheckInterval: TimeInterval = 0.5

    func reply(to request: HTTPRequest) -> HTTPReply {
        if let host = request.host, !hosts.allows(host: host) {
            return .text(421, "misdirected request: this preview server answers to localhost and its own address only",
                         headers: [("Connection", "close")])
        }
        guard request.method == "GET" || request.method == "HEAD" else {
            return .text(405, "method not allowed", headers: [("Allow", "GET, HEAD")])
        }
        guard let path = RequestPath(raw: request.path) else { return .text(400, "bad request") }
        let current = state.value
        switch path.relativePath {
        case LiveReload.scriptPath:
            return file(Self.script, for: request)
        case LiveReload.statusPath:
            return HTTPReply(status: 200, headers: [("Content-Type", "application/json"), ("Cache-Control", "no-store")],
                             body: .bytes(current.status))
        case LiveReload.eventsPath:
            if let origin = request.origin, !hosts.allows(origin: origin) {
                return .text(403, "event streams are for the preview's own pages", headers: [("Connection", "close")])
            }
            return events(for: request)
        default:
            break
        }
        let snapshot = current.snapshot, files = snapshot.files
        let name = path.relativePath
        if path.isFolder, let index = files[name.isEmpty ? "index.html" : name + "/index.html"] {
            return file(snapshot.sent(index), for: request)
        }
        if !path.isFolder {
            switch snapshot.file(at: name) {
            case .file(let found): return file(found, for: request)
            case .failed(let reason): return .text(500, "cannot make \(name): \(reason)")
            case .none: break
            }
        }
        if !path.isFolder, files[name + "/index.html"] != nil {
            let location = "/" + path.segments.map { $0.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? "" }
                .joined(separator: "/") + "/"
            return .text(302, "moved to \(location)", headers: [("Location", location)])
        }
        let notFound = snapshot.sent(snapshot.notFound)
        return HTTPReply(status: 404, headers: [("Content-Type", notFound.mediaType), ("Cache-Control", "no-cache")],
                         body: .bytes(notFound.body))
    }

    private static let script = SiteSnapshot.sent(asIs: SiteSnapshot.File(body: LiveReload.script,
                                                                          mediaType: MediaType.of(LiveReload.scriptPath)))

    // MARK: - Replies

    /// A file, or 304 when the request's If-None-Match names its entity tag. Browsers revalidate
    /// every time (`no-cache`): a preview must never show a stale page.
    private func file(_ file: SiteSnapshot.Sent, for request: HTTPRequest) -> HTTPReply {
        let headers = [("Content-Type", file.mediaType), ("ETag", file.entityTag), ("Cache-Control", "no-cache")]
        let known = (request.ifNoneMatch ?? "").split(separator: ",").map {
            let tag = $0.trimmingCharacters(in: .whitespaces)
            return tag.hasPrefix("W/") ? String(tag.dropFirst(2)) : tag
        }
        if known.contains(file.entityTag) || known.contains("*") {
            return HTTPReply(status: 304, headers: Array(headers.dropFirst()), body: .bytes(Data()))
        }
        return HTTPReply(status: 200, headers: headers, body: .bytes(file.body))
    }

    /// The event stream: the current state at once, then each publication as it happens, with a
    /// keep-alive comment when nothing happens for a while; ends when the server stops, when the
    /// client has gone (noticed within ``streamCheckInterval``, not at the next keep-alive), or when a
    /// newer stream of the same client takes its place (``EventStreams``).
    private func events(for request: HTTPRequest) -> HTTPReply {
        var seen = -1
        var prefix = "retry: 1000\n\n"   // reconnect after 1 s when the stream drops
        let ticket = streams.open(client: request.client)
        let clientHasGone = request.clientHasGone
        let next: () -> Data? = { [state, keepAliveInterval] in
            defer { prefix = "" }
            let keepAlive = Date(timeIntervalSinceNow: keepAliveInterval)
            while true {
                if ticket.isEnded || clientHasGone() { return nil }
                let wait = min(Self.streamCheckInterval, max(keepAlive.timeIntervalSinceNow, 0))
                switch state.change(after: seen, timeout: wait) {
                case .published(let current):
                    seen = current.generation
                    return Data((prefix + "data: ").utf8) + current.status + Data("\n\n".utf8)
                case .timedOut:
                    if keepAlive.timeIntervalSinceNow <= 0 { return Data((prefix + ": keep-alive\n\n").utf8) }
                case .closed:
                    return nil
                }
            }
        }
        return HTTPReply(status: 200, headers: [("Content-Type", "text/event-stream"), ("Cache-Control", "no-store")],
                         body: .stream(next))
    }
}
