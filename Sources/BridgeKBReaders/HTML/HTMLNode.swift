/// One node of a parsed HTML page, copied out of libxml2 into a Swift value: an element with its
/// attributes and children, or a run of text.
struct HTMLNode: Sendable {
    /// Elements and text; comments and processing instructions are not copied.
    enum Kind: Sendable { case element, text }

    var kind: Kind
    /// The element name, lowercased (empty for text).
    var name: String = ""
    var attributes: [String: String] = [:]
    var children: [HTMLNode] = []
    /// The text of a text node, entities resolved.
    var text: String = ""
    /// The 1-based source line where libxml2 saw the node start.
    var line: Int = 0

    /// The first source line with visible content (text nodes often start with a newline).
    var firstLine: Int {
        guard kind == .text else { return line }
        return line + text.prefix { $0.isWhitespace }.filter { $0 == "\n" }.count
    }

    /// The last source line the node's visible content reaches.
    var lastLine: Int {
        guard kind == .element else {
            guard let last = text.lastIndex(where: { !$0.isWhitespace }) else { return line }
            return line + text[...last].filter { $0 == "\n" }.count
        }
        return children.reduce(line) { max($0, $1.lastLine) }
    }

    /// The element's classes.
    var classes: [String] {
        (attributes["class"] ?? "").split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).map(String.init)
    }

    /// Whether the page hides the element: `hidden`, `aria-hidden="true"`, or `display:none` /
    /// `visibility:hidden` in its style attribute.
    var isHidden: Bool {
        guard kind == .element else { return false }
        if attributes["hidden"] != nil { return true }
        if attributes["aria-hidden"]?.trimmed.lowercased() == "true" { return true }
        let style = (attributes["style"] ?? "").lowercased().filter { !$0.isWhitespace }
        return style.contains("display:none") || style.contains("visibility:hidden")
    }

    /// The first descendant element (depth first, this node included) that satisfies `predicate`,
    /// not looking inside elements for which `skip` holds.
    func first(where predicate: (HTMLNode) -> Bool, skipping skip: (HTMLNode) -> Bool) -> HTMLNode? {
        guard kind == .element, !skip(self) else { return nil }
        if predicate(self) { return self }
        for child in children {
            if let found = child.first(where: predicate, skipping: skip) { return found }
        }
        return nil
    }
}
