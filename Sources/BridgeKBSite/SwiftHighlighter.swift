import BridgeKBReaders
import BridgeKBChecking

/// Syntax highlighting for the site with the checker's own Swift lexer: each token becomes a span whose
/// class names its kind (`tok-keyword`, `tok-string` …); the text between tokens is copied as is.
public enum SwiftHighlighter {
    public static func html(_ code: String) -> String {
        let result = SwiftLexer.lex(code)
        let bytes = Array(code.utf8)
        var out = ""
        out.reserveCapacity(bytes.count * 2)
        var cursor = 0
        func text(_ range: Range<Int>) -> String { HTMLText.escape(String(decoding: bytes[range], as: UTF8.self)) }
        for token in result.tokens where token.start >= cursor && token.end <= bytes.count {
            if token.start > cursor { out += text(cursor..<token.start) }
            let body = text(token.start..<token.end)
            if let cls = cssClass(token.kind) { out += "<span class=\"\(cls)\">\(body)</span>" } else { out += body }
            cursor = token.end
        }
        if cursor < bytes.count { out += text(cursor..<bytes.count) }
        return out
    }

    static func cssClass(_ kind: SwiftToken.Kind) -> String? {
        switch kind {
        case .keyword: return "tok-keyword"
        case .typeIdentifier: return "tok-type"
        case .attribute: return "tok-attribute"
        case .string: return "tok-string"
        case .number: return "tok-number"
        case .comment: return "tok-comment"
        case .keyPath: return "tok-keypath"
        case .directive: return "tok-directive"
        case .identifier, .operator, .punctuation: return nil
        }
    }
}
