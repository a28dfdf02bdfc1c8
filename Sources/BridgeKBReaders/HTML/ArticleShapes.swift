import BridgeKBModel
/// How blog platforms shape an article's markup beyond plain HTML, read by shape rather than by site:
/// a listing's language on the frame around its `<pre>`, copy controls and line-number gutters beside its
/// code, a table of contents made of in-page links, a message box in an `<aside>` inside the article.
extension HTMLBlockConverter {
    /// Class prefixes that name a listing's language (`language-swift`, `lang-swift`, GitHub's `highlight-source-swift`).
    static let languagePrefixes = ["language-", "lang-", "highlight-source-"]
    /// Class names that are a language by themselves (`<pre class="swift">`, `<figure class="highlight swift">`).
    static let plainLanguages: Set<String> = ["swift", "dot", "graphviz", "text"]

    /// The language an element names for the listing it is or holds: its `data-lang` / `data-language`, else a
    /// prefixed class (the last wins), else a class that is a language by itself.
    static func declaredLanguage(_ node: HTMLNode) -> String? {
        var info = node.attributes["data-lang"] ?? node.attributes["data-language"]
        for name in node.classes {
            for prefix in languagePrefixes where name.hasPrefix(prefix) && name.count > prefix.count {
                info = String(name.dropFirst(prefix.count))
            }
        }
        if info?.trimmed.isEmpty ?? true { info = node.classes.first(where: plainLanguages.contains) }
        return info?.trimmed.isEmpty == false ? info : nil
    }

    /// The converter for the content of `child`: the language its frame names, whether it is an article.
    func inside(_ child: HTMLNode) -> HTMLBlockConverter {
        var inner = self
        if let language = Self.declaredLanguage(child) { inner.frameLanguage = language }
        if child.name == "article" { inner.inArticle = true }
        return inner
    }

    // MARK: - Listings

    /// The code of a `<pre>`: when it holds a `<code>` element, only the code (what a platform adds beside it inside
    /// the `<pre>` — a copy control, a gutter of line numbers — is not); controls inside the code are not either.
    static func listingText(_ pre: HTMLNode) -> String {
        let holdsCode = pre.children.contains { $0.kind == .element && $0.name == "code" }
        return pre.children.map { child in
            holdsCode && child.kind == .element && child.name != "code" ? "" : rawText(child)
        }.joined()
    }

    /// Whether an element is a control (a copy button drawn with a `<div>` or `<span>`), not text: `role="button"`,
    /// or a class with a `copy`, `btn` or `button` part (`copy-code-btn`, `hljs-button`; not `copyable`, `copyright`).
    static func isControl(_ node: HTMLNode) -> Bool {
        guard node.kind == .element else { return false }
        if node.attributes["role"]?.lowercased() == "button" { return true }
        return node.classes.contains { name in
            name.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).contains { ["copy", "btn", "button"].contains($0) }
        }
    }

    /// Whether a list is the gutter of line numbers beside a listing (which libxml2 moves out after the `<pre>`
    /// that held it): its items are `1` … `n`, one per line of the code, and nothing else.
    static func numbersTheLines(of code: Snippet, _ list: ListBlock) -> Bool {
        let lines = code.code.split(separator: "\n", omittingEmptySubsequences: false).count
        return list.items.count == lines && list.items.enumerated().allSatisfy { index, item in
            item.text == String(index + 1) && item.children.isEmpty
        }
    }

    // MARK: - Tables of contents

    /// Whether a list is a table of contents: every item is only links to places in the page (`href="#…"`),
    /// with nested lists of the same kind. Its text is the headings', read where they are.
    static func isTableOfContents(_ list: HTMLNode) -> Bool {
        let items = list.children.filter { $0.kind == .element && $0.name == "li" }
        return !items.isEmpty && items.allSatisfy { onlyLinks($0, inPage: true) }
    }

    /// Whether every visible text below `node` is inside a link (to a place in the page, with `inPage`), and it holds one.
    private static func onlyLinks(_ node: HTMLNode, inPage: Bool) -> Bool {
        var sawLink = false
        func check(_ node: HTMLNode) -> Bool {
            for child in node.children {
                if child.kind == .text {
                    if !child.text.allSatisfy(\.isWhitespace) { return false }
                    continue
                }
                if isSkipped(child) { continue }
                if child.name == "a" {
                    let href = child.attributes["href"]?.trimmed ?? ""
                    guard !inPage || href.count > 1 && href.hasPrefix("#") else { return false }
                    sawLink = true
                    continue
                }
                if !check(child) { return false }
            }
            return true
        }
        return check(node) && sawLink
    }

    // MARK: - Callouts

    /// Whether an element is a callout inside the article — an `<aside>` (a platform's message box, which may hold a
    /// heading of its own) that holds no navigation and no list of links, as a related-posts box would.
    static func isCallout(_ node: HTMLNode) -> Bool {
        guard node.kind == .element, node.name == "aside", !node.isHidden else { return false }
        var pending = node.children
        while let child = pending.popLast() {
            guard child.kind == .element else { continue }
            if child.name == "nav" { return false }
            if ["ul", "ol"].contains(child.name), onlyLinks(child, inPage: false) { return false }
            pending += child.children
        }
        return true
    }

    /// Whether a callout's paragraph is only its icon glyph (`!`, `💡`): no letter or digit.
    static func isGlyph(_ text: String) -> Bool {
        !text.unicodeScalars.contains { $0.properties.isAlphabetic || $0.properties.numericType != nil }
    }
}
