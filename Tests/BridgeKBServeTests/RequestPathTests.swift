@testable import BridgeKBServe
import Testing

@Suite struct RequestPathTests {
    @Test func decodesPercentEscapesIntoSegments() {
        let path = RequestPath(raw: "/ja/%E3%82%AC%E3%82%A4%E3%83%89/page%20one.html")
        #expect(path?.relativePath == "ja/ガイド/page one.html")
        #expect(path?.isFolder == false)
    }

    @Test func trailingSlashAndRootNameFolders() {
        #expect(RequestPath(raw: "/")?.relativePath == "")
        #expect(RequestPath(raw: "/")?.isFolder == true)
        #expect(RequestPath(raw: "/ja/guide/")?.relativePath == "ja/guide")
        #expect(RequestPath(raw: "/ja/guide/")?.isFolder == true)
        #expect(RequestPath(raw: "/ja//guide")?.relativePath == "ja/guide")
    }

    @Test func refusesDotSegmentsPlainOrEncoded() {
        for raw in ["/../x", "/a/../x", "/./x", "/%2e%2e/x", "/%2E%2E/x", "/.%2e/x", "/a/.."] {
            #expect(RequestPath(raw: raw) == nil, "\(raw)")
        }
    }

    @Test func refusesEncodedSeparatorsBackslashesAndNUL() {
        for raw in ["/a/%2e%2e%2f..%2fetc/passwd", "/a%2fb", "/a%2Fb", "/a\\..\\x", "/a%5cb", "/a%00.html", "/a\u{0}b"] {
            #expect(RequestPath(raw: raw) == nil, "\(raw.debugDescription)")
        }
    }

    @Test func refusesMalformedEscapesAndInvalidUTF8() {
        for raw in ["/a%2", "/a%zz", "/%ff%fe.html", "x/relative"] {
            #expect(RequestPath(raw: raw) == nil, "\(raw)")
        }
    }
}
