/// A fast lexer for Swift over UTF-8 bytes: comments (nested), strings (interpolated, multi-line, raw),
/// regex literals where unambiguous, key paths, attributes, directives, numbers, operators.
///
/// It never fails: problems such as an unterminated string become `LexicalIssue`s and lexing resumes
/// on the next line, so that one mistake yields one diagnostic.
public struct SwiftLexer {
    /// The tokens and problems of one source text.
    public struct Result: Sendable {
        public var source: SourceText
        /// Every token, comments included, in source order.
        public var tokens: [SwiftToken]
        public var issues: [LexicalIssue]
        /// The tokens without comments: what checks and rules walk.
        public var code: [SwiftToken]
        public var comments: [SwiftToken]
    }

    let source: SourceText
    let b: [UInt8]
    var i = 0
    var tokens: [SwiftToken] = []
    var issues: [LexicalIssue] = []
    var sawSpace = false
    var lastCodeEndLine = 0
    var lineCursor = 0

    public static func lex(_ text: String) -> Result {
        lex(SourceText(text))
    }

    public static func lex(_ source: SourceText) -> Result {
        var lexer = SwiftLexer(source: source)
        lexer.run()
        var code: [SwiftToken] = []
        var comments: [SwiftToken] = []
        code.reserveCapacity(lexer.tokens.count)
        for token in lexer.tokens { if token.kind == .comment { comments.append(token) } else { code.append(token) } }
        return Result(source: source, tokens: lexer.tokens, issues: lexer.issues, code: code, comments: comments)
    }

    init(source: SourceText) {
        self.source = source
        self.b = source.bytes
        tokens.reserveCapacity(b.count / 4)
    }

    // MARK: - Main loop

    mutating func run() {
        let n = b.count
        if n >= 2, b[0] == 0x23, b[1] == 0x21 {            // #! shebang
            let s = i
            while i < n, b[i] != 0x0A { i += 1 }
            emit(.comment, s)
        }
        while i < n {
            let c = b[i]
            switch c {
            case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C:
                i += 1; sawSpace = true
            case 0x2F where peek(1) == 0x2F:                    // //
                let s = i
                while i < n, b[i] != 0x0A { i += 1 }
                emit(.comment, s); sawSpace = true
            case 0x2F where peek(1) == 0x2A:                    // /*
                let s = i
                if !skipBlockComment() {
                    issues.append(LexicalIssue(.unterminatedBlockComment, at: s))
                }
                emit(.comment, s); sawSpace = true
            case 0x22:                                           // "
                lexString(start: i, hashes: 0)
            case 0x23:                                           // #
                lexHash()
            case 0x40:                                           // @
                let s = i
                i += 1
                if i < n, isIdentifierHead(at: i) {
                    skipIdentifier()
                    // A qualified attribute such as `@RegexBuilder.RegexComponentBuilder`.
                    while i + 1 < n, b[i] == 0x2E, isIdentifierHead(at: i + 1), b[i + 1] >= 0x41 && b[i + 1] <= 0x5A { i += 1; skipIdentifier() }
                    emit(.attribute, s)
                } else { emit(.punctuation, s) }
            case 0x5C:                                           // backslash
                lexKeyPath()
            case 0x60:                                           // `ident`
                let s = i
                i += 1
                while i < n, b[i] != 0x60, b[i] != 0x0A { i += 1 }
                if i < n, b[i] == 0x60 { i += 1 } else { issues.append(LexicalIssue(.unterminatedBacktick, at: s)) }
                emit(.identifier, s)
            case 0x30...0x39:
                lexNumber()
            case 0x28, 0x29, 0x5B, 0x5D, 0x7B, 0x7D, 0x2C, 0x3A, 0x3B:
                let s = i; i += 1; emit(.punctuation, s)
            case 0x24:                                           // $0, $name
                let s = i
                i += 1
                while i < n, isIdentifierContinue(at: i) { i += scalarLength(at: i) }
                emit(.identifier, s)
            case 0x2F where regexAllowed():
                if !lexRegex(hashes: 0) { lexOperator() }
            case 0x80...:
                if let kind = cjkSlip(at: i) {
                    let s = i
                    i += scalarLength(at: i)
                    issues.append(LexicalIssue(kind, at: s, length: i - s))
                    if kind == .nonBreakingSpace || kind == .invalidWhitespace { sawSpace = true } else { emit(.punctuation, s) }
                } else if isOperatorStart(at: i) {
                    lexOperator()
                } else {
                    let s = i
                    skipIdentifier()
                    emitWord(s)
                }
            default:
                if isOperatorStart(at: i) {
                    lexOperator()
                } else if isIdentifierHead(at: i) {
                    let s = i
                    skipIdentifier()
                    emitWord(s)
                } else {
                    let s = i
                    i += scalarLength(at: i)
                    issues.append(LexicalIssue(.unexpectedCharacter, at: s, length: i - s))
                    emit(.punctuation, s)
                }
            }
        }
    }

