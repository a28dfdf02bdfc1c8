/// The character classes of the search tokenizer, as exact scalar ranges so that the site's
/// JavaScript can reproduce them (see docs/search.md).
public enum SearchCharacterClass {
    // MARK: - Classes

    /// Han ideographs, kana and the CJK iteration and numeral marks: characters that form bigrams.
    public static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3005...0x3007, 0x3021...0x3029, 0x3031...0x3035, 0x303B...0x303C, // 々〆〇, numerals, marks
             0x3041...0x309F,                                                // hiragana
             0x30A1...0x30FA, 0x30FC...0x30FF, 0x31F0...0x31FF,              // katakana (not ゠ ・)
             0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3FFFF: // Han
            return true
        default:
            return false
        }
    }

    /// Hiragana or katakana (half-width katakana included): text with any is Japanese.
    public static func isKana(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3041...0x309F, 0x30A1...0x30FA, 0x30FC...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F: return true
        default: return false
        }
    }

    /// A katakana letter: a prolonged sound mark `ー` right after one is dropped.
    public static func isKatakanaLetter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x30A1...0x30FA, 0x31F0...0x31FF: return true
        default: return false
        }
    }

    /// A character of an identifier or word: `_`, or a letter, number or mark that is not CJK.
    public static func isWord(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let v = scalar.value
            return (0x30...0x39).contains(v) || (0x41...0x5A).contains(v) || (0x61...0x7A).contains(v) || v == 0x5F
        }
        guard !isCJK(scalar) else { return false }
        return isLetter(scalar) || isNumber(scalar) || isMark(scalar)
    }

    // MARK: - General categories

    // ASCII is answered without the Unicode property tables (most tokens are ASCII identifiers);
    // the answers are the same: in ASCII, only A–Z and a–z are letters and only 0–9 are numbers.

    public static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return (0x41...0x5A).contains(scalar.value) || (0x61...0x7A).contains(scalar.value) }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: return true
        default: return false
        }
    }

    public static func isNumber(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return (0x30...0x39).contains(scalar.value) }
        switch scalar.properties.generalCategory {
        case .decimalNumber, .letterNumber, .otherNumber: return true
        default: return false
        }
    }

    public static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return false }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }

    public static func isUppercase(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return (0x41...0x5A).contains(scalar.value) }
        return scalar.properties.generalCategory == .uppercaseLetter
    }

    public static func isLowercase(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return (0x61...0x7A).contains(scalar.value) }
        return scalar.properties.generalCategory == .lowercaseLetter
    }
}
