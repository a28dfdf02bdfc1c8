import Foundation
import Testing
@testable import BridgeKBExtraction

struct WhitespaceTrimTests {
    @Test func everyScalarFoundationTrimsMayBeWhitespace() {
        for value in UInt32(0)...0xFFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = String(scalar)
            if text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                #expect(String.mayBeWhitespace(scalar), "U+\(String(value, radix: 16))")
            }
        }
    }

    @Test func theTrimIsFoundationsTrim() {
        let texts = ["", " ", "\n", "问题", "  问题\n", "\u{3000}修复。\u{3000}", "fix \u{2028}", "\u{85}x", "x\u{200B}",
                     "a\u{301} ", " \u{301}a", "\r\n原因\r\n", "🚫 x", "x 🚫"]
        for text in texts {
            #expect(text.trimmingWhitespaceAndNewlines == text.trimmingCharacters(in: .whitespacesAndNewlines), "\(text.debugDescription)")
        }
    }
}
