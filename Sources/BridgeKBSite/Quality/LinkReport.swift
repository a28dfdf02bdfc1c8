import BridgeKBModel

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
    /// Each page's share of the check, when the check was given the pages' identities: for a later
    /// check of the same site that reuses what still holds (``LinkChecker/report(files:validator:known:identities:earlier:)``).
    public var pageChecks: [String: PageCheck] = [:]
    /// Every file of the site checked (with ``pageChecks``).
    public var files: Set<String> = []

    /// What the check found on one page.
    public struct PageCheck: Sendable {
        /// What identified the page's bytes.
        public var identity: String?
        /// Its broken and root-relative links.
        public var diagnostics: [Diagnostic]
        public var internalLinks: Int
        public var externalLinks: Int
        /// The paths whose files decided what its internal links lead to.
        public var targets: Set<String>
        /// The pages whose anchors its links' fragments were looked up in.
        public var fragmentTargets: Set<String>

        public init(identity: String?, diagnostics: [Diagnostic], internalLinks: Int, externalLinks: Int,
                    targets: Set<String> = [], fragmentTargets: Set<String> = []) {
            self.identity = identity; self.diagnostics = diagnostics
            self.internalLinks = internalLinks; self.externalLinks = externalLinks
            self.targets = targets; self.fragmentTargets = fragmentTargets
        }
    }

    public init(diagnostics: [Diagnostic] = [], pages: Int = 0, internalLinks: Int = 0, externalLinks: Int = 0,
                validations: [String: HTMLValidation] = [:]) {
        self.diagnostics = diagnostics; self.pages = pages; self.internalLinks = internalLinks
        self.externalLinks = externalLinks; self.validations = validations
    }

    // MARK: - Everything at once

    /// Broken links, every page's parser and duplicate-id diagnostics, and its hostile content (scripts
    /// other than `allowedScripts`, site-relative paths such as `assets/search.js`), by page and line.
    public func allDiagnostics(allowedScripts: Set<String> = []) -> [Diagnostic] {
        // Every page's, on every core (50,000 pages at 1,000 guides, each checked in every build).
        let pages = validations.keys.sorted()
        let found = pages.parallelMap { page in
            validations[page]!.diagnostics + validations[page]!.hostileContent(file: page, allowedScripts: allowedScripts)
        }
        let all = diagnostics + found.joined()
        return all.enumerated().sorted { a, b in
            let l = a.element, r = b.element
            if (l.file ?? "") != (r.file ?? "") { return (l.file ?? "") < (r.file ?? "") }
            let lp = l.range?.start ?? SourceLocation(line: 0), rp = r.range?.start ?? SourceLocation(line: 0)
            return lp != rp ? lp < rp : a.offset < b.offset
        }.map(\.element)
    }
}
