/// A request as the libmicrohttpd bridge hands it to the server: the method, the path exactly as the
/// client sent it (percent escapes not decoded), the headers the server reads, who sent it, and a
/// probe for whether the client has gone.
struct HTTPRequest {
    var method: String
    var path: String
    var ifNoneMatch: String?
    /// The `Host` header (nil when the client sent none: HTTP/1.0).
    var host: String? = nil
    /// The `Origin` header (browsers send it with cross-origin requests, EventSource's included).
    var origin: String? = nil
    /// The client's address (`127.0.0.1`, `::1`), or "" when unknown.
    var client: String = ""
    /// Whether the client has closed the connection (peeked at without reading; false when unknown).
    var clientHasGone: @Sendable () -> Bool = { false }
}
