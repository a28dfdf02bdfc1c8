/// A request as the libmicrohttpd bridge hands it to the server: the method, the path exactly as the
/// client sent it (percent escapes not decoded), and the one header the server reads.
struct HTTPRequest {
    var method: String
    var path: String
    var ifNoneMatch: String?
}
