/// The Content-Type the server sends for a file, by its extension; text types say they are UTF-8.
enum MediaType {
    /// The media type of the file at `path` (`application/octet-stream` for anything unknown,
    /// `kb.sqlite` included, so a browser downloads it rather than guessing).
    static func of(_ path: String) -> String {
        let name = path.split(separator: "/").last ?? ""
        guard let dot = name.lastIndex(of: ".") else { return "application/octet-stream" }
        switch name[name.index(after: dot)...].lowercased() {
        case "html", "htm": return "text/html; charset=utf-8"
        case "css": return "text/css; charset=utf-8"
        case "js", "mjs": return "text/javascript; charset=utf-8"
        case "txt": return "text/plain; charset=utf-8"
        case "json": return "application/json"
        case "xml": return "application/xml"
        case "svg": return "image/svg+xml"
        case "png": return "image/png"
        case "jpg", "jpeg": return "image/jpeg"
        case "ico": return "image/x-icon"
        case "woff2": return "font/woff2"
        default: return "application/octet-stream"
        }
    }
}
