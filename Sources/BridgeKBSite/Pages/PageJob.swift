import Foundation
import BridgeKBModel

/// One page of the site to render: its path, how to render it (into its own diagnostics, so that a
/// page taken from the cache brings back the problems found when it was rendered), and a fingerprint
/// of everything the page shows beyond the site's shared inputs (templates, labels, settings, the
/// site's languages), which makes it cacheable: for a guide's pages, the guide's content hash and
/// what they show of other guides; for pages over the whole knowledge base, their content.
struct PageJob {
    var path: String
    /// What the page depends on besides the site's inputs; nil (or a nil result) for a page that is
    /// always rendered.
    var fingerprint: (() -> String?)?
    var render: (DiagnosticEngine) throws -> String

    init(_ path: String, fingerprint: (() -> String?)? = nil, render: @escaping (DiagnosticEngine) throws -> String) {
        self.path = path; self.fingerprint = fingerprint; self.render = render
    }
}
