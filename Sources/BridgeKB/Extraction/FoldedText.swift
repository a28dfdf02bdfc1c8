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

    /// The folded scalars of `text`.
    static func fold(_ text: String) -> [Unicode.Scalar] {
        var result: [Unicode.Scalar] = []
        result.reserveCapacity(text.utf8.count)
        // ASCII needs only lowercasing; most listings, identifiers and English prose take this path.
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            for scalar in text.unicodeScalars {
                result.append((0x41...0x5A).contains(scalar.value) ? Unicode.Scalar(scalar.value + 0x20)! : scalar)
            }
            return result
        }
        var compatible = text
        if !text.unicodeScalars.allSatisfy(TextNormalizer.isNFKCStable) {
            var view = String.UnicodeScalarView()
            for scalar in text.unicodeScalars {
                view.append(TextNormalizer.isNFKCStable(scalar) ? scalar : single(String(scalar).precomposedStringWithCompatibilityMapping) ?? scalar)
            }
            compatible = String(view)
        }
        let folded = hanFolding?.fold(compatible) ?? compatible
        for scalar in folded.unicodeScalars {
            switch scalar.value {
            case 0x41...0x5A:
                result.append(Unicode.Scalar(scalar.value + 0x20)!)
            case 0..<0x80, 0x3000..<0xA000:
                // ASCII, and the CJK symbols, kana and ideographs, which have no case: asking every
                // character of Chinese prose for its lowercase mapping cost more than folding it.
                result.append(scalar)
            default:
                result.append(scalar.properties.changesWhenLowercased ? single(scalar.properties.lowercaseMapping) ?? scalar : scalar)
            }
        }
        return result
    }

    /// The one scalar of `text`, or nil when it has none or several.
    private static func single(_ text: String) -> Unicode.Scalar? {
        var iterator = text.unicodeScalars.makeIterator()
        guard let first = iterator.next(), iterator.next() == nil else { return nil }
        return first
    }
}
