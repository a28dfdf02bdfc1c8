import Foundation
import BridgeKBText

/// A text folded for matching cue words — NFKC, Han folded to Simplified Chinese (OpenCC, as search
/// does), lowercase — one scalar for one scalar, so that a match in the folded text maps back to the
/// original text by position.
struct FoldedText {
    let original: String
    /// The folded scalars; `scalars.count` is the number of scalars of `original`.
    let scalars: [Unicode.Scalar]

    /// The Han folder, shared with search; without OpenCC's data, Han characters are left as they are.
    static let hanFolding: HanFolding? = try? HanFolding.shared()

    init(_ text: String, folder: ScalarFolder) {
        original = text
        scalars = folder.fold(text)
    }

    init(_ text: String) {
        original = text
        scalars = Self.fold(text)
    }

    private init(original: String, scalars: [Unicode.Scalar]) {
        self.original = original
        self.scalars = scalars
    }

    var count: Int { scalars.count }

    /// The part of the text at the scalars `range`, already folded: a sentence of a paragraph read again
    /// without folding it a second time.
    func slice(_ range: Range<Int>) -> FoldedText {
        FoldedText(original: original(range), scalars: Array(scalars[range]))
    }

    /// The original text of the scalars `range`.
    func original(_ range: Range<Int>) -> String {
        let view = original.unicodeScalars
        let start = view.index(view.startIndex, offsetBy: range.lowerBound)
        let end = view.index(start, offsetBy: range.count)
        return String(view[start..<end])
    }

    /// The original text from scalar `offset` to the end.
    func original(from offset: Int) -> String { original(offset..<count) }

    /// The folded scalars of `text` (for cue words and other one-off texts; a document's prose goes
    /// through a `ScalarFolder`).
    static func fold(_ text: String) -> [Unicode.Scalar] {
        text.unicodeScalars.map(foldScalar)
    }

    /// One scalar folded: NFKC when that gives one scalar, Han folded, lowercased when that gives one.
    static func foldScalar(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        if scalar.value < 0x80 {
            return (0x41...0x5A).contains(scalar.value) ? Unicode.Scalar(scalar.value + 0x20)! : scalar
        }
        var s = scalar
        if !TextNormalizer.isNFKCStable(s), let compatible = single(String(s).precomposedStringWithCompatibilityMapping) {
            s = compatible
        }
        if HanFolding.isHan(s), let folding = hanFolding, let folded = single(folding.fold(s)) {
            s = folded
        }
        if s.value < 0x80 { return (0x41...0x5A).contains(s.value) ? Unicode.Scalar(s.value + 0x20)! : s }
        if s.properties.changesWhenLowercased, let lower = single(s.properties.lowercaseMapping) { s = lower }
        return s
    }

    /// The one scalar of `text`, or nil when it has none or several.
    private static func single(_ text: String) -> Unicode.Scalar? {
        var iterator = text.unicodeScalars.makeIterator()
        guard let first = iterator.next(), iterator.next() == nil else { return nil }
        return first
    }
}
