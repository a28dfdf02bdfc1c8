import BridgeKBModel

/// A list whose items hold paragraphs of their own — a term as the bullet, its explanation below —
/// which a page renders as `• term`, a blank line, the paragraphs, a blank line, the next `• term`.
extension LineScanner {
    /// Reads such a list from `index` (a `•` or `・` item after a blank line): two items or more, each
    /// followed by a blank line and prose; an item holds the paragraphs up to the next item, the last one
    /// its first paragraph only (what comes after it is the section's text again). Returns false, reading
    /// nothing, when the lines are not so shaped.
    mutating func scanItemsWithParagraphs() -> Bool {
        guard let mark = lines[index].trimmed.first, "•・".contains(mark) else { return false }
        var groups: [(item: Int, paragraphs: [ClosedRange<Int>])] = []
        var i = index
        while let first = paragraphStart(belowItemAt: i, mark: mark) {
            var paragraphs: [ClosedRange<Int>] = []
            var j = first
            var nextItem: Int?
            while true {
                var end = j
                while end + 1 < lines.count, !shapes[end + 1].isBlank, !shapes[end + 1].startsOtherBlock { end += 1 }
                paragraphs.append(j...end)
                guard end + 2 < lines.count, shapes[end + 1].isBlank else { break }
                let k = end + 2
                if shapes[k].isListItem {
                    if lines[k].trimmed.first == mark { nextItem = k }
                    break
                }
                guard !shapes[k].isBlank, !shapes[k].startsOtherBlock else { break }
                j = k
            }
            guard let next = nextItem else {
                groups.append((i, [paragraphs[0]]))
                break
            }
            groups.append((i, paragraphs))
            i = next
        }
        guard groups.count >= 2, let last = groups.last?.paragraphs.last else { return false }
        let listItems = groups.map { group -> ListBlock.Item in
            let text = LineShape.listItem(lines[group.item])?.text ?? lines[group.item].trimmed
            let children = group.paragraphs.map { range in
                Block.paragraph(Paragraph(text: range.map { lines[$0].trimmed }.joined(separator: "\n"),
                                          range: SourceRange(lines: range.lowerBound + 1, range.upperBound + 1)))
            }
            let end = group.paragraphs.last?.upperBound ?? group.item
            return ListBlock.Item(text: text, range: SourceRange(lines: group.item + 1, end + 1), children: children)
        }
        items.append(.block(.list(ListBlock(ordered: false, items: listItems, range: SourceRange(lines: index + 1, last.upperBound + 1)))))
        index = last.upperBound + 1
        return true
    }

    /// The first line of the prose below the item on line `i` (a blank line between), when the item is
    /// a bullet with `mark` alone on its line and prose, not another item or block, follows.
    private func paragraphStart(belowItemAt i: Int, mark: Character) -> Int? {
        let j = i + 2
        guard j < lines.count, shapes[i].isListItem, lines[i].trimmed.first == mark, shapes[i + 1].isBlank,
              !shapes[j].isBlank, !shapes[j].startsOtherBlock else { return nil }
        return j
    }
}
