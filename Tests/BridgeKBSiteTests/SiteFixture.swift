import Foundation
@testable import BridgeKBModel
@testable import BridgeKBText
@testable import BridgeKBStore
@testable import BridgeKBSite
@testable import BridgeKBBuild
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

    /// Every file of the site Content/ gives (with a base URL, without search), the builder set up by `configure`.
    static func content(_ configure: (inout SiteBuilder) -> Void) -> [String: Data] {
        let diagnostics = DiagnosticEngine()
        let loader = ContentLoader(root: Fixtures.content)
        let files = try! loader.load(diagnostics: diagnostics)
        let kb = KnowledgeBaseBuilder.build(files: files, settings: loader.settings(diagnostics: diagnostics),
                                            locks: loader.locks(diagnostics: diagnostics), glossary: nil, diagnostics: diagnostics)
        let templates = try! TemplateLoader(root: Fixtures.templates).load()
        var builder = SiteBuilder(kb: kb, templates: templates.library, assets: templates.assets, labels: templates.labels,
                                  baseURL: "https://example.org/kb/")
        configure(&builder)
        return try! builder.build().files
    }
}
