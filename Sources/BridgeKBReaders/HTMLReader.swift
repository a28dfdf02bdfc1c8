import Foundation
import BridgeKBModel
/// Reads saved HTML guides over libxml2: the page's `<main>` or `<article>` (else its body) without
/// navigation chrome or hidden elements, into the same model as the plain-text and Markdown readers.
public struct HTMLReader: GuideReader {
    public init() {}

    public func read(_ file: SourceFile, diagnostics: DiagnosticEngine) -> Document? {
        guard let text = TextDecoder.decodeGuide(file.data, path: file.path, diagnostics: diagnostics) else { return nil }
        return read(text: text, file: file, diagnostics: diagnostics)
    }

    /// Reads already-decoded HTML text.
    public func read(text: String, file: SourceFile, diagnostics: DiagnosticEngine) -> Document {
        var header = MarkupDocumentAssembler.Header()
        let parsed = text.isBlankLine ? LibXML2Bridge.Parsed() : LibXML2Bridge.parse(text)
        // Nothing is dropped silently: where the tree departs from the page, or the parser gave up, is said.
        for (ruleID, problems) in Dictionary(grouping: parsed.problems, by: \.ruleID).sorted(by: { $0.key < $1.key }) {
            let first = problems[0]
            let more = problems.count > 1 ? " (here and in \(problems.count - 1) more places)" : ""
            diagnostics.emit(.warning, ruleID, first.message + more, file: file.path, range: SourceRange(lines: first.line, first.line))
        }
        guard let root = parsed.root else {
            diagnostics.emit(.warning, "reader.empty", "file is empty", file: file.path)
            let language = file.declaredLanguage ?? .simplifiedChinese
            return Document(guide: file.guide, language: language, title: file.guide, source: file.path, format: file.format)
        }
        let content = Self.contentRoot(of: root)
        let pageTitle = Self.pageTitle(of: root)
        header.fallbackTitle = Self.articleTitle(of: content) ?? pageTitle
        let skipped = SkippedContent.find(in: content)
        for element in skipped {
            diagnostics.emit(.warning, "reader.skipped-content", SkippedContent.message(element), file: file.path,
                             range: SourceRange(lines: element.line, element.lastLine))
        }
        reportDroppedScripts(in: root, text: text, except: skipped, file: file, diagnostics: diagnostics)
        var elements = HTMLBlockConverter(inArticle: content.name == "article").elements(of: content)
        if let index = Self.openingTitleIndex(elements, pageTitle: header.fallbackTitle), case .heading(_, let text, _, _) = elements[index] {
            header.title = text
            elements.remove(at: index)
        }
        if elements.isEmpty {
            diagnostics.emit(.warning, "reader.empty", "page has no visible guide content", file: file.path)
        }
        var language = file.declaredLanguage
        if language == nil, let lang = root.attributes["lang"], let named = Language.named(lang) { language = named }
        let plain = elements.compactMap(\.block).map(\.plainText).joined(separator: "\n")
        return MarkupDocumentAssembler.assemble(
            elements, header: header, file: file,
            language: language ?? DocumentParser.language(of: file, text: plain, diagnostics: diagnostics))
    }

    /// The index of an opening heading that says what the page's title says (its article header's `<h1>`, `og:title`
    /// or `<title>`) and so repeats the title: an `<h1>` when the body uses `<h1>` for sections as well (a platform shows
    /// the post's title as the article's first `<h1>`, and its author may write `#` headings), or a heading alone at
    /// its level or above (a platform that shifts the body's headings down, `#` → `<h3>`). That one is the title, not
    /// a section over the rest. A lone `<h1>` at the top is the title anyway (`MarkupDocumentAssembler`).
    static func openingTitleIndex(_ elements: [MarkupElement], pageTitle: String?) -> Int? {
        guard let pageTitle, MarkupDocumentAssembler.titleHeadingIndex(elements) == nil else { return nil }
        let headings = elements.indices.compactMap { index -> (index: Int, level: Int, text: String)? in
            if case .heading(let level, let text, _, _) = elements[index] { return (index, level, text) } else { return nil }
        }
        guard let first = headings.first, first.text.trimmed == pageTitle.trimmed,
              first.level == 1 || !headings.dropFirst().contains(where: { $0.level <= first.level }) else { return nil }
        return first.index
    }

