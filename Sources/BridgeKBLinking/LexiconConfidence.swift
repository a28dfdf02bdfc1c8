import Foundation
import BridgeKBText

/// How sure the mined lexicon is that two terms translate each other: a value in 0…1 made of three
/// parts, each of which can only lower it (``LexiconMiner`` drops the pairs below its floor, so only
/// confident pairs are listed and expand searches):
///
/// - **specificity**: Dice's coefficient — the two terms occur together rather than each elsewhere;
/// - **evidence**: how many *sections* the pair was linked in, `1 − ½ˢ` (one section ½, two ¾, three ⅞):
///   a phrase repeated down one table is one piece of evidence, not five;
/// - **form**: whether the two strings look like a term and its translation. A side that is a piece of
///   the other (`祖先` ⇄ `到某个祖先坐`, `固有サイズ` ⇄ `固有`), a window cut from a longer run at the
///   longest window length (the term could start or end anywhere in it), a lone particle (`在`) or a
///   phrase with `的` in it is no term (0). Two Han terms that share a character and differ by at most
///   one in length are cognates (`設定` ⇄ `设置`: 1, and they count as one more section of evidence); a
///   katakana word against a Han term no longer than it is a loanword and its native term (1); other
///   shapes count less, and two Han terms whose lengths are far apart least (`解放` ⇄ `视图永不释放`).
public struct LexiconConfidence: Sendable {
    /// One side of a pair: its matching form and whether it ever stood as a whole run of Han and katakana.
    public struct Side: Sendable {
        public var key: String
        public var wholeRun: Bool
        public init(key: String, wholeRun: Bool) { self.key = key; self.wholeRun = wholeRun }
    }

    /// The longest window ``TermCandidates`` cuts from a longer run.
    public var longestWindow: Int

    public init(longestWindow: Int) { self.longestWindow = longestWindow }

    /// Chinese function words that begin or end no term: a window cut from a longer run that starts or
    /// ends with one (`可以省`, `个确定`) is a piece of a sentence.
    public static let functionWords: [[Unicode.Scalar]] = ["可以", "我们", "我会", "如果", "因为", "所以", "已经", "或者", "以及", "这些", "那些"]
        .map { Array($0.unicodeScalars) }

    /// What the two strings' shapes say, and whether they are cognates.
    public func form(_ a: Side, _ b: Side) -> (factor: Double, cognate: Bool) {
        let x = Shape(a.key), y = Shape(b.key)
        for (side, shape) in [(a, x), (b, y)] {
            if shape.scalars.count == 1, TermCandidates.functionCharacters.contains(shape.scalars[0]) { return (0, false) }
            if shape.han.contains("的") { return (0, false) }
            if !side.wholeRun, shape.kana.isEmpty {
                if shape.han.count >= longestWindow { return (0, false) }
                if shape.startsOrEndsWithFunctionWord { return (0, false) }
            }
        }
        if x.isPieceOf(y) || y.isPieceOf(x) { return (0, false) }
        if x.kana.isEmpty, y.kana.isEmpty {
            let (short, long) = x.han.count <= y.han.count ? (x.han, y.han) : (y.han, x.han)
            let shared = Set(short).intersection(long).count
            if long.count - short.count <= 1, 2 * shared >= long.count { return (1, true) }
            return (Double(long.count) <= 1.5 * Double(short.count) ? 0.8 : 0.4, false)
        }
        if x.han.isEmpty != y.han.isEmpty, x.kana.isEmpty != y.kana.isEmpty {
            // A katakana word and a Han term: a native term is rarely longer than the loanword it translates.
            let (kana, han) = x.han.isEmpty ? (x.kana, y.han) : (y.kana, x.han)
            return (han.count <= max(kana.count, 3) ? 1 : 0.5, false)
        }
        // A side mixing Han and katakana: its Han should be translated on the other side.
        if !x.han.isEmpty, !y.han.isEmpty, Set(x.han).isDisjoint(with: y.han) { return (0.5, false) }
        return (0.8, false)
    }

    /// The evidence `sections` distinct sections give (one more for cognates): `1 − ½ˢ`.
    public static func evidence(sections: Int, cognate: Bool) -> Double {
        1 - pow(0.5, Double(sections + (cognate ? 1 : 0)))
    }

    /// The confidence of a pair: specificity × evidence × form, to three places.
    public func confidence(_ a: Side, _ b: Side, dice: Double, sections: Int) -> Double {
        Self.confidence(dice: dice, sections: sections, form: form(a, b))
    }

    /// The confidence of a pair whose ``form(_:_:)`` is known.
    public static func confidence(dice: Double, sections: Int, form: (factor: Double, cognate: Bool)) -> Double {
        (dice * evidence(sections: sections, cognate: form.cognate) * form.factor * 1000).rounded() / 1000
    }

    /// A term's scalars split into its Han and its other (katakana) scalars.
    struct Shape {
        var scalars: [Unicode.Scalar]
        var han: [Unicode.Scalar]
        var kana: [Unicode.Scalar]

        init(_ key: String) {
            scalars = Array(key.unicodeScalars)
            han = scalars.filter(HanFolding.isHan)
            kana = scalars.filter { !HanFolding.isHan($0) }
        }

        /// Whether the term starts or ends with a Chinese function character or word.
        var startsOrEndsWithFunctionWord: Bool {
            guard let first = han.first, let last = han.last, han.count >= 2 else { return false }
            if TermCandidates.functionCharacters.contains(first) || TermCandidates.functionCharacters.contains(last) { return true }
            return LexiconConfidence.functionWords.contains { word in
                han.count > word.count && (Array(han.prefix(word.count)) == word || Array(han.suffix(word.count)) == word)
            }
        }

        /// Whether this term is a part of `other` that leaves something of `other` untranslated: its Han
        /// (it has nothing else) lies inside `other`'s, and `other` has more Han or katakana besides.
        func isPieceOf(_ other: Shape) -> Bool {
            guard kana.isEmpty, !han.isEmpty, other.han.count >= han.count else { return false }
            guard other.han.count > han.count || !other.kana.isEmpty else { return false }
            return (0...(other.han.count - han.count)).contains { start in Array(other.han[start..<(start + han.count)]) == han }
        }
    }
}

