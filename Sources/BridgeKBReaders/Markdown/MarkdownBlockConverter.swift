import BridgeKBModel
/// Turns libcmark's block nodes into bridgekb headings and blocks: paragraphs, pipe tables, code,
/// lists with nested blocks, block quotes as notes; raw HTML blocks are dropped with a note.
struct MarkdownBlockConverter {
    /// The source lines (front matter blanked out), for source columns and pipe tables.
    let lines: [String]
    let path: String
    let diagnostics: DiagnosticEngine

    /// Headings and blocks in reading order; inside list items and quotes headings read as paragraphs.
    func elements(of nodes: [MarkdownNode], quoteDepth: Int = 0, nested: Bool = false) -> [MarkupElement] {
        var result: [MarkupElement] = []
        for node in nodes {
            switch node.kind {
            case .heading:
                let text = node.plainText.split(separator: "\n").map { $0.trimmed }.joined(separator: " ")
                if nested {
                    result.append(.block(.paragraph(Paragraph(text: text, range: range(of: node)))))
                } else {
                    result.append(.heading(level: node.headingLevel, text: text, line: node.startLine, endLine: node.endLine))
                }
            case .paragraph:
                result += paragraph(node, quoteDepth: quoteDepth).map(MarkupElement.block)
            case .codeBlock:
                result.append(.block(codeBlock(node)))
            case .list:
                result.append(.block(.list(list(node, quoteDepth: quoteDepth))))
            case .blockQuote:
                result += blockQuote(node, quoteDepth: quoteDepth)
            case .htmlBlock:
                let literal = String(node.literal.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
                if !(literal.hasPrefix("<!--") && literal.hasSuffix("-->")) {
                    diagnostics.emit(.info, "reader.raw-html", "dropped a raw html block", file: path, range: range(of: node))
                }
            case .thematicBreak:
                continue
            default:
                result += elements(of: node.children, quoteDepth: quoteDepth, nested: nested)
            }
        }
        return result
    }

    // MARK: - Paragraphs and tables

    private func paragraph(_ node: MarkdownNode, quoteDepth: Int) -> [Block] {
        let raw = (node.startLine...max(node.startLine, node.endLine)).map { rawLine($0, quoteDepth: quoteDepth) }
        guard raw.count >= 2, let table = PipeTable.match(raw) else {
            // (A picture that leaves no text leaves the line break after it, or nothing at all.)
            let text = node.plainText.trimmingCharacters(in: .newlines)
            return text.isEmpty ? [] : [.paragraph(Paragraph(text: text, range: range(of: node)))]
        }
        var blocks: [Block] = []
        let headerLine = node.startLine + table.leadingLines
        if table.leadingLines > 0 {
            let prose = raw.prefix(table.leadingLines).joined(separator: "\n")
            blocks.append(.paragraph(Paragraph(text: CommonMarkBridge.inlinePlainText(prose) ?? prose,
                                               range: SourceRange(lines: node.startLine, headerLine - 1))))
        }
        let cell = { (text: String) in CommonMarkBridge.inlinePlainText(text) ?? text }
        blocks.append(.table(Table(header: table.header.map(cell), rows: table.rows.map { $0.map(cell) },
                                   range: SourceRange(lines: headerLine, node.endLine),
                                   rowLines: table.rows.indices.map { headerLine + 2 + $0 })))
        return blocks
    }

    /// A source line without the block-quote markers and indentation of its containers.
    private func rawLine(_ number: Int, quoteDepth: Int) -> String {
        guard number >= 1, number <= lines.count else { return "" }
        var t = Substring(lines[number - 1].trimmed)
        var depth = quoteDepth
        while depth > 0, t.hasPrefix(">") {
            t = Substring(t.dropFirst().trimmed)
            depth -= 1
        }
        return String(t)
    }

    // MARK: - Code

    private func codeBlock(_ node: MarkdownNode) -> Block {
        var code = node.literal
        if code.hasSuffix("\n") { code.removeLast() }
        let opening = node.startLine >= 1 && node.startLine <= lines.count ? lines[node.startLine - 1] : ""
        let fenced = !node.fenceInfo.isEmpty || opening.contains("```") || opening.contains("~~~")
        if fenced, !isClosed(node) {
            diagnostics.emit(.warning, "reader.unclosed-fence", "this code fence is never closed: the rest of the block is read as code",
                             file: path, range: SourceRange(lines: node.startLine, node.startLine))
        }
        return CodeBlockFactory.block(code: code, info: node.fenceInfo, fileName: nil, range: range(of: node),
                                      firstLine: node.startLine + (fenced ? 1 : 0))
    }

    /// Whether a fenced block's last line closes it: a run of its fence's character at least as long.
    private func isClosed(_ node: MarkdownNode) -> Bool {
        guard node.endLine > node.startLine, node.endLine <= lines.count, node.startLine >= 1 else { return false }
        func fence(_ line: String) -> (mark: Character, count: Int)? {
            let t = line.drop { $0 == " " || $0 == "\t" || $0 == ">" }
            guard let mark = t.first, mark == "`" || mark == "~" else { return nil }
            return (mark, t.prefix { $0 == mark }.count)
        }
        guard let open = fence(lines[node.startLine - 1]), let close = fence(lines[node.endLine - 1]) else { return false }
        return close.mark == open.mark && close.count >= open.count
    }

    // MARK: - Lists and quotes

    private func list(_ node: MarkdownNode, quoteDepth: Int) -> ListBlock {
        let items = node.children.filter { $0.kind == .item }.map { item in
            ListBlock.Item(markupBlocks: elements(of: item.children, quoteDepth: quoteDepth, nested: true).compactMap(\.block),
                           range: range(of: item))
        }
        return ListBlock(ordered: node.ordered, items: items, range: range(of: node))
    }

    /// The quote's paragraphs become one note; its other blocks (code, lists) follow it.
    private func blockQuote(_ node: MarkdownNode, quoteDepth: Int) -> [MarkupElement] {
        let inner = elements(of: node.children, quoteDepth: quoteDepth + 1, nested: true).compactMap(\.block)
        var texts: [String] = []
        var others: [MarkupElement] = []
        for block in inner {
            if case .paragraph(let p) = block { texts.append(p.text) } else if case .note(let n) = block {
                texts.append([n.label, n.text].filter { !$0.isEmpty }.joined(separator: "："))
            } else { others.append(.block(block)) }
        }
        guard !texts.isEmpty else { return others }
        return [.block(.note(CalloutParser.note(from: texts.joined(separator: "\n"), range: range(of: node))))] + others
    }

    // MARK: - Source ranges

    /// The node's range with libcmark's byte columns turned into character columns.
    func range(of node: MarkdownNode) -> SourceRange {
        SourceRange(start: SourceLocation(line: node.startLine, column: column(node.startLine, byte: node.startColumn - 1) + 1),
                    end: SourceLocation(line: node.endLine, column: max(1, column(node.endLine, byte: node.endColumn))))
    }

    private func column(_ line: Int, byte: Int) -> Int {
        guard line >= 1, line <= lines.count, byte > 0 else { return 0 }
        return String(decoding: lines[line - 1].utf8.prefix(byte), as: UTF8.self).count
    }
}
