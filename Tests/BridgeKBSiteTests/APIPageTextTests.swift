import Foundation
import Testing
@testable import BridgeKBModel
@testable import BridgeKBSite

/// The API pages' snippet previews trim spaces the way Foundation's `.whitespaces` set does.
struct APIPageTextTests {
    @Test func trimmingMatchesFoundationWhitespaces() {
        let samples = ["", " ", "\t\t", "  let x = 1  ", "\u{3000}全角\u{3000}", "\u{A0}nbsp\u{2009}", " \u{301}x ", "x", " // c",
                       "\u{200B}zero-width\u{200B}", "a\u{2028}", "\u{1680}ogham", "  😀  ", "\u{85}next\u{85}"]
        for text in samples {
            #expect(String(PageContext.trimmingSpaces(Substring(text))) == text.trimmingCharacters(in: .whitespaces), "\(text.unicodeScalars.map(\.value))")
        }
        // Every scalar, alone between letters and at both ends.
        for value in 0..<0x3_0000 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = String(scalar) + "a" + String(scalar)
            #expect(String(PageContext.trimmingSpaces(Substring(text))) == text.trimmingCharacters(in: .whitespaces), "U+\(String(value, radix: 16))")
        }
    }

    @Test func firstCodeLineSkipsBlankAndCommentLines() {
        #expect(PageContext.firstCodeLine("\n// note\n\t// more\n  struct A {}\nlet b = 1") == "  struct A {}")
        #expect(PageContext.firstCodeLine("// only\n//comments") == "")
        #expect(PageContext.firstCodeLine("\u{3000}// 全角 space comment\nx") == "x")
    }
}
