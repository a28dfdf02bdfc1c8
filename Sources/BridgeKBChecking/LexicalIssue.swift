import BridgeKBModel
/// A problem the lexer found at a byte offset, such as an unterminated string literal.
public struct LexicalIssue: Hashable, Sendable {
    /// The kinds of lexical problem, each with a stable rule id and a short message.
    public enum Kind: String, Sendable, CaseIterable {
        case unterminatedString, unterminatedMultilineString, unterminatedBlockComment
        case unterminatedInterpolation, invalidEscape, unterminatedBacktick, unexpectedCharacter
        /// U+00A0 where a space belongs (a warning: the compiler accepts it).
        case nonBreakingSpace
        /// U+3000 and other spaces that are not Swift whitespace.
        case invalidWhitespace
        /// “ ” ‘ ’ typed instead of straight quotes.
        case curlyQuote
        /// （ ） ， ： ； and other full-width punctuation from a CJK input method.
        case fullWidthPunctuation
        /// A raw control character (ESC, DEL, a tab in a one-line string…) inside a string literal.
        case controlCharacter

        /// Errors stop the code from parsing; a non-breaking space only draws a compiler warning.
        public var severity: Diagnostic.Severity { self == .nonBreakingSpace ? .warning : .error }

        public var ruleID: String { described.ruleID }
        public var message: String { described.message }

        private var described: (ruleID: String, message: String) {
            switch self {
            case .unterminatedString: return ("syntax.unterminated-string", "unterminated string literal")
            case .unterminatedMultilineString: return ("syntax.unterminated-string", "unterminated multi-line string literal")
            case .unterminatedBlockComment: return ("syntax.unterminated-comment", "unterminated block comment")
            case .unterminatedInterpolation: return ("syntax.unterminated-interpolation", "unterminated string interpolation")
            case .invalidEscape: return ("syntax.invalid-escape", "invalid escape sequence in string literal")
            case .unterminatedBacktick: return ("syntax.unterminated-identifier", "unterminated backquoted identifier")
            case .unexpectedCharacter: return ("syntax.unexpected-character", "unexpected character in source")
            case .nonBreakingSpace: return ("syntax.non-breaking-space", "non-breaking space (U+00A0) used instead of a space")
            case .invalidWhitespace: return ("syntax.invalid-whitespace", "full-width or invisible space in code; use a regular space")
            case .curlyQuote: return ("syntax.curly-quote", "curly quote in code; use a straight quote")
            case .fullWidthPunctuation: return ("syntax.full-width-punctuation", "full-width punctuation in code; use its ASCII form")
            case .controlCharacter:
                return ("syntax.control-character", "control character in a string literal; write it as an escape such as \\u{1B}")
            }
        }
    }

    public var kind: Kind
    /// Byte offset and length of the offending text.
    public var offset: Int
    public var length: Int

    /// The control character's code point, for `.controlCharacter`.
    public var scalar: UInt32?

    public init(_ kind: Kind, at offset: Int, length: Int = 1, scalar: UInt32? = nil) {
        self.kind = kind; self.offset = offset; self.length = length; self.scalar = scalar
    }

    /// The diagnostic's message: the kind's, naming the character where there is one
    /// ("control character U+001B in a string literal; write it as \u{1B}").
    public var message: String {
        guard kind == .controlCharacter, let scalar else { return kind.message }
        let hex = String(scalar, radix: 16, uppercase: true)
        return "control character U+\(String(repeating: "0", count: max(0, 4 - hex.count)) + hex) in a string literal; "
            + "write it as \\u{\(hex)}"
    }
}
