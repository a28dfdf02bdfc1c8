/// One search token: normalised text plus the class that sets its weight.
public struct Token: Hashable, Codable, Sendable, CustomStringConvertible {
    /// How a token was made; each kind has a fixed weight.
    public enum Kind: String, Codable, Sendable, CaseIterable {
        /// A whole identifier or word: `updateuiview`, `ios`, `17`.
        case word
        /// A camelCase, `_` or letter/digit part of a word that has two or more: `update`, `ui`, `view`.
        case part
        /// Two adjacent characters of a run of Han and kana: `内存`, `存泄`.
        case bigram
        /// One character of a run of Han and kana, so a one-character query still works.
        case unigram

        /// The weight of the kind in query coverage and ranking.
        public var weight: Double {
            switch self {
            case .word, .bigram: return 1
            case .part: return 0.5
            case .unigram: return 0.25
            }
        }
    }

    public var text: String
    public var kind: Kind

    public init(_ text: String, _ kind: Kind) {
        self.text = text
        self.kind = kind
    }

    public var description: String { "\(kind.rawValue):\(text)" }
}
