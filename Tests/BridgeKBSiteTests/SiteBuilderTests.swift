import Foundation
import Testing
@testable import BridgeKBModel
@testable import BridgeKBText
@testable import BridgeKBStore
@testable import BridgeKBSite
@testable import BridgeKBBuild
import BridgeKBTestSupport

/// The generated site over the real Content/ and Templates/.
@Suite struct SiteBuilderTests {
    /// Builds the site from Content/ and Templates/ as `bridgekb build` does.
    static func makeSite(baseURL: String? = "https://example.org/kb/", settings: SiteSettings = SiteSettings(),
                         lastUpdated: [String: String] = [:]) throws -> [String: Data] {
        let diagnostics = DiagnosticEngine()
        let loader = ContentLoader(root: Fixtures.content)
        let files = try loader.load(diagnostics: diagnostics)
        let glossary = try loader.glossary(diagnostics: diagnostics)
        let kb = KnowledgeBaseBuilder.build(files: files, settings: loader.settings(diagnostics: diagnostics),
                                            locks: loader.locks(diagnostics: diagnostics), glossary: glossary, diagnostics: diagnostics)
        let templates = try TemplateLoader(root: Fixtures.templates).load()
        var builder = SiteBuilder(kb: kb, templates: templates.library, assets: templates.assets, labels: templates.labels,
                                  services: SiteServices(diagram: { dot, links in
                                      DiagramRenderer().svg(dot: dot, links: links) }),
                                  baseURL: baseURL, settings: settings,
                                  tokenizer: glossary.map { Tokenizer(normalizer: $0.normalizer) }, glossary: glossary)
        builder.lastUpdated = lastUpdated
        return try builder.build().files
    }

    static let site: [String: Data] = try! makeSite()

    @Test func everyPageParsesAndEveryInternalLinkResolves() {
        let report = LinkChecker.report(files: Self.site)
        let problems = report.allDiagnostics(allowedScripts: SiteBuilder.scripts)
        #expect(problems.isEmpty, "\(problems.prefix(5).map(\.formatted))")
        #expect(report.pages > 300)
        #expect(report.internalLinks > 5000)
    }

    @Test func decisionDiagramsAreInlineSVGWithLinkedNodes() {
        let html = page("zh-Hans/guides/uikit-bridging.html")
        #expect(html.contains("<svg"))
        #expect(!html.contains("diagram-source"))
        #expect(html.contains("href=\"#part-1\""))
    }

    func page(_ path: String) -> String { String(decoding: Self.site[path] ?? Data(), as: UTF8.self) }

    @Test func everyLanguageHasItsPages() {
        for lang in ["zh-Hans", "ja"] {
            for path in ["index.html", "entries/index.html", "apis/index.html", "translations.html", "search.html", "guides/uikit-bridging.html"] {
                #expect(Self.site["\(lang)/\(path)"] != nil, "\(lang)/\(path)")
            }
        }
        #expect(Self.site["index.html"] != nil && Self.site["404.html"] != nil && Self.site["sitemap.xml"] != nil)
        // A guide written only in Chinese has no Japanese page.
        #expect(Self.site["ja/guides/navigation-and-interop.html"] == nil)
        #expect(Self.site["zh-Hans/guides/navigation-and-interop.html"] != nil)
    }

    @Test func pagesDeclareTheirLanguageAndUseItsLabels() {
        #expect(page("ja/index.html").contains("<html lang=\"ja\">"))
        #expect(page("ja/index.html").contains("ガイド"))
        #expect(page("zh-Hans/index.html").contains("<html lang=\"zh-Hans\">"))
        #expect(page("zh-Hans/index.html").contains("指南"))
    }

