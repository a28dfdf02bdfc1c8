/// Compiles template source into the flat node list that `MustacheRenderer` runs: tokenize, apply the standalone-line rule, then match sections.
enum MustacheParser {
    /// An open section waiting for its closing tag.
    private struct OpenSection {
        var name: String
        var nodeIndex: Int
        var offset: Int
    }

    // MARK: - Parsing

    /// The nodes of `source`, or the first `MustacheError` found (with line and column in `templateName`).
    static func parse(_ source: String, templateName: String) throws -> [MustacheNode] {
        let bytes = Array(source.utf8)
        let locator = SourceLocator(bytes)
        var tokenizer = MustacheTokenizer(bytes: bytes, locator: locator, templateName: templateName)
        let tokens = StandaloneLines.apply(to: try tokenizer.tokenize())

        var nodes: [MustacheNode] = []
        nodes.reserveCapacity(tokens.count)
        var pendingText = ""
        var open: [OpenSection] = []

        func flushText() {
            if !pendingText.isEmpty {
                nodes.append(.text(pendingText))
                pendingText = ""
            }
        }

        for token in tokens {
            if case .text(let text) = token.kind {
                pendingText += text
                continue
            }
            flushText()
            switch token.kind {
            case .text, .comment, .setDelimiters:
                break
            case .lineStart:
                nodes.append(.lineStart)
            case .variable(let name, let escaped):
                nodes.append(.variable(path: MustacheNode.path(name), escaped: escaped))
            case .sectionOpen(let name, let inverted):
                open.append(OpenSection(name: name, nodeIndex: nodes.count, offset: token.offset))
                nodes.append(.section(path: MustacheNode.path(name), inverted: inverted, end: -1))
            case .sectionClose(let name):
                guard let section = open.popLast() else {
                    throw locator.error("closing tag '/\(name)' has no open section to close",
                                        at: token.offset, template: templateName)
                }
                guard section.name == name else {
                    let (line, column) = locator.location(of: section.offset)
                    throw locator.error("closing tag '/\(name)' does not match section '\(section.name)' "
                                        + "opened at line \(line), column \(column)",
                                        at: token.offset, template: templateName)
                }
                if case .section(let path, let inverted, _) = nodes[section.nodeIndex] {
                    nodes[section.nodeIndex] = .section(path: path, inverted: inverted, end: nodes.count)
                }
            case .partial(let name, let indent):
                let (line, column) = locator.location(of: token.offset)
                nodes.append(.partial(name: name, indent: indent, line: line, column: column))
            }
        }
        flushText()

        if let section = open.last {
            throw locator.error("unclosed section '\(section.name)': no '/\(section.name)' closes it",
                                at: section.offset, template: templateName)
        }
        return nodes
    }
}
