/// A problem the lexer found at a byte offset, such as an unterminated string literal.
public struct LexicalIssue: Hashable, Sendable {
    /// The kinds of lexical problem, each with a stable rule id and a short message.
    public enum Kind: String, Sendable, CaseIterable {
        case unterminatedString, unterminatedMultilineString, unterminatedBlockComment
        case unterminatedInterpolation, invalidEscape, unterminatedBacktick, unexpectedCharacter

        public var ruleID: String {
            switch self {
            case .unterminatedString, .unterminatedMultilineString: return "syntax.unterminated-string"
            case .unterminatedBlockComment: return "syntax.unterminated-comment"
            case .unterminatedInterpolation: return "syntax.unterminated-interpolation"
            case .invalidEscape: return "syntax.invalid-escape"
            case .unterminatedBacktick: return "syntax.unterminated-identifier"
            case .unexpectedCharacter: return "syntax.unexpected-character"
            }
        }

        public var message: String {
            switch self {
            case .unterminatedString: return "unterminated string literal"
            case .unterminatedMultilineString: return "unterminated multi-line string literal"
            case .unterminatedBlockComment: return "unterminated block comment"
            case .unterminatedInterpolation: return "unterminated string interpolation"
            case .invalidEscape: return "invalid escape sequence in string literal"
            case .unterminatedBacktick: return "unterminated backquoted identifier"
            case .unexpectedCharacter: return "unexpected character in source"
            }
        }
    }

    public var kind: Kind
    /// Byte offset and length of the offending text.
    public var offset: Int
    public var length: Int

    public init(_ kind: Kind, at offset: Int, length: Int = 1) {
        self.kind = kind; self.offset = offset; self.length = length
    }
}
