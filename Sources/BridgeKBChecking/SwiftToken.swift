/// One lexical token of Swift source: its kind, byte span and position (line, UTF-8 and character column).
public struct SwiftToken: Hashable, Sendable {
    /// What a token is, in the vocabulary a syntax highlighter needs.
    public enum Kind: String, Codable, Sendable, CaseIterable {
        case keyword, identifier, typeIdentifier, attribute, string, number, comment
        case `operator`, punctuation, keyPath, directive
    }

    public var kind: Kind
    /// The token's text as written (for strings and comments, including delimiters).
    public var text: String
    /// UTF-8 byte offsets of the token in its source, `start..<end`.
    public var start: Int
    public var end: Int
    /// Where the token starts: 1-based line, UTF-8 byte column and character column.
    public var position: SourcePosition
    /// The 1-based line the token ends on (differs from `position.line` for multi-line tokens).
    public var endLine: Int
    /// Whether no code token (only whitespace or comments) precedes the token on its line.
    public var isFirstOnLine: Bool
    /// Whether whitespace or a comment separates the token from the previous one.
    public var hasLeadingSpace: Bool

    public init(kind: Kind, text: String, start: Int, end: Int, position: SourcePosition, endLine: Int,
                isFirstOnLine: Bool, hasLeadingSpace: Bool) {
        self.kind = kind; self.text = text; self.start = start; self.end = end; self.position = position
        self.endLine = endLine; self.isFirstOnLine = isFirstOnLine; self.hasLeadingSpace = hasLeadingSpace
    }

    public var line: Int { position.line }

    /// Whether the token is trivia (a comment) that checks should look through.
    public var isComment: Bool { kind == .comment }

    /// Whether the token is the punctuation or operator `symbol`.
    @inlinable public func isSymbol(_ symbol: String) -> Bool {
        (kind == .punctuation || kind == .operator) && end - start == symbol.utf8.count && text == symbol
    }

    /// Whether the token is the word `word` (keyword, identifier or type identifier).
    @inlinable public func isWord(_ word: String) -> Bool {
        (kind == .keyword || kind == .identifier || kind == .typeIdentifier) && end - start == word.utf8.count && text == word
    }

    /// Whether the token is an identifier of either kind.
    public var isName: Bool { kind == .identifier || kind == .typeIdentifier }
}