    @Test func guideSectionsHaveTheSameAnchorsInEveryLanguage() {
        func anchors(_ html: String) -> [String] {
            html.components(separatedBy: "<section class=\"doc-section\" id=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        }
        let zh = anchors(page("zh-Hans/guides/uikit-bridging.html")), ja = anchors(page("ja/guides/uikit-bridging.html"))
        #expect(zh.count == 36)
        #expect(zh == ja)
    }

    @Test func languageSwitcherAndAlternatesPointToTheSamePageInTheOtherLanguage() {
        let html = page("ja/guides/uikit-bridging.html")
        #expect(html.contains("<a class=\"lang-switch\" href=\"../../zh-Hans/guides/uikit-bridging.html\" hreflang=\"zh-Hans\""))
        // With a base URL, alternates are absolute, as search engines want them.
        #expect(html.contains("<link rel=\"alternate\" hreflang=\"zh-Hans\" href=\"https://example.org/kb/zh-Hans/guides/uikit-bridging.html\">"))
        #expect(html.contains("<link rel=\"alternate\" hreflang=\"ja\" href=\"https://example.org/kb/ja/guides/uikit-bridging.html\">"))
        #expect(html.contains("<link rel=\"alternate\" hreflang=\"x-default\" href=\"https://example.org/kb/zh-Hans/guides/uikit-bridging.html\">"))
        let entry = page("zh-Hans/entries/uikit-bridging-part-5-1.html")
        #expect(entry.contains("href=\"../../ja/entries/uikit-bridging-part-5-1.html\""))
    }

    /// A language the page has no version in is its name, muted, linking to that language's home; what
    /// it means is said in that language to a pointer (title) and a screen reader, not spelled out in the
    /// header, where three such sentences crowded the navigation on every page of a monolingual guide.
    @Test func aPageWithoutTranslationSaysSoPlainly() {
        let html = page("zh-Hans/guides/navigation-and-interop.html")
        #expect(html.contains("<a class=\"lang-missing\" href=\"../../ja/index.html\" hreflang=\"ja\" lang=\"ja\" title=\"日本語版はありません\">日本語<span class=\"visually-hidden\">: 日本語版はありません</span></a>"))
    }

    /// The entries page says what its number counts (`187 个条目`), as the guide pages do; the filter script
    /// changes only the number.
    @Test func theEntryCountSaysWhatItCounts() {
        let html = page("zh-Hans/entries/index.html")
        #expect(html.range(of: #"<output class="filter-count" aria-live="polite"><span data-count>\d+</span> 个条目</output>"#, options: .regularExpression) != nil)
        let script = page("assets/site.js")
        #expect(script.contains("[data-count]"))
    }

    @Test func sitemapListsAlternates() {
        let xml = page("sitemap.xml")
        #expect(xml.contains("<loc>https://example.org/kb/zh-Hans/guides/uikit-bridging.html</loc>"))
        #expect(xml.contains("<xhtml:link rel=\"alternate\" hreflang=\"ja\" href=\"https://example.org/kb/ja/guides/uikit-bridging.html\"/>"))
        #expect(xml.contains("hreflang=\"x-default\""))
    }

    @Test func entryPagesShowFieldsAPIsTranslationsAndRelatedEntries() {
        let html = page("zh-Hans/entries/uikit-bridging-part-5-1.html")
        #expect(html.contains("内存泄漏，视图永不释放"))
        #expect(html.contains("<code>updateUIView</code>"))
        #expect(html.contains("Coordinator が親を保持する"))
        #expect(html.contains("uiviewrepresentable-basics-3-6-3.html"))
        let rule = page("ja/entries/uikit-bridging-s1-3.html")
        #expect(rule.contains("iOS 18+"))
    }

    @Test func snippetsCarryMarkersBadgesAndCopyButtons() {
        let html = page("zh-Hans/guides/uikit-bridging.html")
        #expect(html.contains("snippet snippet-bad"))
        #expect(html.contains("snippet snippet-good"))
        #expect(html.contains("class=\"copy\""))
        #expect(html.contains("badge badge-"))
        #expect(page("zh-Hans/guides/interfacing-with-uikit.html").contains("<span class=\"file-name\">PageViewController.swift</span>"))
    }

    @Test func apiPagesListSectionsEntriesAndSnippets() {
        let html = page("zh-Hans/apis/uihostingconfiguration.html")
        #expect(html.contains("guides/uikit-bridging.html#part-3-s5"))
        #expect(html.contains("../entries/"))
    }

    @Test func outputIsReproducible() throws {
        let again = try Self.makeSite()
        #expect(again.keys.sorted() == Self.site.keys.sorted())
        let differing = again.keys.filter { again[$0] != Self.site[$0] }.sorted()
        #expect(differing.isEmpty, "differ: \(differing.prefix(5))")
    }

    @Test func relativePathsWorkFromEveryDepth() {
        #expect(SitePaths.relative(from: "ja/guides/a.html", to: "zh-Hans/guides/a.html") == "../../zh-Hans/guides/a.html")
        #expect(SitePaths.relative(from: "ja/index.html", to: "ja/entries/x.html") == "entries/x.html")
        #expect(SitePaths.relative(from: "index.html", to: "ja/index.html") == "ja/index.html")
        #expect(SitePaths.relative(from: "zh-Hans/guides/a.html", to: "zh-Hans/apis/b.html") == "../apis/b.html")
        #expect(SitePaths.relative(from: "ja/guides/a.html", to: "ja/guides/a.html#x") == "a.html#x")
        #expect(SitePaths.relative(from: "ab/x.html", to: "a/y.html") == "../a/y.html")
        #expect(SitePaths.relative(from: "ja/entries/x.html", to: "index.html") == "../../index.html")
        #expect(SitePaths.rootPrefix(of: "ja/guides/a.html") == "../../")
    }
}

/// The interface speaks each language a guide may be written in: a Traditional Chinese page is not
/// framed in English.
@Suite struct InterfaceLanguageTests {
    @Test func theTraditionalChineseInterfaceIsWrittenInTraditionalChinese() throws {
        let labels = try TemplateLoader(root: Fixtures.templates).load().labels
        let hant = Language("zh-Hant"), hans = Language.simplifiedChinese
        let keys = try #require(labels.byLanguage["en"]?.keys)
        #expect(Set(labels.byLanguage["zh-Hant"]?.keys ?? [:].keys) == Set(keys))
        #expect(labels["missingTranslation", hant] == "無繁體中文版本")
        #expect(labels["nav_entries", hant] != labels["nav_entries", .english])
        // Placeholders stay as the Simplified text has them.
        for key in keys where labels[key, hans].contains("{") {
            #expect(labels[key, hant].filter { $0 == "{" }.count == labels[key, hans].filter { $0 == "{" }.count, "\(key)")
        }
    }
}

/// A guide card's summary is the guide's first sentence of prose: a line that only links to the source or
/// records where and when a page was saved (`来源：https://…`, `保存日時：…`) says nothing of the guide.
@Suite struct GuideSummaryTests {
    static func document(_ paragraphs: [String]) -> Document {
        Document(guide: "g", language: .simplifiedChinese, title: "指南", source: "Content/g/zh-Hans.md", format: .markdown,
                 preamble: paragraphs.enumerated().map { .paragraph(Paragraph(text: $1, range: SourceRange(lines: $0 + 1, $0 + 1))) })
    }

    @Test func theSummarySkipsSourceLinksAndSavedPageRecords() {
        #expect(PageContext.summary(of: Self.document([
            "--- 来源：https://example.com/doc\n抓取时间：2025-12-02T16:16:33Z",
            "[Github 教程地址](https://example.com/repo)",
            "本文介绍 `UIViewRepresentable` 的生命周期。",
        ])) == "本文介绍 `UIViewRepresentable` 的生命周期。")
        #expect(PageContext.summary(of: Self.document(["https://example.com/doc"])) == "")
        #expect(PageContext.summary(of: Self.document(["注意：本文基于 iOS 17。"])) == "注意：本文基于 iOS 17。")
        #expect(PageContext.summary(of: Self.document(["说明：本文基于新版本。"])) == "说明：本文基于新版本。")
    }
}

