import BridgeKBText
/// The candidate terms of a piece of CJK text, for mining a bilingual lexicon: runs of katakana
/// (loanwords: `クロージャ`), runs of Han (`関連型`, and their 2–4 character substrings, since Chinese
/// writes words without spaces), and runs mixing the two (`型パラメータ`, `データ競合`). Hiragana,
/// which carries grammar (particles, inflections), ends a run and makes no candidate; ASCII words are
/// identical in every language and are anchors, not candidates.
///
/// Each candidate has its matching form (the search normaliser's: NFKC, Han folded, `ー` after
/// katakana dropped, lowercase), its place in that form (for telling overlapping candidates apart)
/// and its text as written.
public struct TermCandidates: Sendable {
    /// One candidate term of a text.
    public struct Candidate: Hashable, Sendable {
        /// The matching form (``TextNormalizer/normalize(_:)`` of the term).
        public var key: String
        /// The term as the text writes it.
        public var text: String
        /// Where the term lies, in scalars of the normalised text.
        public var range: Range<Int>
        /// Whether the term is a whole run of Han and katakana, not a piece of one.
        public var isWholeRun: Bool
    }

    /// The longest Han run taken whole, and the longest substring taken from longer runs.
    public var wholeRun = 6
    public var longestSubstring = 6
    /// The longest run mixing Han and katakana taken whole.
    public var longestMixedRun = 12

    public let normalizer: TextNormalizer

    /// Chinese function characters — structural particles, aspect markers, the copula, common
    /// prepositions and conjunctions, demonstratives, the general measure word — that begin or end no
    /// technical term. Chinese has no spaces, so `在主线程` and `主线程` always occur together when the
    /// text always says "在主线程…"; with this, the candidate that is a term plus such a character
    /// gives way to the term (``LexiconMiner`` keeps the longer of two candidates that always occur
    /// together otherwise: `便利构造器`, not `便利构造`).
    public static let functionCharacters: Set<Unicode.Scalar> = Set("的得了着在是和与或及把被让就也都还很这那该个一而则但其所".unicodeScalars)

    /// Whether `key` is a shorter candidate plus a function character at either end.
    public static func extendsByFunctionCharacter(_ key: String, _ shorter: String) -> Bool {
        let k = Array(key.unicodeScalars), s = Array(shorter.unicodeScalars)
        guard k.count == s.count + 1 else { return false }
        return (functionCharacters.contains(k[0]) && Array(k.dropFirst()) == s)
            || (functionCharacters.contains(k[k.count - 1]) && Array(k.dropLast()) == s)
    }

    /// Hiragana that, right after a katakana stem, inflect it as a verb (ハマる, ハマり, ハマった, ググれば:
    /// the r-row and the small っ): the stem is cut before its okurigana and is no term. Particles (が, を,
    /// から, より) and する's forms (ラップする, ラップされ) follow katakana nouns and start with none of these.
    public static let verbOkurigana: Set<Unicode.Scalar> = Set("らりるれろっ".unicodeScalars)

    /// Han numerals: a heading's number label ends in one (`坑一：`, `问题三：`, `第二：`).
    public static let numerals: Set<Unicode.Scalar> = Set("一二三四五六七八九十〇零两".unicodeScalars)

    public init(normalizer: TextNormalizer) { self.normalizer = normalizer }

    /// A scalar of the normalised text, with the class candidates are cut by and its source scalars.
    private struct Scalar {
        var value: Unicode.Scalar
        var script: Script
        /// The original scalars it comes from, with a dropped `ー` after it.
        var source: Range<Int>
    }

    private enum Script { case han, katakana, other }

    /// The candidates of `text`, in text order (a run's substrings after the run).
    public func candidates(in text: String) -> [Candidate] {
        let original = Array(text.unicodeScalars)
        let scalars = prepared(original)
        var result: [Candidate] = []
        var start = 0
        var first = true
        while start < scalars.count {
            guard scalars[start].script != .other else { start += 1; continue }
            var end = start
            while end < scalars.count, scalars[end].script != .other { end += 1 }
            addRun(start..<end, opensText: first, scalars, original, into: &result)
            first = false
            start = end
        }
        return result
    }

