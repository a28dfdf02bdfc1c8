import BridgeKB

/// What `HTMLValidator` found in one page: parser problems, anchors, links and script-ish content.
public struct HTMLValidation: Sendable {
    /// `site.html-error` (libxml2's complaints, HTML5 elements excepted) and `site.duplicate-id`
    /// (each repeat of an `id` or `<a name>`, at the repeat).
    public var diagnostics: [Diagnostic]
    /// Every `id`, and the `name` of every `<a name>`, in document order (repeats kept).
    public var ids: [String]
    /// Every URL-valued attribute, in document order.
    public var links: [PageLink]
    /// Every script element, event handler, script URL and embedded document, in document order.
    public var scripts: [ScriptFinding]

    public init(diagnostics: [Diagnostic] = [], ids: [String] = [], links: [PageLink] = [], scripts: [ScriptFinding] = []) {
        self.diagnostics = diagnostics; self.ids = ids; self.links = links; self.scripts = scripts
    }

    /// The fragments this page can be linked to.
    public var anchors: Set<String> { Set(ids) }

    /// One `site.hostile-content` error per finding, except scripts whose `src` is in `allowedScripts`
    /// (the site's own, such as `assets/search.js` as written in the page).
    public func hostileContent(file: String?, allowedScripts: Set<String> = []) -> [Diagnostic] {
        scripts.filter { finding in
            !(finding.kind == .scriptElement && finding.value.map(allowedScripts.contains) == true)
        }.map { $0.diagnostic(file: file) }
    }
}
