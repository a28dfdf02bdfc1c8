import BridgeKBModel
/// Turns an HTML element tree into bridgekb headings and blocks: h1–h6, p, pre/code, ul/ol, table,
/// blockquote; page chrome (script, style, nav, header, footer, aside) and hidden elements are skipped.
/// How blog platforms shape an article beyond that (listing frames, controls in listings, tables of contents,
/// message boxes) is in ArticleShapes.swift.
struct HTMLBlockConverter {
    /// The language the nearest wrapper around the current element names for its listings
    /// (`<div class="code-frame" data-lang="swift">`), if any.
    var frameLanguage: String?
    /// Whether the current element is inside an `<article>`, where an `<aside>` is a callout, not a sidebar.
    var inArticle = false

    /// Elements whose content is never guide text.
    static let skipped: Set<String> = ["script", "style", "nav", "header", "footer", "aside", "noscript", "template",
                                       "head", "title", "meta", "link", "iframe", "svg", "canvas", "form", "button",
                                       "select", "input", "textarea", "dialog", "menu", "object", "embed"]
    /// Elements that lay out text inline.
    static let inline: Set<String> = ["a", "span", "em", "strong", "b", "i", "u", "s", "del", "ins", "mark", "small",
                                      "sub", "sup", "abbr", "cite", "q", "kbd", "samp", "var", "time", "label",
                                      "font", "bdi", "bdo", "data", "wbr", "code", "tt", "img", "br", "ruby", "rt", "rp"]

    static func isSkipped(_ node: HTMLNode) -> Bool {
        node.kind == .element && (skipped.contains(node.name) || node.isHidden)
    }

    /// Headings and blocks of `node`'s content, in reading order; inside lists and quotes
    /// headings read as paragraphs.
    func elements(of node: HTMLNode, nested: Bool = false) -> [MarkupElement] {
        var result: [MarkupElement] = []
        var pending: [HTMLNode] = []

        func flush() {
            defer { pending = [] }
            let text = Self.inlineText(pending)
            let visible = pending.filter { $0.kind == .element || !$0.text.isBlankLine && !$0.text.allSatisfy(\.isWhitespace) }
            guard !text.isEmpty, let first = visible.first else { return }
            let last = visible.map(\.lastLine).max() ?? first.firstLine
            result.append(.block(.paragraph(Paragraph(text: text, range: SourceRange(lines: first.firstLine, max(last, first.firstLine))))))
        }

        for child in node.children {
            if child.kind == .text { pending.append(child); continue }
            if inArticle, Self.isCallout(child) {
                flush()
                result += blockQuote(child)
                continue
            }
            if Self.isSkipped(child) { continue }
            if Self.inline.contains(child.name) && !Self.containsBlock(child) { pending.append(child); continue }
            flush()
            switch child.name {
            case "h1", "h2", "h3", "h4", "h5", "h6":
                var text = Self.inlineText(child.children).replacingOccurrences(of: "\n", with: " ")
                // Permalink anchors that pages append to headings (`¶`, `#`, `§`).
                while let last = text.last, "¶#§🔗".contains(last) { text = String(text.dropLast()).trimmed }
                guard !text.isEmpty else { continue }
                if nested {
                    result.append(.block(.paragraph(Paragraph(text: text, range: range(child)))))
                } else {
                    let level = Int(String(child.name.dropFirst())) ?? 1
                    result.append(.heading(level: level, text: text, line: child.line, endLine: child.lastLine))
                }
            case "p":
                let text = Self.inlineText(child.children)
                if !text.isEmpty { result.append(.block(.paragraph(Paragraph(text: text, range: range(child))))) }
                else { result += elements(of: child, nested: nested) }
            case "pre":
                result.append(.block(codeBlock(child)))
            case "ul", "ol", "menu":
                if Self.isTableOfContents(child) { continue }
                let list = list(child)
                if case .block(let last)? = result.last, let code = last.snippet, Self.numbersTheLines(of: code, list) { continue }
                result.append(.block(.list(list)))
            case "table":
                if let table = table(child) { result.append(.block(.table(table))) }
            case "blockquote":
                result += blockQuote(child)
            case "hr":
                continue
            default:
                result += inside(child).elements(of: child, nested: nested)
            }
        }
        flush()
        return result
    }

    // MARK: - Code

    private func codeBlock(_ pre: HTMLNode) -> Block {
        let text = Self.listingText(pre)
        var code = text
        if code.hasPrefix("\n") { code.removeFirst() }
        while code.hasSuffix("\n") { code.removeLast() }
        let info = (pre.children.first { $0.name == "code" }).flatMap(Self.declaredLanguage) ?? Self.declaredLanguage(pre)
            ?? frameLanguage ?? ""
        let firstLine = pre.line + (text.hasPrefix("\n") ? 1 : 0)
        let end = firstLine + code.filter { $0 == "\n" }.count
        return CodeBlockFactory.block(code: code, info: info, fileName: nil,
                                      range: SourceRange(lines: pre.line, max(end, pre.line)), firstLine: firstLine)
    }

