import Foundation
import Testing
@testable import BridgeKBModel
@testable import BridgeKBChecking
@testable import BridgeKBStore
@testable import BridgeKBReaders
@testable import BridgeKBSite
@testable import BridgeKBBuild
import BridgeKBTestSupport

/// What the site shows readers over the real Content/: mistakes shown as mistakes (with their fix), a
/// lint rule directory that SARIF links resolve to, and no author internals in the way.
@Suite struct ReaderPageTests {
    static let base = "https://example.org/kb/"
    static let site: [String: Data] = try! SiteBuilderTests.makeSite(baseURL: base)
    /// The knowledge base the site is built from.
    static let kb: KnowledgeBase = {
        let diagnostics = DiagnosticEngine()
        let loader = ContentLoader(root: Fixtures.content)
        return KnowledgeBaseBuilder.build(files: try! loader.load(diagnostics: diagnostics), settings: loader.settings(diagnostics: diagnostics),
                                          locks: loader.locks(diagnostics: diagnostics), glossary: nil, diagnostics: diagnostics)
    }()

    func page(_ path: String) -> String { String(decoding: Self.site[path] ?? Data(), as: UTF8.self) }

    /// Every listing (`<figure class="snippet…">` up to its `</figure>`) of an HTML page.
    func listings(_ html: String) -> [Substring] {
        html.components(separatedBy: "<figure class=\"snippet").dropFirst().map { Substring($0.components(separatedBy: "</figure>")[0]) }
    }

    // MARK: - Mistakes shown as mistakes

    @Test func aMistakeOrAntiPatternsListingsAreWrongOrRightNeverJustChecked() throws {
        var pages = 0, paired = 0
        for path in Self.site.keys where path.contains("/entries/") && path.hasSuffix(".html") {
            let html = page(path)
            guard html.contains("<article class=\"entry kind-mistake\">") || html.contains("<article class=\"entry kind-antiPattern\">"),
                  let examples = html.components(separatedBy: "<section class=\"examples\"").dropFirst().first else { continue }
            pages += 1
            let figures = listings(String(examples.components(separatedBy: "</section>")[0]))
            #expect(!figures.isEmpty, "\(path)")
            // The first listing is the mistake: a red frame, ❌, its check said as "shows the pitfall".
            let first = try #require(figures.first)
            #expect(first.hasPrefix(" snippet-bad\""), "\(path): \(first.prefix(80))")
            #expect(first.contains("❌") && !first.contains("badge-valid"), "\(path)")
            #expect(first.contains("badge-shows") || first.contains("badge-invalid"), "\(path)")
            for figure in figures {
                #expect(figure.hasPrefix(" snippet-bad\"") || figure.hasPrefix(" snippet-good\""), "\(path): \(figure.prefix(80))")
            }
            if figures.count > 1, figures[1].hasPrefix(" snippet-good\"") { paired += 1 }
        }
        #expect(pages >= 5)
        // Where the guide gives the ✅ version in the same section, it follows the ❌ one.
        #expect(paired >= 2)
    }

    @Test func noWrongListingAnywhereCarriesAGreenCheckedBadge() {
        for path in Self.site.keys where path.hasSuffix(".html") {
            for figure in listings(page(path)) where figure.hasPrefix(" snippet-bad\"") {
                #expect(!figure.contains("badge-valid"), "\(path): \(figure.prefix(160))")
            }
        }
    }

    @Test func anUnmarkedListingOfAMistakeIsShownAsWrongInItsGuideToo() throws {
        // The examples of mistakes and anti-patterns the guides do not mark ❌.
        let unmarked = Self.kb.entries.filter { $0.kind == .mistake || $0.kind == .antiPattern }.flatMap { entry in
            entry.examples.compactMap { id -> (String, String)? in
                let document = Self.kb.guides.first { $0.id == entry.guide }?.document(in: entry.language)
                let snippet = document?.allSnippets.first { $0.id == id }
                return snippet?.marker == Snippet.Marker.none ? (SitePaths.guide(entry.guide, entry.language), id) : nil
            }
        }
        #expect(!unmarked.isEmpty)
        for (path, id) in unmarked {
            let html = page(path)
            let figure = try #require(listings(html).first { $0.contains("id=\"\(id)\"") }, "\(path)#\(id)")
            #expect(figure.hasPrefix(" snippet-bad\"") && figure.contains("❌"), "\(path)#\(id)")
        }
    }

