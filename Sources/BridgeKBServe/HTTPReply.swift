import Foundation

/// The answer to one request: a status, headers, and a body of bytes or a stream of chunks.
struct HTTPReply {
    /// What follows the headers.
    enum Body {
        /// The whole body (sent without it for HEAD; libmicrohttpd still gives its Content-Length).
        case bytes(Data)
        /// Chunks produced as they come: the closure blocks until the next one and returns nil at the
        /// end. It runs on the connection's own thread.
        case stream(() -> Data?)
    }

    var status: Int
    var headers: [(name: String, value: String)]
    var body: Body

    /// A short plain-text answer (errors, refusals).
    static func text(_ status: Int, _ message: String, headers: [(name: String, value: String)] = []) -> HTTPReply {
        HTTPReply(status: status, headers: [("Content-Type", "text/plain; charset=utf-8")] + headers,
                  body: .bytes(Data((message + "\n").utf8)))
    }
}
