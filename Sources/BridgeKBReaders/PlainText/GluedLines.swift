import BridgeKBModel
/// The lines of a page's scanned items that a later pass (`OutlineNumbering`, `GluedSeries`) may find to be headings
/// that a copy glued to the lines around them: every single line, and every line of a run, of a list of bare lines
/// and (when asked) of a paragraph of line breaks; and the split that leaves such lines on their own.
enum GluedLines {
    /// One line: the item it sits in, its place there, its text and line; `alone` for a single line.
    struct Candidate {
        var item: Int
        var offset: Int
        var text: String
        var line: Int
        var alone: Bool
    }

    static func candidates(_ items: [ScannedItem], lines: [String], paragraphs: Bool) -> [Candidate] {
        var candidates: [Candidate] = []
        for (index, item) in items.enumerated() {
            switch item {
            case .line(let text, let line), .heading(let text, let line, nil):
                candidates.append(Candidate(item: index, offset: 0, text: text, line: line, alone: true))
            case .run, .block(.list), .block(.paragraph):
                guard let (texts, start) = lineTexts(of: item, lines: lines, paragraphs: paragraphs) else { continue }
                for (k, text) in texts.enumerated() {
                    candidates.append(Candidate(item: index, offset: k, text: text, line: start + k, alone: false))
                }
            default:
                continue
            }
        }
        return candidates
    }

    /// The lines of a run, of a list of bare lines (each item its line as written) or, with `paragraphs`, of a
    /// paragraph of several lines that are the copy's lines as written, and the first one's line.
    private static func lineTexts(of item: ScannedItem, lines: [String], paragraphs: Bool) -> ([String], Int)? {
        switch item {
        case .run(let run, let line, _):
            return (run, line)
        case .block(.list(let list)):
            let bare = !list.ordered && list.items.allSatisfy { entry in
                entry.children.isEmpty && entry.range.startLine >= 1 && entry.range.startLine <= lines.count
                    && lines[entry.range.startLine - 1].trimmed == entry.text
            }
            return bare ? (list.items.map(\.text), list.range.startLine) : nil
        case .block(.paragraph(let paragraph)) where paragraphs:
            let start = paragraph.range.startLine
            let texts = paragraph.text.components(separatedBy: "\n")
            guard texts.count > 1, start >= 1, start - 1 + texts.count <= lines.count,
                  texts.enumerated().allSatisfy({ lines[start - 1 + $0.offset].trimmed == $0.element }) else { return nil }
            return (texts, start)
        default:
            return nil
        }
    }

    /// The lines of `item` (a run, a list of bare lines or a paragraph of line breaks) with the lines at `offsets`
    /// (ascending) made by `make` (text, line, offset), the others read as prose again; nil for any other item.
    static func split(_ item: ScannedItem, at offsets: [Int], lines: [String], marks: ListMarks,
                      make: (String, Int, Int) -> ScannedItem) -> [ScannedItem]? {
        guard let (run, start) = lineTexts(of: item, lines: lines, paragraphs: true) else { return nil }
        var result: [ScannedItem] = []
        var from = 0
        func flush(_ end: Int) {
            guard end > from else { return }
            result += LineScanner.proseItems(Array(run[from..<end]), start: start + from, marks: marks)
        }
        for offset in offsets {
            flush(offset)
            result.append(make(run[offset], start + offset, offset))
            from = offset + 1
        }
        flush(run.count)
        return result
    }
}