    // MARK: - Lists, tables, quotes

    private func list(_ node: HTMLNode) -> ListBlock {
        let items = node.children.filter { $0.kind == .element && $0.name == "li" && !$0.isHidden }.map { li in
            ListBlock.Item(markupBlocks: elements(of: li, nested: true).compactMap(\.block), range: range(li))
        }
        return ListBlock(ordered: node.name == "ol", items: items, range: range(node))
    }

    private func table(_ node: HTMLNode) -> Table? {
        var rows: [(cells: [String], header: Bool, line: Int)] = []
        func collect(_ n: HTMLNode, inHead: Bool) {
            for child in n.children where child.kind == .element && !child.isHidden {
                switch child.name {
                case "thead": collect(child, inHead: true)
                case "tbody", "tfoot": collect(child, inHead: false)
                case "tr":
                    let cells = child.children.filter { $0.kind == .element && ($0.name == "td" || $0.name == "th") }
                    guard !cells.isEmpty else { continue }
                    let texts = cells.map { Self.inlineText($0.children).replacingOccurrences(of: "\n", with: " ") }
                    rows.append((texts, inHead || cells.allSatisfy { $0.name == "th" }, child.line))
                default: continue
                }
            }
        }
        collect(node, inHead: false)
        guard !rows.isEmpty else { return nil }
        let width = rows.map(\.cells.count).max() ?? 0
        let padded = rows.map { ($0.cells + Array(repeating: "", count: width - $0.cells.count), $0.line) }
        let body = Array(padded.dropFirst())
        return Table(header: padded[0].0, rows: body.map(\.0), range: range(node), rowLines: body.map(\.1))
    }

    /// The quote's (or callout's) paragraphs become one note, without an icon glyph; its other blocks (code, lists) follow it.
    private func blockQuote(_ node: HTMLNode) -> [MarkupElement] {
        var texts: [String] = []
        var others: [MarkupElement] = []
        for block in elements(of: node, nested: true).compactMap(\.block) {
            if case .paragraph(let p) = block {
                if !Self.isGlyph(p.text) { texts.append(p.text) }
            } else {
                others.append(.block(block))
            }
        }
        guard !texts.isEmpty else { return others }
        return [.block(.note(CalloutParser.note(from: texts.joined(separator: "\n"), range: range(node))))] + others
    }

    // MARK: - Text

    private func range(_ node: HTMLNode) -> SourceRange { SourceRange(lines: node.line, max(node.line, node.lastLine)) }

    /// Whether an inline element wraps block content (`<a><div>…</div></a>`), as broken pages do.
    static func containsBlock(_ node: HTMLNode) -> Bool {
        node.children.contains { $0.kind == .element && !isSkipped($0) && (!inline.contains($0.name) || containsBlock($0)) }
    }

    /// Inline content as plain text: whitespace collapsed as a browser does, `<br>` as a newline,
    /// `<code>` in backticks, images by their alt text.
    static func inlineText(_ nodes: [HTMLNode]) -> String {
        var raw = ""
        func visit(_ node: HTMLNode) {
            if node.kind == .text { raw += node.text; return }
            if isSkipped(node) { return }
            switch node.name {
            case "br": raw += "\u{2028}"
            case "img": raw += ImageAltText.shown(node.attributes["alt"] ?? "")
            case "code", "tt", "kbd", "samp":
                let text = rawText(node)
                raw += text.contains("\n") ? text : "`\(text)`"
            default: node.children.forEach(visit)
            }
        }
        nodes.forEach(visit)
        var collapsed = ""
        var lastWasSpace = false
        for c in raw {
            if c == " " || c == "\t" || c == "\n" || c == "\r" {
                if !lastWasSpace { collapsed.append(" ") }
                lastWasSpace = true
            } else {
                collapsed.append(c)
                lastWasSpace = false
            }
        }
        return collapsed.split(separator: "\u{2028}", omittingEmptySubsequences: false)
            .map { $0.trimmed }.joined(separator: "\n").trimmed
    }

    /// All text below `node`, as written (for `<pre>`), with `<br>` as a newline.
    static func rawText(_ node: HTMLNode) -> String {
        if node.kind == .text { return node.text }
        if node.name == "br" { return "\n" }
        if isSkipped(node) && node.name != "pre" || isControl(node) { return "" }
        return node.children.map(rawText).joined()
    }
}