    /// Candidates of one maximal run of Han and katakana.
    /// `opensText`: no Han or katakana comes before the run in the text.
    private func addRun(_ run: Range<Int>, opensText: Bool, _ scalars: [Scalar], _ original: [Unicode.Scalar], into result: inout [Candidate]) {
        func add(_ range: Range<Int>) {
            let key = String(String.UnicodeScalarView(scalars[range].map(\.value)))
            let source = scalars[range.lowerBound].source.lowerBound..<scalars[range.upperBound - 1].source.upperBound
            result.append(Candidate(key: key, text: String(String.UnicodeScalarView(original[source])), range: range,
                                    isWholeRun: range == run))
        }
        // Script-homogeneous pieces: a katakana word, or a Han run.
        var pieces: [Range<Int>] = []
        var start = run.lowerBound
        for i in run where i + 1 == run.upperBound || scalars[i + 1].script != scalars[i].script {
            pieces.append(start..<(i + 1))
            start = i + 1
        }
        let next = run.upperBound < scalars.count ? scalars[run.upperBound].value : " "
        // A heading's number label opening the text (`坑一：…`, `3.1 问题三：…`): its numeral is no part of a
        // term; the label's word stays when it is a word of two characters or more (`问题`).
        if opensText, pieces.count == 1, scalars[run.lowerBound].script == .han,
           Self.numerals.contains(scalars[run.upperBound - 1].value), [":", "、", ".", " "].contains(next) {
            var end = run.upperBound
            while end > run.lowerBound, Self.numerals.contains(scalars[end - 1].value) { end -= 1 }
            guard end - run.lowerBound >= 2 else { return }
            pieces = [run.lowerBound..<end]
        }
        // A katakana verb's stem before its okurigana is no term, nor a run ending in it.
        let endsInVerbStem = scalars[run.upperBound - 1].script == .katakana && Self.verbOkurigana.contains(next)
        if pieces.count > 1, run.count <= longestMixedRun, !endsInVerbStem { add(run) }
        for piece in pieces {
            if scalars[piece.lowerBound].script == .katakana {
                if piece.count >= 2, !(endsInVerbStem && piece.upperBound == run.upperBound) { add(piece) }
                continue
            }
            // A lone Han character is a word only when nothing else of the run surrounds it (栈, 型) and
            // no hiragana follows it: a Japanese verb or adjective stem (投げる, 待つ) is no term.
            if piece.count == 1 {
                let next = piece.upperBound < scalars.count ? scalars[piece.upperBound].value : " "
                if pieces.count == 1, !(0x3041...0x309F).contains(next.value) { add(piece) }
                continue
            }
            if piece.count <= wholeRun { add(piece) }
            for length in stride(from: min(longestSubstring, piece.count - 1), through: 2, by: -1) {
                for offset in piece.lowerBound...(piece.upperBound - length) { add(offset..<(offset + length)) }
            }
        }
    }

    /// The text as the normaliser prepares it, scalar by scalar, each remembering where it came from.
    private func prepared(_ original: [Unicode.Scalar]) -> [Scalar] {
        var scalars: [Scalar] = []
        scalars.reserveCapacity(original.count)
        var afterKatakana = false
        for (index, scalar) in original.enumerated() {
            let compatible = TextNormalizer.isNFKCStable(scalar)
                ? [scalar] : Array(String(scalar).precomposedStringWithCompatibilityMapping.unicodeScalars)
            for value in compatible {
                if value == "\u{30FC}", afterKatakana, !scalars.isEmpty {
                    // Dropped from the matching form, kept in the text as written.
                    scalars[scalars.count - 1].source = scalars[scalars.count - 1].source.lowerBound..<(index + 1)
                    continue
                }
                let folded: Unicode.Scalar
                if HanFolding.isHan(value), let first = normalizer.folding.fold(value).unicodeScalars.first { folded = first }
                else { folded = value }
                let script: Script = HanFolding.isHan(folded) ? .han : SearchCharacterClass.isKatakanaLetter(folded) ? .katakana : .other
                scalars.append(Scalar(value: folded, script: script, source: index..<(index + 1)))
                afterKatakana = SearchCharacterClass.isKatakanaLetter(folded)
            }
        }
        return scalars
    }
}
