/// The Content-Security-Policy of the site's pages, and what the page check asks of any policy.
///
/// Every page carries the policy in a `<meta http-equiv="Content-Security-Policy">` at the top of its
/// `<head>` (Templates/layout.mustache), which works over `file://` as over HTTP: scripts and styles
/// only from the site's own files (no inline `<script>`, no `on…=` handlers, no `javascript:` URLs,
/// no `style=`), no plugins, no frames, no `<base>`, forms only to the site's own pages.
/// (`frame-ancestors` and reporting cannot be set from a `<meta>`; a server can add them as headers.)
public enum ContentSecurityPolicy {
    /// The policy of the built-in templates.
    public static let site = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self'; object-src 'none'; "
        + "base-uri 'none'; form-action 'self'; frame-src 'none'"

    /// Why `policy` does not protect a page the way the site needs, or nil when it does: scripts
    /// (`script-src`, else `default-src`, and `script-src-elem`/`-attr` when present) only from
    /// `'self'`, `object-src 'none'`, a `base-uri` of `'none'` or `'self'`, and a `form-action` of
    /// `'self'` or `'none'`.
    public static func weakness(of policy: String) -> String? {
        var directives: [String: [String]] = [:]
        for part in policy.split(separator: ";") {
            let words = part.split(whereSeparator: \.isWhitespace).map { $0.lowercased() }
            guard let name = words.first, directives[name] == nil else { continue }   // the first one counts
            directives[name] = Array(words.dropFirst())
        }
        let selfOnly: Set<String> = ["'self'", "'none'"]
        let fallback = directives["default-src"]
        for name in ["script-src", "script-src-elem", "script-src-attr"] {
            guard let sources = directives[name] ?? (name == "script-src" ? fallback : nil) else {
                if name == "script-src" { return "no script-src or default-src" }
                continue
            }
            if let loose = sources.first(where: { !selfOnly.contains($0) }) { return "\(name) allows \(loose)" }
        }
        if (directives["object-src"] ?? fallback) != ["'none'"] { return "object-src is not 'none'" }
        guard let base = directives["base-uri"], !base.isEmpty, base.allSatisfy(selfOnly.contains) else {
            return "base-uri is not 'none' or 'self'"
        }
        guard let forms = directives["form-action"], !forms.isEmpty, forms.allSatisfy(selfOnly.contains) else {
            return "form-action is not 'self' or 'none'"
        }
        return nil
    }
}