    /// What a saved page is called when its article has no `<h1>`: its `og:title`, else its `<title>` without
    /// the site's name that blogs append to it.
    static func pageTitle(of root: HTMLNode) -> String? {
        let all: (HTMLNode) -> Bool = { _ in false }
        if let og = root.first(where: { $0.name == "meta" && $0.attributes["property"] == "og:title" }, skipping: all)?
            .attributes["content"]?.trimmingCharacters(in: .whitespacesAndNewlines), !og.isEmpty { return og }
        return root.first(where: { $0.name == "title" }, skipping: all)
            .map { withoutSiteName(HTMLBlockConverter.inlineText($0.children)) }.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// A page title without the site's name after it: `Post | Blog`, `Post - Qiita`, `Post｜Zenn` → `Post`; and
    /// `Post_作者的博客-CSDN博客` → `Post`, where a second, different mark sets off the author's name. A part
    /// after an unspaced `_` or `-` counts only in Chinese or Japanese (`snake_case`, `Auto-Layout` are words).
    static func withoutSiteName(_ title: String) -> String {
        var rest = title.trimmingCharacters(in: .whitespacesAndNewlines)
        var dropped: String?
        while let (mark, head) = lastPart(of: rest), mark != dropped {
            rest = head
            dropped = mark
        }
        return rest
    }

    /// The title before its last part, and the mark that sets the part off, when that part is short enough
    /// to be a site's or an author's name.
    private static func lastPart(of title: String) -> (mark: String, head: String)? {
        let marks = [" | ", "｜", " - ", " – ", " — ", "_", "-"]
        guard let (mark, range) = marks.compactMap({ mark in title.range(of: mark, options: .backwards).map { (mark, $0) } })
            .max(by: { $0.1.upperBound < $1.1.upperBound }) else { return nil }
        let head = title[..<range.lowerBound].trimmingCharacters(in: .whitespaces)
        let part = title[range.upperBound...]
        guard !head.isEmpty, part.count <= maxSiteName, !part.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
        if mark == "_" || mark == "-", !part.unicodeScalars.contains(where: { $0.value >= 0x3040 }) { return nil }
        return (mark, head)
    }

    /// The most characters a site's or author's name after a title takes.
    static let maxSiteName = 30

    /// The rule of the note that says a page's `<script>` elements were dropped.
    public static let droppedScriptRule = "reader.dropped-script"

    /// One note for the page's `<script>` elements (head included) at the first one's line and column:
    /// dropping them is right, but not silently. A script left open that took in the page is a
    /// `reader.skipped-content` warning already (`except`).
    private func reportDroppedScripts(in root: HTMLNode, text: String, except reported: [HTMLNode], file: SourceFile,
                                      diagnostics: DiagnosticEngine) {
        let reportedLines = Set(reported.filter { $0.name == "script" }.map(\.line))
        var scripts: [HTMLNode] = []
        var pending = [root]
        while let node = pending.popLast() {
            for child in node.children.reversed() where child.kind == .element {
                if child.name == "script" { if !reportedLines.contains(child.line) { scripts.append(child) } } else { pending.append(child) }
            }
        }
        guard let first = scripts.min(by: { $0.line < $1.line }) else { return }
        let more = scripts.count > 1 ? " (here and in \(scripts.count - 1) more places)" : ""
        let column = Self.column(of: "<script", onLine: first.line, in: text)
        diagnostics.emit(.info, Self.droppedScriptRule, "<script> dropped: a guide's scripts never run on the site" + more,
                         file: file.path, range: SourceRange(at: SourceLocation(line: first.line, column: column)))
    }

    /// The 1-based column (in characters) where `needle` first starts on line `line` of `text`,
    /// ignoring case; 1 when the line does not hold it.
    static func column(of needle: String, onLine line: Int, in text: String) -> Int {
        guard line >= 1, let lineText = text.split(separator: "\n", maxSplits: line, omittingEmptySubsequences: false)
            .dropFirst(line - 1).first,
              let found = lineText.range(of: needle, options: .caseInsensitive) else { return 1 }
        return lineText.distance(from: lineText.startIndex, to: found.lowerBound) + 1
    }

    /// The element holding the guide: the first visible `<main>` (or `role="main"`), else the `<article>` with the most
    /// text, else the `<body>`. Inside `<main>`, the post's `<article>` (the one with the most text) when that holds at
    /// least half of main's text — a platform's `<main>` often holds a table of contents, recommended posts and
    /// comments beside the post.
    static func contentRoot(of root: HTMLNode) -> HTMLNode {
        let isMain: (HTMLNode) -> Bool = { $0.name == "main" || $0.attributes["role"] == "main" }
        guard let main = root.first(where: isMain, skipping: HTMLBlockConverter.isSkipped) else {
            return largestArticle(in: root)?.article ?? root.first(where: { $0.name == "body" }, skipping: HTMLBlockConverter.isSkipped) ?? root
        }
        guard let (article, length) = largestArticle(in: main), length * 2 >= textLength(main) else { return main }
        return article
    }

    /// The outermost `<article>` below `container` that holds the most text, with that length.
    private static func largestArticle(in container: HTMLNode) -> (article: HTMLNode, length: Int)? {
        var articles: [HTMLNode] = []
        var pending = [container]
        while let node = pending.popLast() {
            for child in node.children where child.kind == .element && !HTMLBlockConverter.isSkipped(child) {
                if child.name == "article" { articles.append(child) } else { pending.append(child) }
            }
        }
        return articles.map { (article: $0, length: textLength($0)) }.max { $0.length < $1.length }
    }

    /// How many visible characters of text an element holds (skipped elements left out).
    static func textLength(_ node: HTMLNode) -> Int {
        if node.kind == .text { return node.text.unicodeScalars.count { !$0.properties.isWhitespace } }
        if HTMLBlockConverter.isSkipped(node) { return 0 }
        return node.children.reduce(0) { $0 + textLength($1) }
    }

    /// The title an article gives itself in its own `<header>` (`<article><header><h1>…</h1>`): a header inside
    /// the post is the post's, not the site's, and names the guide before the page's `og:title` or `<title>`.
    static func articleTitle(of content: HTMLNode) -> String? {
        guard content.name == "article" else { return nil }
        let skippedBesidesHeaders: (HTMLNode) -> Bool = { $0.name != "header" && HTMLBlockConverter.isSkipped($0) }
        guard let header = content.first(where: { $0.name == "header" }, skipping: skippedBesidesHeaders),
              let h1 = header.first(where: { $0.name == "h1" }, skipping: { $0.isHidden }) else { return nil }
        let text = HTMLBlockConverter.inlineText(h1.children).replacingOccurrences(of: "\n", with: " ")
        return text.isEmpty ? nil : text
    }
}
