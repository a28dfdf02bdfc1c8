import Testing
@testable import BridgeKBModel
@testable import BridgeKBReaders

/// Dates, links and breadcrumbs in the title area of a web copy.
@Suite struct TitleMetadataTests {
    @Test func readsNumericCJKAndEnglishDates() {
        #expect(TitleMetadata.dates(in: "发布于 2023-05-01 · 阅读 1,204") == ["2023-05-01"])
        #expect(TitleMetadata.dates(in: "最終更新日: 2024/3/2 原文: https://example.com/a") == ["2024-03-02"])
        #expect(TitleMetadata.dates(in: "2024.08.22") == ["2024-08-22"])
        #expect(TitleMetadata.dates(in: "2023年11月20日 に投稿") == ["2023-11-20"])
        #expect(TitleMetadata.dates(in: "Updated June 12, 2024 · 9 min read") == ["2024-06-12"])
        #expect(TitleMetadata.dates(in: "Posted 9 February 2024, edited Sept. 3, 2024") == ["2024-02-09", "2024-09-03"])
    }

    @Test func ignoresWhatIsNotADate() {
        #expect(TitleMetadata.dates(in: "2024-13-40").isEmpty)
        #expect(TitleMetadata.dates(in: "build 12024-01-01").isEmpty)
        #expect(TitleMetadata.dates(in: "iOS 17 在 2023 年发布").isEmpty)
        #expect(TitleMetadata.dates(in: "May the view update").isEmpty)
    }

    @Test func readsLinksAndWhetherTheyAreTheSource() {
        let urls = TitleMetadata.urls(in: "来源： https://example.org/docs/x 抓取时间： 2024-01-18")
        #expect(urls.map(\.url) == ["https://example.org/docs/x"])
        #expect(urls.map(\.labelled) == [true])
        #expect(TitleMetadata.urls(in: "（见 https://example.com/a）。").map(\.url) == ["https://example.com/a"])
        #expect(TitleMetadata.urls(in: "see https://example.com/b.").map(\.url) == ["https://example.com/b"])
        #expect(TitleMetadata.urls(in: "javascript:alert(1) http:// nothing").isEmpty)
    }

    @Test func knowsBreadcrumbsFromTitles() {
        #expect(TitleArea.isBreadcrumb("首页 > iOS 开发 > SwiftUI"))
        #expect(TitleArea.isBreadcrumb("Docs › Tutorials › Collection Views"))
        #expect(TitleArea.isBreadcrumb("指南 / 混合开发 / 生命周期"))
        #expect(!TitleArea.isBreadcrumb("UIKit / SwiftUI 混编指南"))
        #expect(!TitleArea.isBreadcrumb("在 SwiftUI 里包装 MKMapView"))
    }
}
