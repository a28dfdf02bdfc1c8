import BridgeKBModel
/// Puts a fragment in the synthetic context in which it is valid Swift: members inside a struct,
/// statements inside a function, a modifier chain after an expression.
public enum SnippetWrapper {
    /// A wrapped listing: the text to check, and how many lines precede the snippet's first line.
    public struct Wrapped: Sendable, Hashable {
        public var text: String
        public var kind: Snippet.Kind
        /// Lines of synthetic prefix; snippet line `n` is line `n + prefixLines` of `text`.
        public var prefixLines: Int
        /// The number of lines of the snippet itself.
        public var snippetLines: Int

        /// Whether a 1-based line of `text` belongs to the snippet.
        public func isSnippetLine(_ line: Int) -> Bool {
            line > prefixLines && line <= prefixLines + snippetLines
        }
    }

    public static func wrap(_ code: String, kind: Snippet.Kind) -> Wrapped {
        let lines = code.utf8.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
        let body = code.hasSuffix("\n") ? code : code + "\n"
        switch kind {
        case .memberFragment:
            return Wrapped(text: "struct _Snippet {\n" + body + "}\n", kind: kind, prefixLines: 1, snippetLines: lines)
        case .statements:
            return Wrapped(text: "func _snippet() {\n" + body + "}\n", kind: kind, prefixLines: 1, snippetLines: lines)
        case .modifierChain:
            return Wrapped(text: "func _snippet() {\n_ = EmptyView()\n" + body + "}\n", kind: kind, prefixLines: 2,
                           snippetLines: lines)
        case .declaration, .pseudoCode, .dot, .text:
            return Wrapped(text: body, kind: kind, prefixLines: 0, snippetLines: lines)
        }
    }
}
