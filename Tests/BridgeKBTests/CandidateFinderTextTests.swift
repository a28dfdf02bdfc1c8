import Testing
@testable import BridgeKBExtraction

/// `CandidateFinder`'s byte-level cuts give what the `Character`-level ones give.
struct CandidateFinderTextTests {
    static let texts = ["", "\n", "a", "a\n", "\n\nb", "let x = 1 // 注意\r\nlet y = 2\n\n# 说明\n", "e\u{301}\nf\r\n\r\ng",
                        "一二三四五", "かな\u{3099}です", "ab\u{200D}cd", "🇯🇵🇨🇳 flags", "tab\tand 全角！", "x\r"]

    @Test func linesAreTheCharacterSplit() {
        for text in Self.texts {
            #expect(CandidateFinder.lines(of: text) == text.split(separator: "\n", omittingEmptySubsequences: false),
                    "\(text.debugDescription)")
        }
    }

    @Test func aPrefixIsTheCharacterPrefix() {
        for text in Self.texts {
            for n in 0...12 {
                #expect(CandidateFinder.prefix(text, n) == String(text.prefix(n)), "\(text.debugDescription) \(n)")
            }
        }
    }
}
