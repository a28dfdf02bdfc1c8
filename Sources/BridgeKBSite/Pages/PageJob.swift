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
    /// The batch the page belongs to (``PageBatch``: a guide's pages in one language), whose key —
    /// when it is the last build's — gives the page's key without its fingerprint.
    var batch: String?

    init(_ path: String, batch: String? = nil, fingerprint: (() -> String?)? = nil,
         render: @escaping (DiagnosticEngine) throws -> String) {
        self.path = path; self.batch = batch; self.fingerprint = fingerprint; self.render = render
    }
}

/// A guide's pages in one language — its page and its entries' —, fingerprinted at once from what they
/// all read beyond the site's shared inputs: while that is what the last build's pages read, each of
/// them has the key that build recorded, and none is fingerprinted again.
struct PageBatch {
    /// `<language>/<guide>`: ``PageJob/batch``.
    var name: String
    var fingerprint: () -> String?

    /// The name of a batch's record among the page records (its key): no page's path begins so.
    static func recordName(_ batch: String) -> String { "#batch " + batch }
}
