/// Splits a template's source into text and tag tokens, applying `{{=… …=}}` delimiter changes as it goes.
struct MustacheTokenizer {
    private let bytes: [UInt8]
    private let locator: SourceLocator
    private let templateName: String
    private var open: [UInt8] = Array("{{".utf8)
    private var close: [UInt8] = Array("}}".utf8)
    private var tokens: [MustacheToken] = []

    // MARK: - Creating

    init(bytes: [UInt8], locator: SourceLocator, templateName: String) {
        self.bytes = bytes
        self.locator = locator
        self.templateName = templateName
    }

    // MARK: - Tokenizing

    /// All tokens of the source, in order; one linear pass over the bytes.
    mutating func tokenize() throws -> [MustacheToken] {
        var position = 0
        while position < bytes.count {
            guard let tagStart = find(open, from: position) else {
                appendText(from: position, to: bytes.count)
                break
            }
            appendText(from: position, to: tagStart)
            position = try readTag(at: tagStart)
        }
        return tokens
    }

    /// Appends `bytes[start..<end]` as text tokens, split so that each newline ends a token.
    private mutating func appendText(from start: Int, to end: Int) {
        var lineStart = start
        var index = start
        while index < end {
            if bytes[index] == UInt8(ascii: "\n") {
                tokens.append(textToken(lineStart, index + 1))
                lineStart = index + 1
            }
            index += 1
        }
        if lineStart < end { tokens.append(textToken(lineStart, end)) }
    }

    private func textToken(_ start: Int, _ end: Int) -> MustacheToken {
        MustacheToken(kind: .text(String(decoding: bytes[start..<end], as: UTF8.self)), offset: start)
    }

    // MARK: - Tags

    /// Reads the tag whose opening delimiter starts at `tagStart`; returns the offset after it.
    private mutating func readTag(at tagStart: Int) throws -> Int {
        let contentStart = tagStart + open.count
        let sigil = contentStart < bytes.count ? bytes[contentStart] : 0
        switch sigil {
        case UInt8(ascii: "{"):
            let (content, next) = try readContent(from: contentStart + 1, until: [UInt8(ascii: "}")] + close,
                                                  tagStart: tagStart, what: "triple mustache")
            let name = try validName(content, dotted: true, tagStart: tagStart)
            tokens.append(MustacheToken(kind: .variable(name: name, escaped: false), offset: tagStart))
            return next
        case UInt8(ascii: "="):
            let (content, next) = try readContent(from: contentStart + 1, until: [UInt8(ascii: "=")] + close,
                                                  tagStart: tagStart, what: "set-delimiters tag")
            try setDelimiters(content, tagStart: tagStart)
            tokens.append(MustacheToken(kind: .setDelimiters, offset: tagStart))
            return next
        case UInt8(ascii: "!"):
            let (_, next) = try readContent(from: contentStart + 1, until: close, tagStart: tagStart, what: "comment")
            tokens.append(MustacheToken(kind: .comment, offset: tagStart))
            return next
        case UInt8(ascii: "$"), UInt8(ascii: "<"):
            throw locator.error("template inheritance tags ('$' and '<') are not supported",
                                at: tagStart, template: templateName)
        default:
            break
        }
        let hasSigil = "#^/>&".utf8.contains(sigil)
        let (content, next) = try readContent(from: hasSigil ? contentStart + 1 : contentStart, until: close,
                                              tagStart: tagStart, what: "tag")
        let name = try validName(content, dotted: sigil != UInt8(ascii: ">"), tagStart: tagStart)
        let kind: MustacheToken.Kind
        switch sigil {
        case UInt8(ascii: "#"): kind = .sectionOpen(name: name, inverted: false)
        case UInt8(ascii: "^"): kind = .sectionOpen(name: name, inverted: true)
        case UInt8(ascii: "/"): kind = .sectionClose(name: name)
        case UInt8(ascii: ">"): kind = .partial(name: name, indent: nil)
        case UInt8(ascii: "&"): kind = .variable(name: name, escaped: false)
        default: kind = .variable(name: name, escaped: true)
        }
        tokens.append(MustacheToken(kind: kind, offset: tagStart))
        return next
    }

    /// The trimmed text between `start` and the next `terminator`, and the offset after the terminator.
    private func readContent(from start: Int, until terminator: [UInt8], tagStart: Int,
                             what: String) throws -> (String, Int) {
        guard let end = find(terminator, from: start) else {
            let expected = String(decoding: terminator, as: UTF8.self)
            throw locator.error("unclosed \(what): no '\(expected)' after it", at: tagStart, template: templateName)
        }
        let content = String(decoding: bytes[start..<end], as: UTF8.self)
        return (content.trimmingMustacheWhitespace(), end + terminator.count)
    }

    /// `content` if it is a usable name: non-empty, no inner whitespace, and (for `dotted` names,
    /// that is all but partial names) `.` or dot-separated non-empty parts.
    private func validName(_ content: String, dotted: Bool, tagStart: Int) throws -> String {
        if content.isEmpty {
            throw locator.error("empty tag: a name is missing", at: tagStart, template: templateName)
        }
        if content.contains(where: \.isMustacheWhitespace) {
            throw locator.error("invalid name '\(content)': names cannot contain whitespace",
                                at: tagStart, template: templateName)
        }
        if dotted, content != ".", content.split(separator: ".", omittingEmptySubsequences: false).contains(where: \.isEmpty) {
            throw locator.error("invalid dotted name '\(content)'", at: tagStart, template: templateName)
        }
        return content
    }

    /// Delimiters may be at most this many bytes long (which keeps scanning linear in practice).
    static let maxDelimiterBytes = 32

    /// Applies `{{=open close=}}`; both delimiters must be non-empty, at most 32 bytes long, and
    /// free of whitespace and '='.
    private mutating func setDelimiters(_ content: String, tagStart: Int) throws {
        let parts = content.split(whereSeparator: \.isMustacheWhitespace)
        guard parts.count == 2, !parts.contains(where: { $0.contains("=") }) else {
            throw locator.error("bad delimiters '\(content)': expected two delimiters without '=' "
                                + "separated by whitespace, as in {{=<% %>=}}", at: tagStart, template: templateName)
        }
        guard parts.allSatisfy({ $0.utf8.count <= Self.maxDelimiterBytes }) else {
            throw locator.error("bad delimiters '\(content)': each may be at most \(Self.maxDelimiterBytes) bytes long",
                                at: tagStart, template: templateName)
        }
        open = Array(parts[0].utf8)
        close = Array(parts[1].utf8)
    }

    // MARK: - Searching

    /// The offset of the first occurrence of `needle` at or after `start`.
    private func find(_ needle: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, needle.count <= bytes.count else { return nil }
        var index = start
        let last = bytes.count - needle.count
        while index <= last {
            if bytes[index] == first {
                var matched = 1
                while matched < needle.count, bytes[index + matched] == needle[matched] { matched += 1 }
                if matched == needle.count { return index }
            }
            index += 1
        }
        return nil
    }
}

// MARK: - Whitespace inside tags

fileprivate extension Character {
    /// Space, tab, CR or LF: the padding allowed around names inside tags.
    var isMustacheWhitespace: Bool {
        self == " " || self == "\t" || self == "\n" || self == "\r" || self == "\r\n"
    }
}

fileprivate extension StringProtocol {
    /// The string without leading and trailing tag padding.
    func trimmingMustacheWhitespace() -> String {
        guard let first = firstIndex(where: { !$0.isMustacheWhitespace }),
              let last = lastIndex(where: { !$0.isMustacheWhitespace }) else { return "" }
        return String(self[first...last])
    }
}
