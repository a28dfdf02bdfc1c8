@testable import BridgeKBModel
@testable import BridgeKBSite
import Foundation
import Testing

/// The page cache's compact record: everything a page's check found comes back exactly, and a
/// damaged or foreign record is a miss, never a wrong page.
struct CachedPageTests {
    private static let html = """
        <!DOCTYPE html><html lang="ja"><head><title>循環参照 · x</title><script src="../assets/search.js"></script></head>
        <body><h1 id="a">見出し</h1><h2 id="a">重複</h2><a href="../zh-Hans/x.html#段落 1">x</a>
        <a href="javascript:alert(1)" onclick="go()">y</a><img src="data:x" srcset="a.png 1x, b.png 2x"></body></html>
        """

    @Test func aValidatedPageComesBackExactly() throws {
        let validation = HTMLValidator().validate(Self.html, file: "ja/x.html")
        #expect(validation.ids == ["a", "a"])
        #expect(!validation.links.isEmpty && !validation.scripts.isEmpty && !validation.diagnostics.isEmpty)
        let rendering = Diagnostic(severity: .warning, file: "ja/x.html", ruleID: "site.test", message: "two\nlines, “quoted”")
        let page = CachedPage(html: Data(Self.html.utf8), diagnostics: [rendering], validation: validation)
        let encoded = try #require(page.encoded())
        let decoded = try #require(CachedPage(encoded))
        #expect(decoded.html == Data(Self.html.utf8))
        #expect(decoded.diagnostics == [rendering])
        let again = try #require(decoded.validation)
        #expect(again.ids == validation.ids)
        #expect(again.links == validation.links)
        #expect(again.scripts == validation.scripts)
        #expect(again.diagnostics == validation.diagnostics)
    }

    @Test func aPageWithoutValidationOrProblems() throws {
        let page = CachedPage(html: Data("<p>\u{0}\n\n</p>".utf8), diagnostics: [])
        let encoded = try #require(page.encoded())
        let decoded = try #require(CachedPage(encoded))
        #expect(decoded.html == page.html && decoded.diagnostics.isEmpty && decoded.validation == nil)
    }

    @Test func damagedRecordsAreMisses() throws {
        let validation = HTMLValidator().validate(Self.html, file: "ja/x.html")
        let data = try #require(CachedPage(html: Data(Self.html.utf8), diagnostics: [], validation: validation).encoded())
        #expect(CachedPage(Data()) == nil)
        #expect(CachedPage(Data("[]\n\n<p>old format</p>".utf8)) == nil)
        // Cut inside the fields (the HTML is last, so a cut there only shortens it).
        let fields = data.count - Self.html.utf8.count
        for cut in stride(from: 0, to: fields, by: 7) {
            #expect(CachedPage(data.prefix(cut)) == nil, "cut at \(cut)")
        }
        var unknownFlag = data
        unknownFlag[CachedPage.magic.count + 2] = UInt8(ascii: "7")   // the validation flag, after "0\n" (no diagnostics)
        #expect(CachedPage(unknownFlag) == nil)
    }
}
