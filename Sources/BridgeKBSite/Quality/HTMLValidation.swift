import BridgeKBModel

/// What `HTMLValidator` found in one page: parser problems, anchors, links and script-ish content.
public struct HTMLValidation: Codable, Sendable {
    /// `site.html-error` (structural problems as the HTML5 tree builder sees them), `site.duplicate-id`
    /// (each repeat of an `id` or `<a name>`, at the repeat) and `site.no-csp` (when required).
    public var diagnostics: [Diagnostic]
    /// Every `id`, and the `name` of every `<a name>`, in document order (repeats kept).
    public var ids: [String]
    /// Every URL-valued attribute, in document order.
    public var links: [PageLink]
    /// Every script element, event handler, script URL, embedded document, page override, external
    /// form and inline style, in document order.
    public var scripts: [ScriptFinding]

    public init(diagnostics: [Diagnostic] = [], ids: [String] = [], links: [PageLink] = [], scripts: [ScriptFinding] = []) {
        self.diagnostics = diagnostics; self.ids = ids; self.links = links; self.scripts = scripts
    }

    /// The fragments this page can be linked to.
    public var anchors: Set<String> { Set(ids) }

    /// One `site.hostile-content` error per finding, except script elements whose `src` names one of
    /// `allowedScripts`: site-relative paths of the site's own scripts (such as `assets/search.js`),
    /// matched after resolving `src` against the page's path `file`.
    public func hostileContent(file: String?, allowedScripts: Set<String> = []) -> [Diagnostic] {
        scripts.filter { finding in
            guard finding.kind == .scriptElement, let source = finding.value else { return true }
            if allowedScripts.contains(source) { return false }
            if case .internal(let path, _, _) = SiteURL.resolve(source, from: file ?? "") { return !allowedScripts.contains(path) }
            return true
        }.map { $0.diagnostic(file: file) }
    }
}