    // MARK: - The rule directory

    @Test func everyRuleHasAPageInEverySiteLanguage() throws {
        for language in [Language.simplifiedChinese, .japanese] {
            let index = page(SitePaths.rules(language))
            #expect(index.contains("<h1>\(SiteLabels.text("nav_rules", language))</h1>"))
            for rule in RuleRegistry.descriptions {
                #expect(index.contains("href=\"\(rule.identifier).html\""), "\(language.tag) index lacks \(rule.identifier)")
                let html = page(SitePaths.rule(rule.identifier, language))
                #expect(html.contains("<h1>\(HTMLText.escape(rule.name(in: language)))</h1>"), "\(rule.identifier) \(language.tag)")
                // Every ↓ of the triggering examples marks the spot; none is left in the code it leaves alone.
                let marks = rule.triggeringExamples.joined().filter { $0 == "↓" }.count
                #expect(html.components(separatedBy: "<mark class=\"finding-at\"").count - 1 == marks, "\(rule.identifier)")
                #expect(html.components(separatedBy: "snippet snippet-clean").count - 1 == rule.nonTriggeringExamples.count)
                #expect(html.contains("// bridgekb:disable-next-line \(rule.identifier)"))
                #expect(html.contains("--disable \(rule.identifier)"))
            }
        }
        // The navigation of every page leads to the directory.
        #expect(page("ja/guides/uikit-bridging.html").contains("href=\"../rules/index.html\""))
    }

    @Test func sarifHelpLinksResolveToRulePagesOfTheSite() {
        for language in ["zh-Hans", "ja"] {
            let sarif = FindingFormatter.sarif([], help: .init(baseURL: Self.base, language: language))
            let uris = sarif.components(separatedBy: "\"helpUri\" : \"").dropFirst().map { $0.prefix { $0 != "\"" } }
            #expect(uris.count == RuleRegistry.descriptions.count)
            for uri in uris {
                #expect(uri.hasPrefix(Self.base))
                #expect(Self.site[String(uri.dropFirst(Self.base.count))] != nil, "\(uri) is no page of the site")
            }
        }
    }

    @Test func rulePagesListTheEntriesTheyEnforceAndEntriesNameTheirRule() throws {
        let (rule, ids) = try #require(Self.kb.ruleEntries.sorted { $0.key < $1.key }.first { !$0.value.isEmpty })
        let entry = try #require(Self.kb.entries.first { $0.id == ids[0] && $0.language == .simplifiedChinese })
        #expect(page(SitePaths.rule(rule, .simplifiedChinese)).contains("href=\"../entries/\(entry.id).html\""))
        let entryPage = page(SitePaths.entry(entry.id, .simplifiedChinese))
        #expect(entryPage.contains("<p class=\"lint-rules\">"))
        #expect(entryPage.contains("href=\"../rules/\(rule).html\""))
    }

    // MARK: - Internals behind a link

    /// An entry whose symptom is its title (an item of one sentence) shows the sentence once.
    @Test func aFieldThatRepeatsTheTitleIsNotShownTwice() throws {
        let repeating = Self.kb.entries.filter { !$0.symptom.isEmpty && $0.symptom == $0.title }
        try #require(!repeating.isEmpty)
        for entry in repeating {
            let html = page("\(entry.language.tag)/entries/\(entry.id).html")
            #expect(!html.contains("field-symptom"), "\(entry.id)")
        }
    }

    @Test func authorInternalsAreFoldedAwayFromReaders() throws {
        let entry = page("zh-Hans/entries/uikit-bridging-part-5-1.html")
        let details = try #require(entry.components(separatedBy: "<details class=\"source-details\">").dropFirst().first)
        #expect(details.contains("Content/uikit-bridging/zh-Hans.txt:"))
        #expect(details.contains("<code>uikit-bridging-part-5-1</code>"))
        let before = entry.components(separatedBy: "<details class=\"source-details\">")[0]
        #expect(!before.contains("Content/"))
        let guide = page("zh-Hans/guides/uikit-bridging.html")
        #expect(!guide.contains("class=\"kicker\""), "the guide's slug is no kicker for readers")
        #expect(!guide.components(separatedBy: "<details class=\"source-details\">")[0].contains("Content/"))
        for path in Self.site.keys where path.hasSuffix(".html") {
            let footer = page(path).components(separatedBy: "<footer class=\"site-footer\">").dropFirst().first ?? ""
            #expect(!footer.contains("Content/"), "\(path)")
        }
    }

