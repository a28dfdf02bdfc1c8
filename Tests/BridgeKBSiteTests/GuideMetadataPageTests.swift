import Foundation
import Testing
@testable import BridgeKBModel
@testable import BridgeKBStore
@testable import BridgeKBBuild

/// The date and source address that a web copy's title area gives are kept in kb.json and shown on
/// the guide page; an address that is not http(s) never becomes a link.
@Suite struct GuideMetadataPageTests {
    static let plainText = """
    老王的 iOS 笔记

    在 SwiftUI 里包装 MKMapView

    发布于 2023-05-01 原文： https://example.com/posts/map?id=1&lang=zh

    正文第一段。

    第 1 部分：开始

    内容。
    """

    static let markdown = """
    ---
    title: 地図のラップ
    sourceURL: javascript:alert(1)
    date: 2023-05-01
    ---

    ## パート 1：開始

    本文。
    """

    static let kb: KnowledgeBase = KnowledgeBaseBuilder.build(
        files: [SourceFile(path: "Content/map/zh-Hans.txt", text: plainText), SourceFile(path: "Content/map/ja.md", text: markdown)],
        diagnostics: DiagnosticEngine())

    static let site: [String: Data] = SiteFixture.files(kb)

    @Test func theGuidePageShowsTheDateAndLinksTheSource() throws {
        let page = String(decoding: try #require(Self.site["zh-Hans/guides/map.html"]), as: UTF8.self)
        #expect(page.contains(#"<time datetime="2023-05-01">2023-05-01</time>"#))
        #expect(page.contains(#"<a href="https://example.com/posts/map?id=1&amp;lang=zh" rel="nofollow noopener noreferrer">"#))
        #expect(!page.contains("发布于"))
    }

    @Test func anAddressThatIsNotAWebLinkIsNeverALink() throws {
        let page = String(decoding: try #require(Self.site["ja/guides/map.html"]), as: UTF8.self)
        #expect(!page.contains("javascript:"))
        #expect(page.contains(#"<time datetime="2023-05-01">"#))
    }

    @Test func kbJSONCarriesTheMetadata() throws {
        let json = try JSONSerialization.jsonObject(with: KnowledgeBaseJSON.encode(Self.kb)) as? [String: Any]
        let guides = try #require(json?["guides"] as? [[String: Any]])
        let documents = try #require(guides.first?["documents"] as? [[String: Any]])
        let zh = try #require(documents.first { $0["language"] as? String == "zh-Hans" })
        #expect(zh["metadata"] as? [String: String] == ["date": "2023-05-01", "sourceURL": "https://example.com/posts/map?id=1&lang=zh"])
    }
}
