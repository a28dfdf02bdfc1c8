import Foundation

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

    var count: Int { scalars.count }

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

/// Folds a document's texts scalar by scalar through a table of the Basic Multilingual Plane filled as
/// scalars are first seen: every paragraph of a guide is folded to look for cautions, and a table
/// look-up instead of a lock and a hashed cache per Han character (and a lowercase query per
/// character) is what keeps that affordable. One folder serves one document, on one thread.
final class ScalarFolder {
    /// Folded value + 1 by scalar value (0: not folded yet), for the BMP.
    private var table = [UInt32](repeating: 0, count: 0x10000)

    func fold(_ text: String) -> [Unicode.Scalar] {
        var result: [Unicode.Scalar] = []
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars { result.append(fold(scalar)) }
        return result
    }

    /// The folded scalars of a run of scalars (a text's opening, without making a string of it).
    func fold<S: Sequence>(_ scalars: S) -> [Unicode.Scalar] where S.Element == Unicode.Scalar {
        scalars.map(fold)
    }

    @inline(__always) func fold(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        let v = scalar.value
        if v < 0x80 { return v >= 0x41 && v <= 0x5A ? Unicode.Scalar(v + 0x20)! : scalar }
        guard v < 0x10000 else { return FoldedText.foldScalar(scalar) }
        var known = table[Int(v)]
        if known == 0 {
            known = FoldedText.foldScalar(scalar).value + 1
            table[Int(v)] = known
        }
        return Unicode.Scalar(known - 1)!
    }
}
