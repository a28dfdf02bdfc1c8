import Testing
@testable import BridgeKBExtraction

/// A document's folder folds a text as `FoldedText.fold` does, one scalar for one scalar, whatever
/// the width of its UTF-8: ASCII, Latin, CJK (traditional and full-width), astral scalars, combining
/// marks, CR LF.
@Suite struct ScalarFolderTests {
    @Test func foldsAsFoldedTextDoes() {
        let folder = ScalarFolder()
        let texts = ["", "ABC xyz_09 @Observable", "Écrire ÀÉÎÕÜ ß ǅ", "這個問題會導致記憶體洩漏", "ＡＢＣ１２３　（全角）",
                     "ｶﾀｶﾅ ガ ｶﾞ", "😀 𠀋 𝐀", "e\u{301} か\u{3099}", "line\r\nnext\n", "İstanbul Σ ﬁ ㍻"]
        for text in texts {
            #expect(folder.fold(text) == FoldedText.fold(text), "\(text)")
            #expect(folder.fold(text) == FoldedText.fold(text), "again: \(text)")
            #expect(folder.fold(text).count == text.unicodeScalars.count)
        }
    }
}
