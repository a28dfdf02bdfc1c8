import Testing
@testable import BridgeKBSite

/// sitemap.xml stays one file while it is small, and becomes a sitemap index over files of bounded
/// size when it is not (a 1,000-guide site's was 14 MB).
@Suite struct SitemapTests {
    let blocks = (1...10).map { "  <url>\n    <loc>https://example.org/kb/p\($0).html</loc>\n  </url>\n" }

    @Test func aSmallSitemapIsOneFile() {
        let files = SiteBuilder.sitemapFiles(blocks, baseURL: "https://example.org/kb/", limit: 10_000)
        #expect(files.map(\.path) == ["sitemap.xml"])
        #expect(files[0].text.contains("<urlset") && files[0].text.contains("p10.html"))
    }

    @Test func aLargeSitemapIsAnIndexOverBoundedFiles() {
        let limit = 600
        let files = SiteBuilder.sitemapFiles(blocks, baseURL: "https://example.org/kb/", limit: limit)
        #expect(files.first?.path == "sitemap.xml")
        let index = files[0].text
        #expect(index.contains("<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">"))
        let parts = files.dropFirst()
        #expect(parts.count > 1)
        for (number, part) in parts.enumerated() {
            #expect(part.path == "sitemap-\(number + 1).xml")
            #expect(index.contains("<loc>https://example.org/kb/sitemap-\(number + 1).xml</loc>"))
            #expect(part.text.utf8.count <= limit, "\(part.path) is \(part.text.utf8.count) bytes")
            #expect(part.text.hasPrefix("<?xml") && part.text.hasSuffix("</urlset>\n"))
        }
        // Every page once, in order.
        let all = parts.map(\.text).joined()
        for (i, block) in blocks.enumerated() {
            #expect(all.components(separatedBy: block).count == 2, "page \(i + 1)")
        }
    }
}
