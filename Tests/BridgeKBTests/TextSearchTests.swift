import Foundation
import Testing
@testable import BridgeKBReaders

/// The byte search that stands in for Foundation's `contains` (`containsAny`, `hasAtMost`) finds what
/// Foundation finds, also where a combining mark, a decomposed kana or CR LF makes bytes and graphemes differ.
struct TextSearchTests {
    static let texts = [
        "本节介绍几种做法，下面几节分别说明。", "次項以降で原因を説明します", "so far, the sections that follow",
        "caf\u{65}\u{301} cover", "cove\u{301}r it", "て\u{3099}きる", "できる", "a\r\nb", "line\nnext", "{% highlight swift %}",
        "“引号”—破折号…", "", "x",
    ]
    static let words = ["本节", "下面几节", "次項以降", "cover", "e", "でき", "\n", "{%", "—", "…", "the sections that follow", "い"]

    @Test func containsAnyFindsWhatFoundationFinds() {
        for text in Self.texts {
            for word in Self.words {
                #expect(text.containsText(word) == text.contains(word), "\(text.debugDescription) ∋ \(word.debugDescription)")
            }
            #expect(text.containsAny(Self.words) == Self.words.contains { text.contains($0) })
        }
    }

    @Test func hasAtMostCountsCharacters() {
        for text in Self.texts + ["あいうえお", "e\u{301}e\u{301}e\u{301}", "ab\r\ncd"] {
            for n in 0...8 {
                #expect(text.hasAtMost(n) == (text.count <= n), "\(text.debugDescription) ≤ \(n)")
            }
        }
    }
}
