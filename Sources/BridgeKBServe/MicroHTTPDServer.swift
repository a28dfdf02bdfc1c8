import CMicroHTTPD
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The one place that calls libmicrohttpd: a daemon listening on a host and port, a thread per
/// connection, answering each request with the reply of a Swift closure.
///
/// The closure reaches the C access handler as an `Unmanaged` context retained for the daemon's
/// life; every response is destroyed once queued, and a streamed body's state is released by
/// libmicrohttpd's free callback when the connection is done with it.
final class MicroHTTPDServer {
    /// The port the daemon listens on (the one the system chose when asked for port 0).
    let port: Int

    private var daemon: OpaquePointer?
    private let context: Unmanaged<Responder>

    /// The Swift side of the access handler.
    final class Responder {
        let reply: (HTTPRequest) -> HTTPReply
        init(reply: @escaping (HTTPRequest) -> HTTPReply) { self.reply = reply }
    }

    /// How many connections the daemon keeps at once, from one client address, and how long (seconds)
    /// an idle one (a request sent slowly, a kept-alive connection) stays open.
    struct Limits {
        var connections: UInt32 = 512
        var perClient: UInt32 = 256
        var idleSeconds: UInt32 = 30
    }

    /// Listens on `host` (an address, or a name resolved to its first address) and `port`.
    init(host: String, port: Int, limits: Limits = Limits(), reply: @escaping (HTTPRequest) -> HTTPReply) throws {
        guard (0...65535).contains(port) else { throw ServeError.cannotListen(host: host, port: port) }
        var hints = addrinfo()
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var found: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, nil, &hints, &found) == 0, let first = found else { throw ServeError.unknownHost(host) }
        defer { freeaddrinfo(found) }
        var address = sockaddr_storage()
        withUnsafeMutableBytes(of: &address) { storage in
            storage.copyMemory(from: UnsafeRawBufferPointer(start: first.pointee.ai_addr, count: Int(first.pointee.ai_addrlen)))
        }
        let ipv6 = first.pointee.ai_family == AF_INET6
        withUnsafeMutablePointer(to: &address) { pointer in
            let bigEndianPort = UInt16(port).bigEndian
            if ipv6 {
                pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { $0.pointee.sin6_port = bigEndianPort }
            } else {
                pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { $0.pointee.sin_port = bigEndianPort }
            }
        }
        let context = Unmanaged.passRetained(Responder(reply: reply))
        let started = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bridgekb_mhd_start($0, ipv6 ? 1 : 0, answerRequest, context.toOpaque(),
                                   limits.connections, limits.perClient, limits.idleSeconds)
            }
        }
        guard let started else {
            context.release()
            throw ServeError.cannotListen(host: host, port: port)
        }
        self.context = context
        self.daemon = started
        self.port = Int(bridgekb_mhd_port(started))
    }

    /// Closes the listening socket and every connection, and waits for their threads. A streamed
    /// body that is waiting must be woken first (its closure returning nil), or this waits for it.
    func stop() {
        guard let daemon else { return }
        self.daemon = nil
        MHD_stop_daemon(daemon)
        context.release()
    }

    deinit { stop() }
}

// MARK: - Callbacks from libmicrohttpd

/// The access handler: builds the request, asks the responder, queues the reply. libmicrohttpd calls
/// it first with the headers (answering then would close a kept-alive connection), then with each
/// piece of a body (discarded: the server takes none), then once more when the request is complete.
private let answerRequest: MHD_AccessHandlerCallback = { context, connection, url, method, _, _, bodySize, requestState in
    guard let context, let connection, let url, let method, let bodySize, let requestState else { return .NO }
    if requestState.pointee == nil {
        requestState.pointee = context   // any non-nil mark: the headers have been seen
        return .YES
    }
    if bodySize.pointee != 0 {
        bodySize.pointee = 0
        return .YES
    }
    let responder = Unmanaged<MicroHTTPDServer.Responder>.fromOpaque(context).takeUnretainedValue()
    func header(_ name: String) -> String? {
        MHD_lookup_connection_value(connection, .HEADER_KIND, name).map { String(cString: $0) }
    }
    var address = [CChar](repeating: 0, count: 64)
    let client = bridgekb_mhd_client_address(connection, &address, socklen_t(address.count)) == 0 ? String(cString: address) : ""
    let socket = bridgekb_mhd_connection_socket(connection)
    let reply = responder.reply(HTTPRequest(method: String(cString: method), path: String(cString: url), ifNoneMatch: header("If-None-Match"),
                                            host: header("Host"), origin: header("Origin"), client: client,
                                            clientHasGone: { hasGone(socket) }))
    let response: OpaquePointer?
    switch reply.body {
    case .bytes(let data):
        response = data.withUnsafeBytes {
            MHD_create_response_from_buffer(data.count, UnsafeMutableRawPointer(mutating: $0.baseAddress), .RESPMEM_MUST_COPY)
        }
    case .stream(let next):
        let stream = Unmanaged.passRetained(StreamedBody(next: next))
        response = MHD_create_response_from_callback(UInt64.max /* MHD_SIZE_UNKNOWN: chunked */, 4096, readStream, stream.toOpaque(), releaseStream)
        if response == nil { stream.release() }
    }
    guard let response else { return .NO }
    defer { MHD_destroy_response(response) }
    for header in reply.headers {
        _ = MHD_add_response_header(response, header.name, header.value)
    }
    _ = MHD_add_response_header(response, "X-Content-Type-Options", "nosniff")
    return MHD_queue_response(connection, UInt32(reply.status), response)
}

/// A streamed body between calls of the content reader: the closure and what is left of its last chunk.
private final class StreamedBody {
    let next: () -> Data?
    var pending = Data()
    init(next: @escaping () -> Data?) { self.next = next }
}

/// The content reader: copies the next bytes of the stream, blocking in the closure (on this
/// connection's own thread) until there are some; never returns 0, which would make libmicrohttpd spin.
private let readStream: MHD_ContentReaderCallback = { context, _, buffer, capacity in
    guard let context, let buffer else { return MHD_CONTENT_READER_END_WITH_ERROR }
    let stream = Unmanaged<StreamedBody>.fromOpaque(context).takeUnretainedValue()
    while stream.pending.isEmpty {
        guard let chunk = stream.next() else { return MHD_CONTENT_READER_END_OF_STREAM }
        stream.pending = chunk
    }
    let count = min(capacity, stream.pending.count)
    stream.pending.copyBytes(to: UnsafeMutableRawPointer(buffer).assumingMemoryBound(to: UInt8.self), count: count)
    stream.pending = Data(stream.pending.dropFirst(count))
    return count
}

/// The free callback of a streamed body: releases its state.
private let releaseStream: MHD_ContentReaderFreeCallback = { context in
    guard let context else { return }
    Unmanaged<StreamedBody>.fromOpaque(context).release()
}

/// Whether the client of the connection on `socket` has closed it: a peek that neither reads nor
/// waits finds the end of the stream (or an error). Bytes the client sent since count as alive.
/// Called on the connection's own thread, while the connection (and so its socket) is open.
private func hasGone(_ socket: Int32) -> Bool {
    guard socket >= 0 else { return false }
    var byte: UInt8 = 0
    let count = recv(socket, &byte, 1, Int32(MSG_PEEK | MSG_DONTWAIT))
    if count == 0 { return true }
    if count < 0 { return errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR }
    return false
}
