import Foundation
import Testing
@testable import BridgeKBModel
@testable import BridgeKBSite
@testable import BridgeKBBuild
import BridgeKBTestSupport

/// 289 KB of distinct API-shaped words used to give 20,043 API pages (72 MB): now only the names of
/// the API index's list (`api-frameworks.json`) get a page, so the number of API pages is bounded by
/// the list, however many names a guide makes up.
@Suite struct APIPageCountTests {
    /// A Markdown guide naming `count` made-up API-shaped types, in prose and in a listing, and three listed names.
    static func apiPages(madeUp count: Int) -> [String] {
        let words = (0..<count).map { "UIFoo\($0)BarView" }
        let text = "# 标题\n\n## 第 1 部分：内容\n\n" + words.joined(separator: " ")
            + "\n\n使用 `UIViewRepresentable` 和 `@State`。\n\n```swift\nlet a = UIHostingController(rootView: Text(\"\"))\n"
            + words.prefix(200).map { "let v\($0.dropFirst(5).prefix(8)) = \($0)()\n" }.joined() + "```\n"
        let kb = KnowledgeBaseBuilder.build(files: [SourceFile(path: "Content/names/zh-Hans.md", text: text)], diagnostics: DiagnosticEngine())
        return SiteFixture.files(kb).keys.filter { $0.hasPrefix("zh-Hans/apis/") && $0 != "zh-Hans/apis/index.html" }.sorted()
    }

    @Test func madeUpNamesGetNoPageAndListedOnesOneEach() {
        let few = Self.apiPages(madeUp: 100), many = Self.apiPages(madeUp: 2_000)
        #expect(few == many, "\(few) vs \(many)")
        #expect(!many.isEmpty && many.count <= 6, "\(many)")
        let listed = Set(APIFrameworks.standard.frameworks.flatMap(\.apis).map { "zh-Hans/apis/\(SitePaths.apiSlug($0)).html" })
        #expect(many.allSatisfy(listed.contains), "\(many.filter { !listed.contains($0) })")
    }
}
