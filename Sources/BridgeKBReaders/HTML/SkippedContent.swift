/// Elements the HTML reader skips although they hold guide content — a `<form>` wrapped around a
/// whole page, an `<object>` or `<iframe>` left open, a `<script>` left open that took in the rest
/// of the page as its text — so that skipping them is said (with the lines), never silent. Page
/// chrome (navigation, header, footer, aside) and hidden elements are skipped by design, unsaid.
enum SkippedContent {
    static let chrome: Set<String> = ["nav", "header", "footer", "aside", "head", "title", "meta", "link"]
    /// Elements that carry a guide's text.
    static let blocks: Set<String> = ["h1", "h2", "h3", "h4", "h5", "h6", "p", "pre", "ul", "ol", "table", "blockquote", "dl"]
    /// Elements whose content libxml2 reads as raw text up to their end tag.
    static let rawText: Set<String> = ["script", "style", "textarea", "xmp", "noembed", "noframes", "plaintext"]
    /// End tags that show a raw-text element swallowed page markup.
    static let swallowedTags = ["</p", "</h1", "</h2", "</h3", "</h4", "</h5", "</h6", "</div", "</li", "</pre", "</table", "</body"]

    /// The skipped elements under `root` that hold content (outermost only), in document order.
    static func find(in root: HTMLNode) -> [HTMLNode] {
        var found: [HTMLNode] = []
        var pending = [root]
        while let node = pending.popLast() {
            for child in node.children.reversed() where child.kind == .element {
                guard HTMLBlockConverter.isSkipped(child) else { pending.append(child); continue }
                if !child.isHidden, !chrome.contains(child.name), holdsContent(child) { found.append(child) }
            }
        }
        return found.sorted { $0.line < $1.line }
    }

    /// What to say about a skipped element that holds content.
    static func message(_ element: HTMLNode) -> String {
        let lines = element.lastLine > element.line ? "lines \(element.line)–\(element.lastLine)" : "line \(element.line)"
        if rawText.contains(element.name) {
            return "<\(element.name)> at line \(element.line) holds page markup up to line \(element.lastLine) (left open?); that text is not read"
        }
        return "content inside <\(element.name)> (\(lines)) is skipped: it holds headings or paragraphs"
    }

    private static func holdsContent(_ element: HTMLNode) -> Bool {
        if rawText.contains(element.name) {
            let text = element.children.filter { $0.kind == .text }.map(\.text).joined().lowercased()
            return swallowedTags.contains { text.contains($0) }
        }
        var pending = element.children
        while let node = pending.popLast() {
            if node.kind == .element, blocks.contains(node.name) { return true }
            pending += node.children
        }
        return false
    }
}
