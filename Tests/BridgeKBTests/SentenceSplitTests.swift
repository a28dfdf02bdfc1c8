import Testing
@testable import BridgeKBExtraction

/// Where a sentence ends, for titles, cues and an entry's fields: after `。！？!?`, and after a `.` followed by a
/// space — unless a Japanese particle follows, which never opens a sentence: the dot closed a name or a piece of
/// code inside the sentence (`self. を戻します`, `Ver. の`).
@Suite struct SentenceSplitTests {
    func sentences(_ text: String) -> [String] {
        let scalars = Array(text.unicodeScalars)
        return CautionRecognizer.sentences(scalars).map { range in
            String(String.UnicodeScalarView(scalars[range])).trimmingCharacters(in: .whitespaces)
        }
    }

    @Test func aDotBeforeAParticleDoesNotEndTheSentence() {
        #expect(sentences("ビルドを通すため self. を付け直します。これで動きます。")
                == ["ビルドを通すため self. を付け直します。", "これで動きます。"])
        #expect(sentences("古い API. は使えません。") == ["古い API. は使えません。"])
    }

    @Test func aDotBeforeAnotherSentenceStillEndsIt() {
        #expect(sentences("Call it once. Then update the view.") == ["Call it once.", "Then update the view."])
        #expect(sentences("This is deprecated. しかし iOS 14 では使えます。") == ["This is deprecated.", "しかし iOS 14 では使えます。"])
    }
}
