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
        let (base, fragment) = split(url)
        return resolve(base: base, from: page).with(fragment: fragment.map(String.init))
    }

    /// A URL as `resolve` reads it: trimmed, then cut at its first `#` into what comes before (the
    /// part that names a file, still with any `?query`) and the fragment after (nil without `#`).
    static func split(_ url: String) -> (base: Substring, fragment: Substring?) {
        // Most URLs need no trimming: skip Foundation's when both ends are visible ASCII.
        let utf8 = url.utf8
        let trimmed = url.isEmpty || (utf8.first! > 0x20 && utf8.first! < 0x80 && utf8.last! > 0x20 && utf8.last! < 0x80)
            ? url : url.trimmingCharacters(in: .whitespacesAndNewlines)
        // `#` is looked for as a character (as it always was): in non-ASCII URLs a combining mark
        // after `#` makes it another character. ASCII URLs are searched byte by byte.
        let hash = isASCII(trimmed) ? trimmed.utf8.firstIndex(of: UInt8(ascii: "#")) : trimmed.firstIndex(of: "#")
        guard let hash else { return (Substring(trimmed), nil) }
        return (trimmed[..<hash], trimmed[trimmed.index(after: hash)...])
    }

    private static func isASCII<S: StringProtocol>(_ text: S) -> Bool {
        !text.utf8.contains { $0 >= 0x80 }
    }

    /// This target with `fragment` in place of its own (only `samePage` and `internal` have one).
    func with(fragment: String?) -> SiteURL {
        switch self {
        case .samePage: return .samePage(fragment: fragment)
        case .internal(let path, _, let rootRelative): return .internal(path: path, fragment: fragment, rootRelative: rootRelative)
        default: return self
        }
    }

    /// Where the part of a URL before its `#` leads from `page` (fragments nil). It depends only on
    /// that part and the page's folder, so the link checker resolves each once per folder.
    static func resolve(base: Substring, from page: String) -> SiteURL {
        resolve(base: base, inFolder: folderParts(of: page))
    }

    /// The folders of a page's path (`["zh-Hans", "entries"]` for `zh-Hans/entries/x.html`): what
    /// `resolve(base:inFolder:)` starts from.
    static func folderParts(of page: String) -> [Substring] {
        Array(page.split(separator: "/").dropLast())
    }

    /// `resolve(base:from:)` for a page in the folder `folder` (see `folderParts(of:)`), which the
    /// link checker splits once per folder instead of once per URL.
    static func resolve(base: Substring, inFolder folder: [Substring]) -> SiteURL {
        var base = base
        let fragment: String? = nil
        let ascii = isASCII(base)
        let question = ascii ? base.utf8.firstIndex(of: UInt8(ascii: "?")) : base.firstIndex(of: "?")
        if let question { base = base[..<question] }

        // Without a `:` there is no scheme (most links are relative paths).
        let scheme = base.utf8.contains(UInt8(ascii: ":")) ? ScriptFinding.scheme(of: String(base)).lowercased() : ""
        if !scheme.isEmpty {
            if scheme == "file" { return .fileURL }
            return ScriptFinding.scriptSchemes.contains(scheme) ? .ignored : .external
        }
        if base.hasPrefix("//") { return .external }
        if base.isEmpty { return .samePage(fragment: fragment) }

        let rootRelative = base.hasPrefix("/")
        // Path parts stay substrings of the page path and the URL until they are joined.
        var parts: [Substring] = rootRelative ? [] : folder
        // ASCII URLs (nearly all) are split on bytes; others on characters, as a combining mark after
        // `/` makes it another character.
        let segments = ascii
            ? base.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).map { Substring($0) }
            : base.split(separator: "/", omittingEmptySubsequences: false)
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
                // (`contains("%")` is Foundation's string search, slow; ASCII needs only a byte search.)
                if ascii ? segment.utf8.contains(UInt8(ascii: "%")) : segment.contains("%") {
                    let text = String(segment)
                    parts.append(Substring(text.removingPercentEncoding ?? text))
                } else {
                    parts.append(segment)
                }
            }
        }
        if parts.last == "" || parts.isEmpty {
            if !parts.isEmpty { parts.removeLast() }
            parts.append("index.html")
        }
        return .internal(path: parts.joined(separator: "/"), fragment: fragment, rootRelative: rootRelative)
    }
}
