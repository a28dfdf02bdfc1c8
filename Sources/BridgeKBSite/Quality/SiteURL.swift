import Foundation

/// Where a URL written in a page of the site leads, resolved the way a browser resolves it against
/// the page's own path (query strings dropped, percent-escapes decoded, `.`/`..` applied).
enum SiteURL: Equatable {
    /// `#fragment`, `?query` or an empty URL: the page itself.
    case samePage(fragment: String?)
    /// A file of the site, by relative path (`index.html` appended to folder URLs); `rootRelative`
    /// when written from the site root (`/zh-Hans/…`).
    case `internal`(path: String, fragment: String?, rootRelative: Bool)
    /// `http:`, `https:`, `mailto:`, `//host/…` and other schemes: not the site's business.
    case external
    /// `javascript:`, `vbscript:` and `data:` URLs: the hostile-content check reports those.
    case ignored
    /// A `file:` URL, which only works on the machine that built the site.
    case fileURL
    /// A relative path climbing above the site root.
    case outsideSite

    static func resolve(_ url: String, from page: String) -> SiteURL {
        // Most URLs need no trimming: skip Foundation's when both ends are visible ASCII.
        let ends = (url.unicodeScalars.first, url.unicodeScalars.last)
        let trimmed = url.isEmpty || (ends.0!.isASCII && ends.0!.value > 0x20 && ends.1!.isASCII && ends.1!.value > 0x20)
            ? url : url.trimmingCharacters(in: .whitespacesAndNewlines)
        var base = Substring(trimmed), fragment: String?
        if let hash = base.firstIndex(of: "#") {
            fragment = String(base[base.index(after: hash)...])
            base = base[..<hash]
        }
        if let question = base.firstIndex(of: "?") { base = base[..<question] }

        let scheme = ScriptFinding.scheme(of: String(base)).lowercased()
        if !scheme.isEmpty {
            if scheme == "file" { return .fileURL }
            return ScriptFinding.scriptSchemes.contains(scheme) ? .ignored : .external
        }
        if base.hasPrefix("//") { return .external }
        if base.isEmpty { return .samePage(fragment: fragment) }

        let rootRelative = base.hasPrefix("/")
        var parts: [String] = rootRelative ? [] : page.split(separator: "/").dropLast().map(String.init)
        let segments = base.split(separator: "/", omittingEmptySubsequences: false)
        for (index, segment) in segments.enumerated() {
            let isLast = index == segments.count - 1
            switch segment {
            case "", ".":
                if isLast { parts.append("") }
            case "..":
                guard !parts.isEmpty else { return .outsideSite }
                parts.removeLast()
                if isLast { parts.append("") }
            default:
                let text = String(segment)
                parts.append(text.contains("%") ? text.removingPercentEncoding ?? text : text)
            }
        }
        if parts.last == "" || parts.isEmpty {
            if !parts.isEmpty { parts.removeLast() }
            parts.append("index.html")
        }
        return .internal(path: parts.joined(separator: "/"), fragment: fragment, rootRelative: rootRelative)
    }
}
