import Foundation
import BridgeKBModel

/// What `HTMLValidator` found in one page: parser problems, anchors, links and script-ish content.
public struct HTMLValidation: Codable, Equatable, Sendable {
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

/// One copy of each link URL among the validations a site keeps of its pages until its link check
/// (``SiteBuilder/Output/validations``): pages of one folder share most of their links (navigation,
/// assets, indexes), so at 1,000 guides 1.7 million links name 220,000 distinct URLs, and a string of
/// each link was about 140 MB held through the rest of the build. Safe from any thread.
public final class SharedURLs: @unchecked Sendable {
    private let lock = NSLock()
    private var urls = Set<String>()

    public init() {}

    /// `validation` as it is kept: each link's URL the one copy this table holds, the list at its size.
    public func kept(_ validation: HTMLValidation) -> HTMLValidation {
        var kept = validation
        kept.links = []
        kept.links.reserveCapacity(validation.links.count)
        lock.lock()
        for var link in validation.links {
            link.url = urls.insert(link.url).memberAfterInsert
            kept.links.append(link)
        }
        lock.unlock()
        return kept
    }
}
