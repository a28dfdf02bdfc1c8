/// A BCP 47 language tag such as `zh-Hans` or `ja`; Codable as the tag itself.
public struct Language: Codable, Hashable, Sendable, Comparable, CustomStringConvertible {
    public let tag: String

    public init(_ tag: String) { self.tag = tag }

    public static let simplifiedChinese = Language("zh-Hans")
    public static let japanese = Language("ja")
    public static let english = Language("en")

    public var description: String { tag }

    /// Whether `tag` has the shape of a BCP 47 tag (language, optional script, optional region).
    public static func isValidTag(_ tag: String) -> Bool {
        let parts = tag.split(separator: "-", omittingEmptySubsequences: false)
        guard let first = parts.first, (2...3).contains(first.count),
              first.allSatisfy({ $0.isASCII && $0.isLowercase }) else { return false }
        for part in parts.dropFirst() {
            guard (2...8).contains(part.count), part.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else {
                return false
            }
        }
        return true
    }

    /// `tag` in BCP 47's conventional case — language lowercase, a four-letter script titlecase
    /// (`Hans`), a two-letter region uppercase (`TW`), the rest lowercase — when it has a tag's shape
    /// in any case (tags are case-insensitive: `zh-hans` is `zh-Hans`); nil when it has not.
    public static func canonicalTag(_ tag: String) -> String? {
        let parts = tag.split(separator: "-", omittingEmptySubsequences: false)
        guard let first = parts.first, (2...3).contains(first.count), first.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        var result = [first.lowercased()]
        for (n, part) in parts.dropFirst().enumerated() {
            guard (2...8).contains(part.count), part.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else { return nil }
            let letters = part.allSatisfy(\.isLetter)
            if n == 0 && part.count == 4 && letters {
                result.append(part.prefix(1).uppercased() + part.dropFirst().lowercased())
            } else if part.count == 2 && letters {
                result.append(part.uppercased())
            } else {
                result.append(part.lowercased())
            }
        }
        return result.joined(separator: "-")
    }

    /// The language `tag` names in any case (``canonicalTag(_:)``), or nil.
    public static func named(_ tag: String) -> Language? { canonicalTag(tag).map(Language.init) }

    /// The language a guide file's name gives (`zh-Hans.md` → zh-Hans), and whether the name was an
    /// alias read as another tag: `zh` and the mainland and Singapore regions (`zh-CN`, `zh-SG`) are
    /// zh-Hans, Taiwan, Hong Kong and Macau (`zh-TW`, `zh-HK`, `zh-MO`) zh-Hant, and a tag in another
    /// case its conventional case (`zh-hans` → zh-Hans). Nil for a name that is no language tag.
    public static func fromFileName(_ stem: String) -> (language: Language, alias: Bool)? {
        let lower = stem.lowercased()
        if ["zh", "zh-cn", "zh-sg", "zh-hans-cn", "zh-hans-sg"].contains(lower) { return (.simplifiedChinese, true) }
        if ["zh-tw", "zh-hk", "zh-mo", "zh-hant-tw", "zh-hant-hk"].contains(lower) { return (Language("zh-Hant"), true) }
        // Tags are case-insensitive (and so, often, is the disk): `zh-hans` is zh-Hans.
        guard let canonical = canonicalTag(stem) else { return nil }
        return (Language(canonical), canonical != stem)
    }

    /// Guesses the language of CJK text from its script: any kana means Japanese, else any Han means
    /// Simplified Chinese; `nil` when the text holds neither.
    public static func detect(in text: String) -> Language? {
        var sawHan = false
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x3040...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F: return .japanese
            case 0x4E00...0x9FFF, 0x3400...0x4DBF: sawHan = true
            default: continue
            }
        }
        return sawHan ? .simplifiedChinese : nil
    }

    /// The language's own name, for language switchers.
    public var nativeName: String { ["zh-Hans": "简体中文", "zh-Hant": "繁體中文", "ja": "日本語", "en": "English"][tag] ?? tag }

    public init(from decoder: Decoder) throws {
        tag = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(tag)
    }

    public static func < (lhs: Language, rhs: Language) -> Bool { lhs.tag < rhs.tag }
}