    // MARK: - Emitting

    @inline(__always) func peek(_ k: Int) -> UInt8? { i + k < b.count ? b[i + k] : nil }

    /// One-byte token texts, made once: most punctuation tokens take their text from here.
    static let asciiTexts: [String] = (0..<128).map { String(UnicodeScalar(UInt8($0))) }

    mutating func emit(_ kind: SwiftToken.Kind, _ start: Int) {
        let text = i - start == 1 && b[start] < 0x80 ? Self.asciiTexts[Int(b[start])] : String(decoding: b[start..<i], as: UTF8.self)
        let starts = source.lineStarts
        while lineCursor + 1 < starts.count, starts[lineCursor + 1] <= start { lineCursor += 1 }
        let position = source.position(of: start, lineIndex: lineCursor)
        var endLine = position.line
        if kind == .comment || kind == .string {
            while lineCursor + 1 < starts.count, starts[lineCursor + 1] <= i - 1 { lineCursor += 1 }
            endLine = lineCursor + 1
        }
        let first = lastCodeEndLine != position.line
        if kind != .comment { lastCodeEndLine = endLine }
        tokens.append(SwiftToken(kind: kind, text: text, start: start, end: i, position: position, endLine: endLine,
                                 isFirstOnLine: first, hasLeadingSpace: sawSpace || start == 0))
        sawSpace = false
    }

    mutating func emitWord(_ start: Int) {
        let text = String(decoding: b[start..<i], as: UTF8.self)
        let afterDot = tokens.last.map { $0.kind == .punctuation && $0.text == "." } ?? false
        var kind: SwiftToken.Kind
        if afterDot && text != "self" && text != "init" && text != "Type" && text != "Protocol" {
            kind = .identifier
        } else if isKeywordCandidate(start), SwiftKeywords.all.contains(text) {
            kind = .keyword
            // A keyword used as an argument label: `for: .valueChanged`.
            if i < b.count, b[i] == 0x3A, let previous = tokens.last,
               previous.kind == .punctuation, previous.text == "(" || previous.text == "," {
                kind = .identifier
            }
        } else if let f = b[start...].first, f >= 0x41 && f <= 0x5A || (f == 0x5F && start + 1 < i && b[start + 1] >= 0x41 && b[start + 1] <= 0x5A) {
            kind = .typeIdentifier
        } else {
            kind = .identifier
        }
        emit(kind, start)
    }

    /// Cheap filter before the keyword set: keywords are short and start lowercase or with `_`,
    /// except `Self`.
    func isKeywordCandidate(_ start: Int) -> Bool {
        let length = i - start
        guard length >= 2 || b[start] == 0x5F, length <= 15 else { return false }
        let c = b[start]
        if c >= 0x61 && c <= 0x7A || c == 0x5F { return true }
        return c == 0x53 && length == 4        // Self
    }

    // MARK: - Comments

    /// Skips a (nested) block comment starting at `i`; false when it runs to the end of the text.
    mutating func skipBlockComment() -> Bool {
        var depth = 0
        let n = b.count
        while i < n {
            if b[i] == 0x2F, i + 1 < n, b[i + 1] == 0x2A { depth += 1; i += 2; continue }
            if b[i] == 0x2A, i + 1 < n, b[i + 1] == 0x2F {
                depth -= 1; i += 2
                if depth == 0 { return true }
                continue
            }
            i += 1
        }
        return false
    }

    // MARK: - #: raw strings, directives, extended regex

    mutating func lexHash() {
        let s = i
        let n = b.count
        var k = i
        while k < n, b[k] == 0x23 { k += 1 }
        let hashes = k - i
        if k < n, b[k] == 0x22 {
            i = k
            lexString(start: s, hashes: hashes)
            return
        }
        if k < n, b[k] == 0x2F {
            let saved = i
            i = k
            if lexRegex(hashes: hashes, start: s) { return }
            i = saved
        }
        if hashes == 1, k < n, isIdentifierHead(at: k) {
            i = k
            skipIdentifier()
            emit(.directive, s)
            return
        }
        i = k
        emit(.punctuation, s)
    }

