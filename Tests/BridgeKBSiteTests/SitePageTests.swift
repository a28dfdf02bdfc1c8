import Foundation
import Testing
@testable import BridgeKBModel
@testable import BridgeKBSite

/// What every page of the real Content/ carries for readers, search engines and maintainers: head
/// tags, navigation across guides, page meta, snippet findings — with and without a base URL.
@Suite struct SitePageTests {
    /// Built without a base URL, with an edit URL and a last-updated day for one guide.
    static let site: [String: Data] = try! SiteBuilderTests.makeSite(
        baseURL: nil, settings: SiteSettings(repository: "https://git.example.net/kb", editURL: "https://git.example.net/kb/edit/main/{path}"),
        lastUpdated: ["Content/uikit-bridging/zh-Hans.txt": "2026-11-30"])
    static let withBase: [String: Data] = try! SiteBuilderTests.makeSite()

    func page(_ path: String, _ site: [String: Data] = Self.site) -> String { String(decoding: site[path] ?? Data(), as: UTF8.self) }
    func pages(_ site: [String: Data] = Self.site) -> [String] { site.keys.filter { $0.hasSuffix(".html") }.sorted() }

    @Test func withoutABaseURLEveryLinkIsRelativeAndThereIsNoSitemap() {
        for path in pages() {
            let html = page(path)
            #expect(!html.contains("rel=\"canonical\""), "\(path)")
            #expect(!html.contains("og:url"), "\(path)")
            #expect(!html.contains("hreflang=\"ja\" href=\"http"), "\(path)")
            #expect(!html.contains("example.com/bridgekb"), "\(path)")
        }
        #expect(Self.site["sitemap.xml"] == nil)
        #expect(page("robots.txt") == "User-agent: *\nAllow: /\n")
        // The 404 page links from the site's root, so it is styled over file:// and at the top of a server.
        let notFound = page("404.html")
        #expect(notFound.contains("<link rel=\"stylesheet\" href=\"assets/style.css\">"))
        #expect(notFound.contains("href=\"zh-Hans/index.html\""))
    }

    @Test func withABaseURLPagesNameTheirCanonicalAddressAndOpenGraph() {
        let html = page("ja/guides/uikit-bridging.html", Self.withBase)
        #expect(html.contains("<link rel=\"canonical\" href=\"https://example.org/kb/ja/guides/uikit-bridging.html\">"))
        #expect(html.contains("<meta property=\"og:url\" content=\"https://example.org/kb/ja/guides/uikit-bridging.html\">"))
        #expect(html.contains("<meta property=\"og:type\" content=\"article\">"))
        #expect(html.contains("<meta property=\"og:locale\" content=\"ja_JP\">"))
        #expect(page("robots.txt", Self.withBase).contains("Sitemap: https://example.org/kb/sitemap.xml"))
        #expect(page("404.html", Self.withBase).contains("href=\"https://example.org/kb/assets/style.css\""))
    }

    @Test func everyPageHasADescriptionAFaviconAndATitleWithoutRepetition() throws {
        for path in pages() {
            let html = page(path)
            let description = try #require(html.components(separatedBy: "<meta name=\"description\" content=\"").dropFirst().first)
            #expect(description.prefix { $0 != "\"" }.count >= 8, "\(path)")
            #expect(html.contains("<link rel=\"icon\" href=\""), "\(path)")
        }
        #expect(Self.site["assets/favicon.svg"] != nil)
        #expect(page("zh-Hans/index.html").contains("<title>bridgekb · UIKit ⇄ SwiftUI 桥接知识库</title>"))
        #expect(page("zh-Hans/entries/index.html").contains("<title>条目 · bridgekb</title>"))
        // A guide's description is its first paragraph; an entry's starts with its symptom.
        #expect(page("zh-Hans/entries/uikit-bridging-part-5-1.html").contains("<meta name=\"description\" content=\"内存泄漏，视图永不释放"))
    }