/// An entry's title shows its code spans as code wherever a page lists or heads it, never the backticks
/// Markdown wrote them with; the page's `<title>` is plain text.
@Suite struct EntryTitleCodeTests {
    @Test func codeSpansInATitleAreCode() {
        #expect(TitleHTML.render("在 `updateUIView` 里修改 <b>") == "在 <code>updateUIView</code> 里修改 &lt;b&gt;")
        #expect(TitleHTML.render("没有代码") == "没有代码")
    }

    @Test func entryPagesAndListsShowCodeSpansAsCode() throws {
        let site = SiteBuilderTests.site
        func page(_ path: String) -> String { String(decoding: site[path] ?? Data(), as: UTF8.self) }
        let kb = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: Fixtures.url("Site/kb.json"))) as? [String: Any])
        let entries = try #require(kb["entries"] as? [[String: Any]])
        let titled = try #require(entries.first { ($0["title"] as? String)?.contains("`") == true && $0["language"] as? String == "zh-Hans" })
        let id = try #require(titled["id"] as? String), title = try #require(titled["title"] as? String)
        let entry = page("zh-Hans/entries/\(id).html")
        #expect(entry.contains("<h1>\(TitleHTML.render(title))</h1>"), "\(title)")
        let head = try #require(entry.components(separatedBy: "<title>").dropFirst().first?.prefix { $0 != "<" })
        #expect(!head.contains("`"), "\(head)")
        let list = page("zh-Hans/entries/index.html")
        #expect(list.contains(">\(TitleHTML.render(title))</a>"))
        // The breadcrumb's section path too (`16.6 错误：在 `makeUIView` 中…`).
        let crumbs = try #require(entry.components(separatedBy: "class=\"breadcrumbs\"").dropFirst().first?.components(separatedBy: "</nav>").first)
        #expect(!crumbs.contains("`"), "\(crumbs)")
    }
}