    // MARK: - Regex literals

    /// Whether a `/` here may start a regex literal: not after something that ends an expression.
    func regexAllowed() -> Bool {
        guard let next = peek(1), next != 0x20, next != 0x09, next != 0x0A, next != 0x3D, next != 0x2F, next != 0x2A else {
            return false
        }
        guard let last = tokens.last(where: { !$0.isComment }) else { return true }
        switch last.kind {
        case .identifier, .typeIdentifier, .string, .number, .keyPath: return false
        case .keyword: return !["self", "Self", "true", "false", "nil", "super"].contains(last.text)
        case .punctuation: return !(last.text == ")" || last.text == "]" || last.text == "}")
        case .operator: return last.hasLeadingSpace
        default: return true
        }
    }

    /// Lexes `/…/` (or `#/…/#`) with the slash at `i`, on one line; false (nothing consumed) otherwise.
    mutating func lexRegex(hashes: Int, start: Int? = nil) -> Bool {
        let n = b.count
        var k = i + 1
        while k < n, b[k] != 0x0A {
            if b[k] == 0x5C { k += 2; continue }
            if b[k] == 0x2F, closingHashes(after: k + 1, hashes) {
                if hashes == 0, k > 0, b[k - 1] == 0x20 { return false }   // `a / b / c`
                let s = start ?? i
                i = k + 1 + hashes
                emit(.string, s)
                return true
            }
            k += 1
        }
        return false
    }

    // MARK: - Key paths

    mutating func lexKeyPath() {
        let s = i
        i += 1
        let n = b.count
        var consumed = false
        if i < n, isIdentifierHead(at: i) { skipIdentifier(); consumed = true }
        while i + 1 < n, b[i] == 0x2E || b[i] == 0x3F || b[i] == 0x21 {
            if b[i] == 0x3F || b[i] == 0x21 { i += 1; continue }
            if isIdentifierHead(at: i + 1) { i += 1; skipIdentifier(); consumed = true } else { break }
        }
        emit(consumed ? .keyPath : .operator, s)
    }

    // MARK: - Numbers

    mutating func lexNumber() {
        let s = i
        let n = b.count
        func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }
        func isHex(_ c: UInt8) -> Bool { isDigit(c) || (c | 0x20) >= 0x61 && (c | 0x20) <= 0x66 }
        if b[i] == 0x30, let p = peek(1), p == 0x78 || p == 0x62 || p == 0x6F {   // 0x 0b 0o
            i += 2
            while i < n, isHex(b[i]) || b[i] == 0x5F { i += 1 }
            if p == 0x78, i + 1 < n, b[i] == 0x2E, isHex(b[i + 1]) {
                i += 1
                while i < n, isHex(b[i]) || b[i] == 0x5F { i += 1 }
            }
            if p == 0x78, i < n, b[i] | 0x20 == 0x70 {
                i += 1
                if i < n, b[i] == 0x2B || b[i] == 0x2D { i += 1 }
                while i < n, isDigit(b[i]) || b[i] == 0x5F { i += 1 }
            }
        } else {
            while i < n, isDigit(b[i]) || b[i] == 0x5F { i += 1 }
            if i + 1 < n, b[i] == 0x2E, isDigit(b[i + 1]) {
                i += 1
                while i < n, isDigit(b[i]) || b[i] == 0x5F { i += 1 }
            }
            if i < n, b[i] | 0x20 == 0x65 {
                var k = i + 1
                if k < n, b[k] == 0x2B || b[k] == 0x2D { k += 1 }
                if k < n, isDigit(b[k]) {
                    i = k
                    while i < n, isDigit(b[i]) || b[i] == 0x5F { i += 1 }
                }
            }
        }
        emit(.number, s)
    }

    // MARK: - Operators

    mutating func lexOperator() {
        let s = i
        let n = b.count
        if b[i] == 0x2E {                                        // operators that start with a dot
            i += 1
            while i < n, b[i] == 0x2E || (isOperatorStart(at: i) && !startsComment(at: i)) { i += scalarLength(at: i) }
            emit(i - s == 1 ? .punctuation : .operator, s)
            return
        }
        i += scalarLength(at: i)
        while i < n, b[i] != 0x2E, isOperatorStart(at: i), !startsComment(at: i) { i += scalarLength(at: i) }
        emit(.operator, s)
    }

    func startsComment(at k: Int) -> Bool {
        b[k] == 0x2F && k + 1 < b.count && (b[k + 1] == 0x2F || b[k + 1] == 0x2A)
    }
}
