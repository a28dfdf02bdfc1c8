import BridgeKBModel

/// The table and list blocks the scanner builds from rows and items it has read.
extension LineScanner {
    /// A table of `rows` (the first the header) whose first line is line `start + 1`; short rows are padded.
    static func table(_ rows: [[String]], rowLines: [Int], start: Int) -> Table {
        let width = rows.map(\.count).max() ?? 0
        let padded = rows.map { $0 + Array(repeating: "", count: width - $0.count) }
        return Table(header: padded[0], rows: Array(padded.dropFirst()),
                     range: SourceRange(lines: start + 1, rowLines.last ?? start + 1), rowLines: Array(rowLines.dropFirst()))
    }

    /// Items indented deeper than the first become a nested list under the item above them; `wrapped` gives
    /// the last line of an item whose text goes on over several lines.
    static func list(_ entries: [(text: String, line: Int, indent: Int)], ordered: Bool, start: Int,
                     wrapped: [Int: Int] = [:]) -> ListBlock {
        let base = entries.first?.indent ?? 0
        var items: [ListBlock.Item] = []
        var nested: [(text: String, line: Int, indent: Int)] = []
        func flushNested() {
            guard !nested.isEmpty, !items.isEmpty else { return }
            let child = list(nested, ordered: ordered, start: nested[0].line, wrapped: wrapped)
            items[items.count - 1].children.append(.list(child))
            nested = []
        }
        for entry in entries {
            if entry.indent > base + 1 && !items.isEmpty { nested.append(entry); continue }
            flushNested()
            items.append(.init(text: entry.text, range: SourceRange(lines: entry.line, wrapped[entry.line] ?? entry.line)))
        }
        flushNested()
        let last = entries.last.map { wrapped[$0.line] ?? $0.line } ?? start
        return ListBlock(ordered: ordered, items: items, range: SourceRange(lines: start, last))
    }

    /// An item's text and the line its sentence goes on with: joined without a space between CJK text,
    /// with one between words.
    static func joinWrapped(_ text: String, _ next: String) -> String {
        guard let a = text.unicodeScalars.last, let b = next.unicodeScalars.first else { return text + next }
        return CharacterClass.isCJK(a) || CharacterClass.isCJK(b) ? text + next : text + " " + next
    }
}
