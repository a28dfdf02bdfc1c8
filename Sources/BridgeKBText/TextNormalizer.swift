import Foundation

/// The one text normaliser of search, used identically at index and query time: NFKC, lowercase,
/// Han folded to Simplified Chinese, `ー` after katakana dropped (rules in docs/search.md).
public struct TextNormalizer: Sendable {
    /// The Han folder (OpenCC jp2t then t2s, per character).
    public let folding: HanFolding

    public init(folding: HanFolding) { self.folding = folding }

    /// A normaliser over the process-wide ``HanFolding``.
    public static func standard() throws -> TextNormalizer {
        TextNormalizer(folding: try HanFolding.shared())
    }

    // MARK: - Normalising

    /// The normalised text: ``prepare(_:)`` then lowercase.
    public func normalize(_ text: String) -> String {
        TextNormalizer.lowercase(prepare(text))
    }

    /// Every step but lowercasing: NFKC, Han folding, `ー` after a katakana letter dropped. The
    /// tokenizer works on this form, because camelCase parts need the case.
    public func prepare(_ text: String) -> String {
        guard !text.isEmpty else { return "" }
        let compatible = text.unicodeScalars.allSatisfy(TextNormalizer.isNFKCStable)
            ? text : text.precomposedStringWithCompatibilityMapping
        return TextNormalizer.dropProlongedSoundMarks(folding.fold(compatible))
    }

    /// Scalars that NFKC leaves alone in any context (no decomposition, never composed with a
    /// neighbour): ASCII and C1 controls, 、。, precomposed kana, ー and the unified ideographs.
    /// Text made only of them skips the NFKC call, the common case for prose and code.
    package static func isNFKCStable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0...0x9F, 0x3001...0x3002, 0x3041...0x3096, 0x30A1...0x30FA, 0x30FC, 0x3400...0x4DBF, 0x4E00...0x9FFF:
            return true
        default:
            return false
        }
    }

    /// The text with each scalar replaced by its Unicode full lowercase mapping (no context rules).
    public static func lowercase(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { (0x41...0x5A).contains($0.value) || !($0.isASCII || isUncased($0)) }) else {
            return text
        }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                let v = scalar.value
                result.append((0x41...0x5A).contains(v) ? Unicode.Scalar(v + 0x20)! : scalar)
            } else if isUncased(scalar) {
                result.append(scalar)
            } else {
                result.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
            }
        }
        return String(result)
    }

    /// Scalars that have no case: CJK symbols and punctuation, kana, bopomofo, the CJK ideographs and
    /// their extensions, Hangul syllables. Their lowercase mapping is themselves, and looking it up
    /// builds a string per scalar: Chinese and Japanese text skips it (a test checks every one).
    package static func isUncased(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3000...0x9FFF, 0xAC00...0xD7A3, 0x20000...0x3FFFF: return true
        default: return false
        }
    }

    // MARK: - Prolonged sound mark

    /// The text without every `ー` (U+30FC) that follows a katakana letter or such a dropped `ー`:
    /// メモリー → メモリ, コーーヒー → コヒ; すごーい keeps its mark.
    static func dropProlongedSoundMarks(_ text: String) -> String {
        guard text.unicodeScalars.contains("\u{30FC}") else { return text }
        var result = String.UnicodeScalarView()
        var afterKatakana = false
        for scalar in text.unicodeScalars {
            if scalar == "\u{30FC}" && afterKatakana { continue }
            result.append(scalar)
            afterKatakana = SearchCharacterClass.isKatakanaLetter(scalar)
        }
        return String(result)
    }
}
