import Foundation
import Testing
@testable import BridgeKBModel
@testable import BridgeKBStore
@testable import BridgeKBSite
@testable import BridgeKBBuild
import BridgeKBTestSupport

/// The entry index in pages of a bounded number of entries (at 1,000 guides one page was 8 MB):
/// every entry on exactly one page, pages linked to each other, and each page's language versions.
@Suite struct EntryIndexPagesTests {
    /// Content/ has 76 Chinese and 40 Japanese entries (and 36 Chinese ones not translated).
    static let pageSize = 30
    static let site = SiteFixture.content { $0.entryIndexPageSize = pageSize }

    func page(_ path: String) -> String { String(decoding: Self.site[path] ?? Data(), as: UTF8.self) }

    /// The links of a page's entry lists: its own language's entries, then the untranslated ones.
    func entryLinks(_ html: String) -> [String] {
        html.components(separatedBy: "<ul class=\"entry-list\"").dropFirst().flatMap { list in
            (list.components(separatedBy: "</ul>").first ?? "").components(separatedBy: "<li ").dropFirst()
                .compactMap { $0.components(separatedBy: "href=\"").dropFirst().first?.components(separatedBy: "\"").first }
        }
    }

    @Test func everyEntryIsOnExactlyOnePage() throws {
        for language in ["zh-Hans", "ja"] {
            let entries = Self.site.keys.filter { $0.hasPrefix("\(language)/entries/") && !$0.hasPrefix("\(language)/entries/pages/") && $0 != "\(language)/entries/index.html" }
            let pages = ["\(language)/entries/index.html"] + (2...50).map { "\(language)/entries/pages/\($0).html" }.filter { Self.site[$0] != nil }
            var listed: [String] = []
            for path in pages {
                let links = entryLinks(page(path))
                #expect(links.count <= Self.pageSize && !links.isEmpty, "\(path): \(links.count)")
                listed += links.map { link in
                    URL(fileURLWithPath: "/" + path).deletingLastPathComponent().appendingPathComponent(link).standardized.path.dropFirst().description
                }
            }
            #expect(pages.count == (listed.count + Self.pageSize - 1) / Self.pageSize, "\(language): \(pages.count) pages for \(listed.count) items")
            #expect(Set(listed).count == listed.count, "\(language): an entry listed twice")
            let own = listed.filter { $0.hasPrefix("\(language)/") }
            #expect(Set(own) == Set(entries), "\(language)")
            // Untranslated entries (other languages' pages) come after the page's own.
            #expect(listed.firstIndex { !$0.hasPrefix("\(language)/") }.map { $0 >= own.count } ?? true)
        }
    }

    @Test func pagesLinkToEachOther() {
        let first = page("zh-Hans/entries/index.html"), second = page("zh-Hans/entries/pages/2.html")
        #expect(first.contains("<nav class=\"pagination\""))
        #expect(first.contains("href=\"pages/2.html\"") && first.contains("<span aria-current=\"page\">1</span>"))
        #expect(second.contains("href=\"../index.html\"") && second.contains("<span aria-current=\"page\">2</span>"))
        // The language switcher and hreflang lead to the same page number in the other language.
        #expect(second.contains("hreflang=\"ja\" href=\"https://example.org/kb/ja/entries/pages/2.html\""))
        // Each page names its version in the other language exactly when that language has as many pages.
        for number in 2...9 {
            for (language, other) in [("zh-Hans", "ja"), ("ja", "zh-Hans")] where Self.site["\(language)/entries/pages/\(number).html"] != nil {
                let link = "hreflang=\"\(other)\" href=\"https://example.org/kb/\(other)/entries/pages/\(number).html\""
                #expect(page("\(language)/entries/pages/\(number).html").contains(link) == (Self.site["\(other)/entries/pages/\(number).html"] != nil))
            }
        }
    }

    @Test func everyPageParsesAndEveryInternalLinkResolves() {
        let report = LinkChecker.report(files: Self.site)
        let problems = report.allDiagnostics(allowedScripts: SiteBuilder.scripts)
        #expect(problems.isEmpty, "\(problems.prefix(5).map(\.formatted))")
    }
}
