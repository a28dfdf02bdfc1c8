import Foundation
import Testing
@testable import BridgeKBModel
@testable import BridgeKBText
@testable import BridgeKBLinking

/// Candidate terms of CJK text for mining: katakana words, Han runs and their pieces, mixed runs.
@Suite struct TermCandidatesTests {
    let terms = TermCandidates(normalizer: try! TextNormalizer.standard())

    func keys(_ text: String) -> [String] { terms.candidates(in: text).map(\.key) }

    @Test func katakanaWordsAreOneCandidateWrittenAsInTheText() throws {
        let found = terms.candidates(in: "メモリーリークが発生し")
        let leak = try #require(found.first { $0.text.hasPrefix("メモリ") })
        #expect(leak.text == "メモリーリーク")          // as written, prolonged marks kept
        #expect(leak.key == "メモリリク")               // matching form, as search normalises
        #expect(leak.isWholeRun)
        #expect(keys("メモリーリークが発生し").contains("发生"))   // Han folded to Simplified
    }

    @Test func hiraganaEndsRunsAndVerbStemsAreNoTerms() {
        let found = keys("エラーを投げる")
        #expect(found.contains("エラ"))
        #expect(!found.contains("投"))
        #expect(keys("Result 型").contains("型"))       // a lone Han character with nothing after it is a word
    }

    /// A katakana verb (ハマる, ググる: the r-row okurigana or a small っ right after its stem) has no
    /// term in its stem; a katakana noun before a particle or する keeps its candidate.
    @Test func aKatakanaVerbStemBeforeItsOkuriganaIsNoTerm() {
        for text in ["ハマりどころ①：リストのスクロール", "ここでハマる", "ハマった点", "ハマらない", "ググれば分かる"] {
            #expect(!keys(text).contains { $0.hasPrefix("ハマ") || $0 == "ググ" }, "\(text): \(keys(text))")
        }
        #expect(keys("ハマりどころ①：リストのスクロール").contains("スクロル"))
        #expect(keys("ビューをラップする").contains("ラップ"))
        #expect(keys("ビューがラップされ").contains("ビュ"))
        #expect(keys("リストからビューを").contains("リスト"))
    }

    /// A heading's number label (`坑一：`, `问题三：`) is no term, nor part of one; the label's word stays.
    @Test func aHeadingNumberLabelIsNoTerm() {
        #expect(!keys("坑一：列表滚动时崩溃").contains("坑一"))
        #expect(keys("坑一：列表滚动时崩溃").contains("列表"))
        let third = keys("问题三：标题不折叠")
        #expect(!third.contains("问题三") && !third.contains("题三"))
        #expect(third.contains("问题"))
        #expect(keys("统一的接口").contains("统一"))       // a numeral inside a word, not a label
        #expect(keys("3.1 坑二：标题").allSatisfy { $0 != "坑二" })
    }

    @Test func chineseRunsGiveTheirPieces() {
        let found = keys("可以给类添加便利构造器")
        #expect(found.contains("便利构造器") && found.contains("便利") && found.contains("构造器"))
        #expect(!found.contains("可以给类添加便利构造器"))   // longer than a whole-run term
    }

    @Test func mixedRunsAreCandidatesWithTheirScriptPieces() {
        let found = keys("型パラメータを宣言します")
        #expect(found.contains("型パラメタ") && found.contains("パラメタ"))
    }

    @Test func aFunctionCharacterAtTheEdgeIsNotPartOfATerm() {
        #expect(TermCandidates.extendsByFunctionCharacter("在主线程", "主线程"))
        #expect(TermCandidates.extendsByFunctionCharacter("的常量", "常量"))
        #expect(!TermCandidates.extendsByFunctionCharacter("便利构造器", "便利构造"))
    }
}
