import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A minimal HTTP/1.1 client over a POSIX socket for the tests: the request line goes out exactly as
/// written (no URL normalisation, so `/../x` reaches the server as it is), and an event stream can
/// be read event by event.
final class RawHTTPClient {
    /// One response: status, headers (names lowercased) and the body (chunked encoding removed).
    struct Response {
        var status: Int
        var headers: [String: String]
        var body: Data
        var text: String { String(decoding: body, as: UTF8.self) }
    }

    struct Failure: Error, CustomStringConvertible { var description: String }

    private let socket: Int32
    private var buffer = Data()
    /// The bytes of a chunked body decoded so far and not yet consumed (event streams).
    private var decoded = Data()

    /// Connects to 127.0.0.1:`port`; reads give up after `timeout` seconds without data.
    init(port: Int, timeout: TimeInterval = 5) throws {
        socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw Failure(description: "socket() failed") }
        var wait = timeval(tv_sec: Int(timeout), tv_usec: Int((timeout - timeout.rounded(.down)) * 1_000_000))
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        // No close here: the instance is whole, so throwing runs `deinit`, which closes the socket. A
        // close here as well closed the number twice, and between the two another test's thread could
        // have been given it (a pipe, a socket, a file): the second close took that one away.
        guard connected == 0 else { throw Failure(description: "cannot connect to port \(port)") }
    }

    deinit { if socket >= 0 { close(socket) } }

    /// Sends one GET request (`Connection: close`) and reads the whole response.
    static func request(_ target: String, port: Int, headers: [String: String] = [:]) throws -> Response {
        try request("GET", target, port: port, headers: headers)
    }

    /// Sends one request (`Connection: close`) and reads the whole response.
    static func request(_ method: String, _ target: String, port: Int,
                        headers: [String: String] = [:]) throws -> Response {
        let client = try RawHTTPClient(port: port)
        try client.send(method, target, headers: headers)
        return try client.readResponse(method: method)
    }

    /// Writes a request line and headers.
    func send(_ method: String, _ target: String, headers: [String: String] = [:], keepAlive: Bool = false) throws {
        // Host: 127.0.0.1 unless the test names another.
        var text = "\(method) \(target) HTTP/1.1\r\nHost: \(headers["Host"] ?? "127.0.0.1")\r\nConnection: \(keepAlive ? "keep-alive" : "close")\r\n"
        for (name, value) in headers where name != "Host" { text += "\(name): \(value)\r\n" }
        text += "\r\n"
        let bytes = Array(text.utf8)
        guard Glibc.send(socket, bytes, bytes.count, Int32(MSG_NOSIGNAL)) == bytes.count else {
            throw Failure(description: "send failed")
        }
    }

    /// Reads the status line and headers, then the body: its Content-Length, else until the connection closes.
    func readResponse(method: String = "GET") throws -> Response {
        var response = try readHead()
        if method != "HEAD", let length = response.headers["content-length"].flatMap({ Int($0) }) {
            while buffer.count < length { guard try fill() else { break } }
            response.body = Data(buffer.prefix(length))
            buffer = Data(buffer.dropFirst(length))
        } else if response.headers["transfer-encoding"] == "chunked" {
            while try decodeChunk() {}
            response.body = decoded
        } else {
            while try fill() {}
            response.body = buffer
        }
        return response
    }

    /// Reads the status line and headers of a response.
    func readHead() throws -> Response {
        while buffer.range(of: Data("\r\n\r\n".utf8)) == nil {
            guard try fill() else { throw Failure(description: "connection closed before the headers ended") }
        }
        let end = buffer.range(of: Data("\r\n\r\n".utf8))!
        let lines = String(decoding: buffer[..<end.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
        buffer = Data(buffer[end.upperBound...])
        let statusWords = lines[0].split(separator: " ")
        guard statusWords.count >= 2, let status = Int(statusWords[1]) else {
            throw Failure(description: "bad status line \(lines[0].debugDescription)")
        }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return Response(status: status, headers: headers, body: Data())
    }

    /// The data of the next server-sent event of a chunked event stream (comments skipped), or nil
    /// when the stream ends or nothing arrives in time.
    func nextEvent() throws -> String? {
        while true {
            if let end = decoded.range(of: Data("\n\n".utf8)) {
                let block = String(decoding: decoded[..<end.lowerBound], as: UTF8.self)
                decoded = Data(decoded[end.upperBound...])
                let data = block.split(separator: "\n").filter { $0.hasPrefix("data:") }
                    .map { $0.dropFirst(5).trimmingCharacters(in: .whitespaces) }
                if !data.isEmpty { return data.joined(separator: "\n") }
                continue
            }
            guard try decodeChunk() else { return nil }
        }
    }

    /// Whether the server closed the connection (an orderly end or a reset) within the read timeout.
    func readsEndOfStream() -> Bool {
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = recv(socket, &chunk, chunk.count, 0)
            if count == 0 { return true }
            if count < 0 { return errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR }
        }
    }

    // MARK: - Reading

    /// Reads more bytes into the buffer; false at the end of the stream, throws on a timeout.
    private func fill() throws -> Bool {
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        let count = recv(socket, &chunk, chunk.count, 0)
        if count < 0 { throw Failure(description: "read timed out") }
        buffer.append(contentsOf: chunk[..<count])
        return count > 0
    }

    /// Moves one chunk of a chunked body into `decoded`; false at the last chunk or the end of the stream.
    private func decodeChunk() throws -> Bool {
        while buffer.range(of: Data("\r\n".utf8)) == nil { guard try fill() else { return false } }
        let lineEnd = buffer.range(of: Data("\r\n".utf8))!
        let sizeText = String(decoding: buffer[..<lineEnd.lowerBound], as: UTF8.self).split(separator: ";").first ?? ""
        guard let size = Int(sizeText.trimmingCharacters(in: .whitespaces), radix: 16) else {
            throw Failure(description: "bad chunk size \(sizeText.debugDescription)")
        }
        if size == 0 { return false }
        let start = lineEnd.upperBound - buffer.startIndex
        while buffer.count < start + size + 2 { guard try fill() else { return false } }
        let body = buffer.startIndex + start
        decoded.append(buffer[body ..< body + size])
        buffer = Data(buffer[(body + size + 2)...])
        return true
    }
}
