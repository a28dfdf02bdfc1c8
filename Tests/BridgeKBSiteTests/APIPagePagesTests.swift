import Foundation
import Testing
@testable import BridgeKBModel
@testable import BridgeKBStore
@testable import BridgeKBSite
@testable import BridgeKBBuild
import BridgeKBTestSupport

/// API pages in pages of a bounded number of items (at 1,000 guides `Coordinator`'s was 3.4 MB):
/// entries, then sections, then snippets, each item on exactly one page, pages linked.
@Suite struct APIPagePagesTests {
    static let pageSize = 10
    static let site = SiteFixture.content { $0.apiPageSize = pageSize }

    func page(_ path: String) -> String { String(decoding: Self.site[path] ?? Data(), as: UTF8.self) }

    /// The items (list entries) of an API page's sections.
    func items(_ html: String) -> [String] {
        let main = html.components(separatedBy: "<main").dropFirst().first ?? ""
        return main.components(separatedBy: "<section><h2>").dropFirst().flatMap { section in
            (section.components(separatedBy: "</ul>").first ?? "").components(separatedBy: "<li>").dropFirst().map { String($0) }
        }
    }

    @Test func everyItemIsOnExactlyOnePage() throws {
        let unpaged = try SiteBuilderTests.makeSite()
        var paged = 0
        for path in unpaged.keys where path.hasPrefix("zh-Hans/apis/") && path != "zh-Hans/apis/index.html" {
            let whole = items(String(decoding: unpaged[path]!, as: UTF8.self))
            let stem = String(path.dropLast(".html".count))
            let pages = [path] + (2...99).map { "\(stem)/\($0).html" }.filter { Self.site[$0] != nil }
            #expect(pages.count == max(1, (whole.count + Self.pageSize - 1) / Self.pageSize), "\(path)")
            var split: [String] = []
            for p in pages {
                let these = items(page(p))
                #expect(these.count <= Self.pageSize, "\(p)")
                split += these.map { $0.replacingOccurrences(of: "../", with: "") }
            }
            #expect(split == whole.map { $0.replacingOccurrences(of: "../", with: "") }, "\(path)")
            if pages.count > 1 { paged += 1 }
        }
        #expect(paged > 0)
    }

    @Test func pagesLinkToEachOtherAndResolve() throws {
        let path = try #require(Self.site.keys.first { $0.hasPrefix("zh-Hans/apis/") && $0.hasSuffix("/2.html") })
        let second = page(path)
        #expect(second.contains("<nav class=\"pagination\"") && second.contains("<span aria-current=\"page\">2</span>"))
        let report = LinkChecker.report(files: Self.site)
        let problems = report.allDiagnostics(allowedScripts: SiteBuilder.scripts)
        #expect(problems.isEmpty, "\(problems.prefix(5).map(\.formatted))")
    }
}
