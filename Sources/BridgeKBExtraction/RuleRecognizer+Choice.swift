import Foundation

/// Rules a sentence states by naming the choice itself: how to choose between two options.
extension RuleRecognizer {
    /// `…，所以在选择 weak 还是 unowned 时，要看生命周期。`, `X と Y のどちらを使うかは、…で決めます。`,
    /// `When choosing between X and Y, count the receivers.`: the first sentence of a paragraph in which a word of
    /// choosing (`choosing`) is followed by one that sets two options side by side (`alternatives`: `还是`, `どちら`,
    /// `between`) — asking nothing and sending the reader nowhere else. Returns the sentence from the clause
    /// that chooses (what goes before it tells the options apart) and the number of lines before that clause.
    func choiceBetween(_ text: String) -> (title: String, lineOffset: Int)? {
        let folded = cues.fold(text)
        let f = folded.scalars
        for sentence in CautionRecognizer.sentences(f) {
            let s = Array(f[sentence])
            guard !Self.isQuestion(s), !cues.set(.referencePhrase).contains(in: s),
                  let choosing = cues.set(.choosing).firstMatch(in: s),
                  cues.set(.alternatives).firstMatch(in: s, from: choosing.lowerBound) != nil else { continue }
            // The clause that chooses opens after the last comma before the word of choosing, and after the
            // connectives that open it (`所以`, `So`).
            var start = sentence.lowerBound + choosing.lowerBound
            while start > sentence.lowerBound, !Self.endsClause(f[start - 1]) { start -= 1 }
            while start < sentence.upperBound, Cue.isSpace(f[start]) { start += 1 }
            start = cues.afterConnective(f, from: start, before: sentence.upperBound) ?? start
            let title = EntryExtractor.oneLine(folded.original(start..<sentence.upperBound)).trimmed
                .trimmingCharacters(in: .init(charactersIn: "。.！!*_ "))
            guard !title.isEmpty else { continue }
            return (title, Cue.lineOffset(f, before: start))
        }
        return nil
    }

    private static func endsClause(_ c: Unicode.Scalar) -> Bool { "，,、；;".unicodeScalars.contains(c) }
}
