import Foundation

/// Rules a team's guideline states without a condition: an item that only picks a way, in a list whose other
/// items state rules, and a sentence of prose that recommends one way by its ending.
extension RuleRecognizer {
    /// `String Interpolation を使う`, `…protocol を定義して delegate を経由すると良い`, `Use async/await for new code`:
    /// in a list whose other items state rules (a team's guideline), an item one of whose sentences picks a way —
    /// it opens or closes with a choice verb, or ends recommending (`recommendingEnding`) — asking nothing, naming
    /// nothing that goes wrong and holding no arrow (a chain of steps or inferences). Returns the item's first clause
    /// and the sentence that picks, or nil.
    func guideline(_ text: String) -> (title: String, use: String)? {
        let folded = cues.fold(text)
        let f = folded.scalars
        let sentences = CautionRecognizer.sentences(f)
        guard let first = sentences.first else { return nil }
        for sentence in sentences {
            let s = Array(f[sentence])
            guard !Self.isQuestion(s), !cues.goesWrong(s), !s.contains(where: Self.isArrow),
                  Self.choiceOpensOrCloses(s, cues: cues) || cues.endsWith(.recommendingEnding, f, sentence) else { continue }
            let title = Self.clause(folded.original(first)).trimmingCharacters(in: .init(charactersIn: "-*•・ "))
            let use = Self.clause(folded.original(sentence)).trimmingCharacters(in: .init(charactersIn: "-*•・ "))
            guard !title.isEmpty, !use.isEmpty else { return nil }
            return (title, use)
        }
        return nil
    }

    /// `…SVG として書き出してアセットに入れるのが良い。`, `…なので guard let で抜けるのが望ましいです。`, `…放在 Info.plist 里为宜。`:
    /// the first sentence of a paragraph that ends recommending a way (`recommendingEnding`), names an option (a
    /// name in Latin letters among Chinese or Japanese words, or code) and nothing that goes wrong, asking nothing and
    /// holding no arrow; with the number of lines before it.
    func recommendedWay(_ text: String) -> (title: String, lineOffset: Int)? {
        let folded = cues.fold(text)
        let f = folded.scalars
        for sentence in CautionRecognizer.sentences(f) {
            let s = Array(f[sentence])
            // (`「X → Y」とわかるのが望ましい`: a chain of what the reader infers is no way of doing something.)
            guard cues.endsWith(.recommendingEnding, f, sentence), !Self.isQuestion(s), !cues.goesWrong(s), Self.namesOption(s),
                  !s.contains(where: Self.isArrow),
                  let start = f[sentence].firstIndex(where: { !$0.properties.isWhitespace }) else { continue }
            let title = EntryExtractor.oneLine(folded.original(sentence)).trimmed
                .trimmingCharacters(in: .init(charactersIn: "。.！!*_ "))
            guard !title.isEmpty else { continue }
            return (title, Cue.lineOffset(f, before: start))
        }
        return nil
    }

    /// `推荐用 X 而不是 Y。`, `Y よりも X を使うのがおすすめです。`, `Prefer X rather than Y.`, `如果使用 X 而不是 Y，就可以…`: a
    /// sentence of prose that sets one option aside for another (`preference`) and recommends the one it keeps or picks
    /// it under a condition — a sentence that only opens with a choice verb (`用 X 取代 Y，改进…`) is as often a summary
    /// of what a page does; with the number of lines before it.
    func preferenceInProse(_ text: String) -> (title: String, use: String, lineOffset: Int)? {
        let folded = cues.fold(text)
        let f = folded.scalars
        for sentence in CautionRecognizer.sentences(f) {
            // A clause after a semicolon answers the one before it (`X can end up under Y; prefer A over B then`:
            // a caution and its fix), no choice of its own.
            if sentence.lowerBound > 0, f[sentence.lowerBound - 1] == ";" || f[sentence.lowerBound - 1] == "；" { continue }
            // (The connector itself aside: `rather than` is also a word of recommendation.)
            var s = Array(f[sentence])
            if let connector = cues.set(.preferenceConnector).firstMatch(in: s) {
                s.replaceSubrange(connector, with: [Unicode.Scalar](repeating: " ", count: connector.count))
            }
            guard let start = f[sentence].firstIndex(where: { !$0.properties.isWhitespace }),
                  let preferred = preference(folded.original(sentence)),
                  cues.set(.recommendation).contains(in: s) || choiceAfterCondition(in: f, from: sentence.lowerBound, before: sentence.upperBound) != nil
            else { continue }
            return (preferred.title, preferred.use, Cue.lineOffset(f, before: start))
        }
        return nil
    }

    /// Whether a sentence names an option: code (`` `guard let` ``), or among Chinese or Japanese words a name in
    /// Latin letters (`PDF`, `Info.plist`).
    private static func namesOption(_ s: [Unicode.Scalar]) -> Bool {
        if s.contains("`") { return true }
        let latin = s.contains { $0.isASCII && $0.properties.isAlphabetic }
        let other = s.contains { !$0.isASCII && $0.properties.isAlphabetic }
        return latin && other
    }
}