    @Test func theHomePageOpensInTheReadersLanguageFromTheChooser() {
        // site.js reads the homes of the chooser's <meta> and opens the first of navigator.languages the site has.
        #expect(page("index.html").contains("<meta name=\"bridgekb-homes\" content=\"zh-Hans=zh-Hans/index.html ja=ja/index.html\">"))
        #expect(!page("zh-Hans/index.html").contains("bridgekb-homes"))
    }

    // MARK: - Search and indexes

    @Test func theSearchPageFiltersByLanguageAndKind() {
        let html = page("ja/search.html")
        #expect(html.contains("<select id=\"search-lang\" name=\"lang\">"))
        #expect(html.contains("<option value=\"zh-Hans\" lang=\"zh-Hans\">简体中文</option>"))
        #expect(html.contains("<select id=\"search-kind\" name=\"kind\">"))
        #expect(html.contains("<option value=\"mistake\">よくある間違い</option>"))
        #expect(html.contains("<option value=\"section\">"))
    }

    @Test func theAPIIndexGroupsListedNamesByFrameworkAndLeavesOutTheRest() throws {
        let html = page("zh-Hans/apis/index.html")
        let swiftUI = try #require(html.range(of: "<h2 id=\"swiftui-h\">SwiftUI</h2>"))
        let uiKit = try #require(html.range(of: "<h2 id=\"uikit-h\">UIKit</h2>"))
        #expect(swiftUI.lowerBound < uiKit.lowerBound)
        #expect(html[swiftUI.upperBound..<uiKit.lowerBound].contains("<code>UIViewRepresentable</code>"))
        #expect(html[uiKit.upperBound...].contains("<code>UIPageViewController</code>"))
        // The guides' own types and generic names have no page, and entries show them without a link.
        for noise in ["UIKitLabel", "NSObject", "Context", "HeavyUIKitView"] {
            #expect(!html.contains("<code>\(noise)</code>"), "\(noise) is listed")
            #expect(Self.site["zh-Hans/apis/\(SitePaths.apiSlug(noise)).html"] == nil, "\(noise) has a page")
        }
        let entry = page("zh-Hans/entries/navigation-and-interop-12-1.html")
        #expect(entry.contains("<li><code>Context</code></li>"))
        #expect(entry.contains("<a href=\"../apis/mkmapview.html\"><code>MKMapView</code></a>"))
        #expect(APIFrameworks.kind(of: "@State") == "attribute" && APIFrameworks.kind(of: "UIView") == "type"
                && APIFrameworks.kind(of: "makeUIView(context:)") == "member")
        #expect(APIFrameworks.standard.framework(of: "@MainActor") == "Swift")
    }

    @Test func theLexiconTableNamesItsColumns() throws {
        let html = page("ja/translations.html")
        let table = try #require(html.components(separatedBy: "<table class=\"lexicon\">").dropFirst().first)
        #expect(table.hasPrefix("\n<thead><tr><th scope=\"col\">日本語</th><th scope=\"col\">简体中文</th><th scope=\"col\">確度</th>"))
    }

    @Test func aKickerLineThatIsASlugIsLeftOut() {
        #expect(PageContext.readerKicker(["axiom-uikit-bridging"]) == "")
        #expect(PageContext.readerKicker(["Series", "axiom-uikit-bridging", "Part 2"]) == "Series · Part 2")
        #expect(PageContext.readerKicker(["SwiftUI 入门"]) == "SwiftUI 入门")
    }
}

/// Labels of the built-in theme, for tests that look for a page's words.
enum SiteLabels {
    static let labels = try! TemplateLoader(root: Fixtures.templates).load().labels
    static func text(_ key: String, _ language: Language) -> String { labels[key, language] }
}
