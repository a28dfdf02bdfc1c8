import Foundation
import Testing
@testable import BridgeKBModel
@testable import BridgeKBSite
@testable import BridgeKBBuild
import BridgeKBTestSupport

/// A guide of many sections used to make a page some 37 times its size (the theme's section markup
/// for every empty section: a 124 KB guide of 20,000 made a 4.5 MB page). Past
/// ``PageContext/compactGuideSections`` sections the page is compact: a page grows at most 13 bytes a
/// guide byte (4 MB from 300 KB) on the densest shape, and keeps every section.
@Suite struct LongGuidePageTests {
    /// A Markdown guide of `count` empty sections (`## s`, 6 bytes each) and one section with a paragraph.
    static func guide(sections count: Int) -> String {
        "# 标题\n\n## 第 1 部分：内容\n\n正文。\n\n" + String(repeating: "## s\n\n", count: count)
    }

    static func page(sections count: Int) throws -> (page: String, diagnostics: [Diagnostic]) {
        let diagnostics = DiagnosticEngine()
        let kb = KnowledgeBaseBuilder.build(files: [SourceFile(path: "Content/long/zh-Hans.md", text: guide(sections: count))],
                                            diagnostics: diagnostics)
        let templates = try TemplateLoader(root: Fixtures.templates).load()
        let builder = SiteBuilder(kb: kb, templates: templates.library, assets: templates.assets, labels: templates.labels,
                                  baseURL: "https://example.org/kb/")
        let site = try builder.build()
        let page = String(decoding: try #require(site.files["zh-Hans/guides/long.html"]), as: UTF8.self)
        return (page, site.diagnostics)
    }

    @Test func aPageGrowsAtMostThirteenBytesAGuideByte() throws {
        let small = try Self.page(sections: 1_500), large = try Self.page(sections: 6_000)
        let guideGrowth = Self.guide(sections: 6_000).utf8.count - Self.guide(sections: 1_500).utf8.count
        let pageGrowth = large.page.utf8.count - small.page.utf8.count
        #expect(Double(pageGrowth) / Double(guideGrowth) <= 13, "\(pageGrowth) page bytes for \(guideGrowth) guide bytes")
        // Nothing is dropped: every section's heading is on the page, with its id.
        let ids = large.page.components(separatedBy: "<h2 id=\"").count - 1
        #expect(ids == 6_001, "\(ids) section headings")
        #expect(!large.diagnostics.contains { $0.severity == .error }, "\(large.diagnostics.filter { $0.severity == .error }.prefix(3))")
    }

    @Test func theContentsListNamesTheFirstSectionsAndANoteSaysSo() throws {
        let (page, diagnostics) = try Self.page(sections: 1_500)
        let contents = page.components(separatedBy: "<li><a href=\"#").count - 1
        #expect(contents == PageContext.compactContentsItems, "\(contents) items in the contents")
        let note = try #require(diagnostics.first { $0.ruleID == "site.long-guide" })
        #expect(note.file == "Content/long/zh-Hans.md")
        #expect(note.message.contains("1501 sections"), "\(note.message)")
    }

    @Test func aGuideOfFewerSectionsKeepsTheThemesSectionMarkup() throws {
        let (page, diagnostics) = try Self.page(sections: 20)
        #expect(page.components(separatedBy: "<section class=\"doc-section\"").count - 1 == 21)
        #expect(!diagnostics.contains { $0.ruleID == "site.long-guide" })
    }
}
