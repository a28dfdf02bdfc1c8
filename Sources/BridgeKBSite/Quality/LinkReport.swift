import BridgeKB

/// What `LinkChecker` found in a whole generated site: broken links, counts, and each page's validation.
public struct LinkReport: Sendable {
    /// `site.broken-link` errors and `site.root-relative-link` warnings, by page and line.
    public var diagnostics: [Diagnostic]
    /// The HTML pages checked.
    public var pages: Int
    /// Links resolved inside the site (to a file, and to an id when they have a fragment).
    public var internalLinks: Int
    /// `http:`, `https:`, `mailto:` (any other scheme but `file:` and script URLs) and `//host` links:
    /// counted, not followed.
    public var externalLinks: Int
    /// Each page's `HTMLValidator` result (parser errors, ids, links, script findings), by relative
    /// path, so the build can report those without parsing the pages again.
    public var validations: [String: HTMLValidation]

    public init(diagnostics: [Diagnostic] = [], pages: Int = 0, internalLinks: Int = 0, externalLinks: Int = 0,
                validations: [String: HTMLValidation] = [:]) {
        self.diagnostics = diagnostics; self.pages = pages; self.internalLinks = internalLinks
        self.externalLinks = externalLinks; self.validations = validations
    }
}
