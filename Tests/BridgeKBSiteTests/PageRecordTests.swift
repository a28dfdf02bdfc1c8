@testable import BridgeKBModel
@testable import BridgeKBSite
import Foundation
import Testing

/// The block of page records the next build into an untouched output folder takes its pages'
/// findings from: what each page's check found comes back exactly, every string shared between
/// pages is stored once, and a damaged block is no block.
struct PageRecordTests {
    static let html = """
        <!DOCTYPE html><html lang="ja"><head><title>循環参照 · x</title><script src="../assets/search.js"></script></head>
        <body><h1 id="a">見出し</h1><h2 id="a">重複</h2><a href="../zh-Hans/x.html#段落 1">x</a>
        <a href="javascript:alert(1)" onclick="go()">y</a><img src="data:x" srcset="a.png 1x, b.png 2x"></body></html>
        """

    func records(_ count: Int) -> [String: PageRecord] {
        var records: [String: PageRecord] = [:]
        for n in 0..<count {
            let path = "ja/entries/e\(n).html"
            let validation = HTMLValidator().validate(Self.html, file: path)
            let rendering = Diagnostic(severity: .warning, file: path, ruleID: "site.test", message: "two\nlines, “quoted” \(n)")
            records[path] = PageRecord(key: "page-\(n)", page: CachedPage(html: Data(Self.html.utf8), diagnostics: n % 2 == 0 ? [rendering] : [],
                                                                          validation: n % 3 == 0 ? nil : validation))
        }
        return records
    }

    @Test func everyRecordComesBackExactly() throws {
        let records = records(7)
        let block = try #require(PageRecord.encode(records))
        let decoded = try #require(PageRecord.decode(block))
        #expect(Set(decoded.keys) == Set(records.keys))
        for (path, record) in records {
            let again = try #require(decoded[path])
            #expect(again.key == record.key)
            #expect(again.page.html.isEmpty)
            #expect(again.page.diagnostics == record.page.diagnostics)
            #expect(again.page.validation?.ids == record.page.validation?.ids)
            #expect(again.page.validation?.links == record.page.validation?.links)
            #expect(again.page.validation?.scripts == record.page.validation?.scripts)
            #expect(again.page.validation?.diagnostics == record.page.validation?.diagnostics)
        }
    }

    @Test func stringsSharedByPagesAreStoredOnce() throws {
        // Clean pages with the same navigation: ten times the pages grow the block by their paths
        // and keys and a few bytes per link and id, not by the text of their links again.
        let page = """
            <!DOCTYPE html><html lang="ja"><head><title>x</title><link rel="stylesheet" href="../../assets/site.css"></head>
            <body><nav><a href="../index.html">ホーム</a><a href="../entries/index.html">項目</a><a href="../apis/index.html">API</a>
            <a href="../rules/index.html">ルール</a><a href="../translations.html">翻訳</a></nav><h1 id="top-of-page">見出し</h1></body></html>
            """
        let validation = HTMLValidator().validate(page, file: "ja/entries/x.html")
        #expect(validation.links.count == 6 && validation.diagnostics.isEmpty && validation.scripts.isEmpty)
        func block(_ count: Int) throws -> Int {
            let records = Dictionary(uniqueKeysWithValues: (0..<count).map { n in
                ("ja/entries/e\(n).html", PageRecord(key: "page-\(n)", page: CachedPage(html: Data(), diagnostics: [], validation: validation)))
            })
            return try #require(PageRecord.encode(records)).count
        }
        let perPage = (try block(100) - block(10)) / 90
        let text = validation.links.map { $0.url.utf8.count + $0.attribute.utf8.count + $0.element.utf8.count }.reduce(0, +)
        #expect(perPage < 40 + 4 * validation.links.count + 2 * validation.ids.count, "\(perPage) bytes a page")
        #expect(perPage < text / 2)
    }

    @Test func aDamagedBlockIsNoBlock() throws {
        let block = try #require(PageRecord.encode(records(5)))
        #expect(PageRecord.decode(block.prefix(block.count - 3)) == nil)
        #expect(PageRecord.decode(Data("bridgekb-page-records 0\n".utf8) + block.dropFirst(24)) == nil)
        #expect(PageRecord.decode(Data()) == nil)
        var garbled = block
        garbled[garbled.count / 2] = 0xFF
        _ = PageRecord.decode(garbled)  // anything but a crash
    }
}
