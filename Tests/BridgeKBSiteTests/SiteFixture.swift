import Foundation
@testable import BridgeKBModel
@testable import BridgeKBText
@testable import BridgeKBSite
import BridgeKBTestSupport

/// A site built in memory from a knowledge base of test guides, with the real templates.
enum SiteFixture {
    /// Every file of the site `kb` gives, by path.
    static func files(_ kb: KnowledgeBase) -> [String: Data] {
        let templates = try! TemplateLoader(root: Fixtures.templates).load()
        let builder = SiteBuilder(kb: kb, templates: templates.library, assets: templates.assets, labels: templates.labels,
                                  services: SiteServices(diagram: { dot, links in
                                      DiagramRenderer().svg(dot: dot, links: links) }),
                                  baseURL: "https://example.org/kb/", tokenizer: try? Tokenizer.standard(), glossary: nil)
        return try! builder.build().files
    }
}
