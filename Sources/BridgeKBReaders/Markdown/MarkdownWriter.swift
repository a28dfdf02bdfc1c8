import BridgeKBModel
/// Writes a `Document` as normalised Markdown that `MarkdownReader` reads back into the same sections,
/// snippets and tables: front matter, `#` title, sections one level deeper, fenced code, pipe tables.
public struct MarkdownWriter {
    public init() {}

    /// The whole document as Markdown text, ending in a newline.
    public func write(_ document: Document) -> String {
        var chunks: [String] = []
        let frontMatter = self.frontMatter(document)
        if !frontMatter.isEmpty { chunks.append(frontMatter) }
        chunks.append("# " + MarkdownEscaper.heading(document.title))
        chunks += blocks(document.preamble)
        for section in document.sections { chunks += self.section(section, depth: 2) }
        return chunks.joined(separator: "\n\n") + "\n"
    }

    // MARK: - Front matter and sections

    private func frontMatter(_ document: Document) -> String {
        var lines = ["language: \(document.language.tag)"]
        if !document.kicker.isEmpty {
            lines.append("kicker:")
            lines += document.kicker.map { "  - \(yamlValue($0))" }
        }
        for key in document.metadata.keys.sorted() where !["language", "kicker", "title"].contains(key) {
            let value = document.metadata[key]!
            if value.contains("\n") {
                lines.append("\(key):")
                lines += value.split(separator: "\n").map { "  - \(yamlValue(String($0)))" }
            } else {
                lines.append("\(key): \(yamlValue(value))")
            }
        }
        return (["---"] + lines + ["---"]).joined(separator: "\n")
    }

    /// A value quoted when YAML would read it otherwise.
    private func yamlValue(_ value: String) -> String {
        let special = value.first.map { "\"'-[{>|*&!%@`#".contains($0) } ?? true
        if special || value.contains(": ") || value.hasSuffix(":") || value != value.trimmed {
            return "\"" + value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
        return value
    }

    private func section(_ section: Section, depth: Int) -> [String] {
        var chunks = [String(repeating: "#", count: min(depth, 6)) + " " + MarkdownEscaper.heading(section.heading)]
        chunks += blocks(section.blocks)
        for child in section.children { chunks += self.section(child, depth: depth + 1) }
        return chunks
    }

    // MARK: - Blocks

    /// One chunk per block; consecutive lists alternate their markers so that they stay apart.
    func blocks(_ blocks: [Block]) -> [String] {
        var chunks: [String] = []
        var previousList: Bool?
        var alternate = false
        for block in blocks {
            if case .list(let list) = block {
                alternate = previousList == list.ordered ? !alternate : false
                previousList = list.ordered
                chunks.append(self.list(list, alternate: alternate).joined(separator: "\n"))
            } else {
                previousList = nil
                chunks.append(self.block(block).joined(separator: "\n"))
            }
        }
        return chunks
    }

    /// The lines of one block.
    func block(_ block: Block) -> [String] {
        switch block {
        case .paragraph(let p):
            return MarkdownEscaper.lines(p.text)
        case .list(let l):
            return list(l, alternate: false)
        case .table(let t):
            return table(t)
        case .code(let s), .diagram(let s):
            return code(s)
        case .lifecycle(let l):
            let width = l.entries.map(\.method.count).max() ?? 0
            let body = l.entries.map { $0.method.padding(toLength: width, withPad: " ", startingAt: 0) + "  → " + $0.description }
            return fenced(body.joined(separator: "\n"), info: "text")
        case .note(let n):
            return note(n)
        }
    }

    private func code(_ snippet: Snippet) -> [String] {
        let info: String
        switch snippet.language {
        case .swift: info = "swift"
        case .dot: info = "dot"
        case .text: info = snippet.infoString ?? "text"
        }
        var lines: [String] = []
        if let name = snippet.fileName { lines += [MarkdownEscaper.line(name), ""] }
        return lines + fenced(snippet.code, info: info)
    }

    /// A backtick fence longer than any backtick run that starts a line of `code`.
    private func fenced(_ code: String, info: String) -> [String] {
        var longest = 0
        for line in code.split(separator: "\n") {
            let run = line.trimmed.prefix { $0 == "`" }.count
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: max(3, longest + 1))
        return [fence + info] + code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) + [fence]
    }

    private func table(_ table: Table) -> [String] {
        let width = max(table.header.count, table.rows.map(\.count).max() ?? 0, 1)
        func row(_ cells: [String]) -> String {
            let padded = cells + Array(repeating: "", count: max(0, width - cells.count))
            return "| " + padded.map { MarkdownEscaper.line($0.replacingOccurrences(of: "\n", with: " "), pipes: true) }
                .joined(separator: " | ") + " |"
        }
        return [row(table.header), "|" + Array(repeating: " --- ", count: width).joined(separator: "|") + "|"]
            + table.rows.map(row)
    }

    private func list(_ list: ListBlock, alternate: Bool) -> [String] {
        var lines: [String] = []
        for (index, item) in list.items.enumerated() {
            let marker = list.ordered ? "\(index + 1)\(alternate ? ")" : ".") " : (alternate ? "* " : "- ")
            let indent = String(repeating: " ", count: marker.count)
            let text = MarkdownEscaper.lines(item.text)
            lines.append(marker + (text.first ?? ""))
            lines += text.dropFirst().map { indent + $0 }
            for (childIndex, child) in item.children.enumerated() {
                if childIndex > 0 || child.kind != .list { lines.append("") }
                lines += block(child).map { $0.isEmpty ? "" : indent + $0 }
            }
        }
        return lines
    }

    private func note(_ note: Note) -> [String] {
        var text = MarkdownEscaper.lines(note.text)
        if !note.label.isEmpty {
            let label = "**" + MarkdownEscaper.line(note.label) + "**"
            let separator = note.label.hasSuffix("：") || note.label.hasSuffix(":") ? ""
                : (CharacterClass.containsCJK(note.label) ? "：" : ": ")
            if text.isEmpty || text == [""] { text = [label] } else { text[0] = label + separator + text[0] }
        }
        return text.map { $0.isEmpty ? ">" : "> " + $0 }
    }
}