    @Test func guidePagesHaveBreadcrumbsPreviousNextAndTheirContentsInTheNavigator() {
        let html = page("zh-Hans/guides/uikit-bridging.html")
        #expect(html.contains("<nav class=\"breadcrumbs\""))
        #expect(html.contains("rel=\"prev\"") || html.contains("rel=\"next\""))
        #expect(html.contains("<nav class=\"navigator\" id=\"navigator\""))
        #expect(html.contains("<ol class=\"toc\">"))
        #expect(html.contains("<button type=\"button\" class=\"navigator-toggle\" aria-expanded=\"false\" aria-controls=\"navigator\">"))
        // The contents come after the h1 in no heading order: the navigator has no heading element.
        let h1 = html.range(of: "<h1")!.lowerBound
        #expect(!html[..<h1].contains("<h2"))
    }

    @Test func theGuideListIsOneScriptForEveryPage() {
        let script = page("assets/guides.js")
        #expect(script.hasPrefix("window.BRIDGEKB_GUIDES = {"))
        #expect(script.contains("[\"uikit-bridging\","))
        #expect(script.contains("\"ja\":[[\"uikit-bridging\""))
        #expect(SiteBuilder.scripts.contains("assets/guides.js"))
        #expect(page("ja/apis/index.html").contains("<script src=\"../../assets/guides.js\" defer></script>"))
    }

    @Test func guidesShowWhenTheyChangedAndWhereToEditThem() {
        let html = page("zh-Hans/guides/uikit-bridging.html")
        #expect(html.contains("<time datetime=\"2026-11-30\">2026-11-30</time>"))
        #expect(html.contains("href=\"https://git.example.net/kb/edit/main/Content/uikit-bridging/zh-Hans.txt\""))
        #expect(page("ja/guides/uikit-bridging.html").contains("Content/uikit-bridging/ja.txt"))
        #expect(!page("ja/guides/uikit-bridging.html").contains("<time datetime"))
        #expect(page("zh-Hans/index.html").contains("<a href=\"https://git.example.net/kb\">"))
    }

    @Test func aListingWhoseCheckFindsAPitfallShowsTheFinding() throws {
        let html = page("zh-Hans/guides/uikit-bridging.html")
        let start = try #require(html.range(of: "id=\"part-1-s2-code-1\""))
        let caption = html[start.upperBound...].prefix { $0 != "\n" } + html[start.upperBound...].dropFirst(1).prefix(600)
        #expect(caption.contains("badge-finding"))
        #expect(caption.contains("../entries/uikit-bridging-part-5-1.html"))
        #expect(!caption.prefix(400).contains("badge-valid"))
    }

    @Test func tablesBecomeCardsWithLabelledCellsAndDiagramsKeepALegibleSize() {
        let html = page("zh-Hans/guides/uikit-bridging.html")
        #expect(html.contains("<table class=\"cards\">"))
        #expect(html.contains("<td data-label=\""))
        // The decision diagram keeps its natural size, narrow enough to read in the column; its box scrolls on a phone.
        #expect(html.contains("<div class=\"diagram-scroll\"><svg width=\"798\" height=\"262\""))
        #expect(html.contains("<figcaption class=\"scroll-hint\" aria-hidden=\"true\">"))
        #expect(html.contains("aria-labelledby=\"s1-h\""))
    }

    @Test func pagesKeepToTheContentSecurityPolicy() {
        for path in pages() {
            let html = page(path)
            #expect(!html.contains(" style=\""), "\(path)")
            #expect(!html.contains("<style"), "\(path)")
            #expect(!html.contains("<script>"), "\(path)")
            #expect(!html.contains(" onclick="), "\(path)")
        }
    }

    @Test func descriptionsAreCutAtALengthSearchEnginesShow() {
        #expect(SiteText.description(String(repeating: "长", count: 300)).count == 160)
        #expect(SiteText.description("a  b\nc") == "a b c")
        #expect(SiteText.plain(markdown: "Use `updateUIView` **now**") == "Use updateUIView now")
    }
}
