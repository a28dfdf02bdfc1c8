import BridgeKBModel

/// The decisions `scanProse` asks of a run of bare lines: whether the paragraph above announces it as a list, where
/// headings stand inside or at the edges of it (stacked above sentences, below a listing, a section name every page
/// has), and how its lines become items.
extension LineScanner {
    /// Whether the paragraph above a run (after a blank line) announces a list: it ends in a colon or inside its
    /// sentence (`…できますが、`), or points at what follows (`以下の制約を…。`, `如下`) — not at a figure (`如下图：`). The run is
    /// then that list.
    func announcesList(before start: Int) -> Bool {
        guard start > 1, shapes[start - 1].isBlank, let above = (0..<(start - 1)).reversed().first(where: { !shapes[$0].isBlank })
        else { return false }
        let t = lines[above].trimmed
        guard let last = t.last, !shapes[above].startsOtherBlock, !Self.pointsAtFigure(t), !opensSeriesOfHeadings(at: start)
        else { return false }
        return ":：、，,".contains(last) || (HeadingShape.pointsAhead(t) && !HeadingShape.isHeadingShaped(t))
    }

    /// Whether the line at `start` is the first of numbered headings (`一、问题现象`) whose next member stands further
    /// down, with text between (`二、原因分析`): a list's items count up line after line.
    func opensSeriesOfHeadings(at start: Int) -> Bool {
        guard let first = NumberedHeading.parse(lines[start]), first.scheme.isMajor, first.path == [1] else { return false }
        var between = false
        for k in (start + 1)..<min(lines.count, start + Self.seriesReach) where !shapes[k].isBlank {
            if let next = NumberedHeading.parse(lines[k]), next.scheme == first.scheme {
                return between && next.path == [2]
            }
            between = true
        }
        return false
    }

    /// How many lines below a series' first member its second is looked for.
    static let seriesReach = 200

    /// Whether a paragraph's last words point at a figure (`如下图：`, `下の図のように`, `the screenshot below`): what they
    /// announce is an image, which a copy drops, not the lines after it.
    static func pointsAtFigure(_ t: String) -> Bool {
        let tail = t.suffix(24).lowercased()
        return tail.containsAny(["下图", "下圖", "如图", "如圖", "下の図", "次の図", "以下の図", "下記の図", "figure below", "screenshot below",
                                 "image below"])
    }

    /// A heading right above its first subheading above the subheading's text, in a copy that sets only paragraphs off
    /// by blank lines: after a blank line (or right below a listing), two short heading-shaped lines (the first may ask a question, as a question
    /// heads its answers) opening a run of sentences, or (in a copy
    /// without list marks, where the pair could be a list's two items) alone above a sentence — not after a lead-in
    /// that ends in a colon, which announces a list.
    func stackedAboveSentences(_ run: [String], start: Int) -> Bool {
        guard run.count >= 2, start > 0, shapes[start - 1].isBlank || followsListing(start),
              run.prefix(2).allSatisfy({ $0.hasAtMost(MemoHeadings.shortTitle) }),
              run.prefix(2).enumerated().allSatisfy({ line in
                  let asked = line.offset == 0 && !HeadingShape.isHeadingShaped(line.element)
                  return HeadingShape.isHeadingShaped(line.element, questions: asked)
                      && !HeadingShape.isLabelledLine(line.element) && (asked || !HeadingShape.isLeadIn(line.element))
              }) else { return false }
        if let above = (0..<start).reversed().first(where: { !shapes[$0].isBlank }), let end = lines[above].last, ":：".contains(end) {
            return false
        }
        // Nor below a paragraph that points at what follows (`以下の条件を…。`): the pair is the list it announces.
        if announcesList(before: start) { return false }
        func isSentence(_ line: String) -> Bool { line.last.map { "。．.！!".contains($0) } ?? false }
        if run.count > 2 { return run.dropFirst(2).allSatisfy(isSentence) }
        guard !marksLists, index < lines.count, let next = nextNonBlank(after: index - 1), next > index else { return false }
        return isSentence(lines[next].trimmed)
    }

    /// Where a list of fields (`OS：macOS 14`, `Xcode：15.4`) glued to the headings below it ends, in a run right above a
    /// listing: the run's last one or two lines, when they carry no label, are heading-shaped and short, and the two
    /// lines above them are fields. A browser sets the next section's heading (and its first subheading, right above
    /// its command) off from such a list by a single line break; one more field would carry its label.
    func fieldsEnd(_ run: [String]) -> Int? {
        guard index < lines.count, shapes[index].startsCode || shapes[index].listingKind != nil else { return nil }
        func headsSection(_ t: String) -> Bool {
            t.hasAtMost(MemoHeadings.shortTitle) && HeadingShape.isHeadingShaped(t) && !HeadingShape.isLabelledLine(t)
                && !HeadingShape.isLeadIn(t) && !NonHeading.isVersionList(t) && !Self.isSingleLatinWord(t)
        }
        return (1...2).reversed().first { k in
            run.count >= k + 2 && run.suffix(k).allSatisfy(headsSection)
                && run.dropLast(k).suffix(2).allSatisfy(HeadingShape.isLabelledLine)
        }.map { run.count - $0 }
    }

    /// Whether the first line of a run glued right below a listing (or a list) heads the lines after it: short, heading-shaped and
    /// no field, a token or code, above a line that reads as text and is at least twice as wide (an error message
    /// below the problem's heading). A browser sets a heading off from the listing above it by a single line break,
    /// and a paragraph by a blank line.
    func headsRunBelowListing(_ run: [String], start: Int) -> Bool {
        guard run.count >= 2, followsListing(start) || followsList(start), lines[start].indentation == 0 else { return false }
        return Self.headsWiderText(run[0], above: run[1])
    }

    /// Whether `head` heads the line below it: short, heading-shaped, no field, token or code, above text at least
    /// twice as wide (an error message below its problem's heading), glued to a block above them both.
    static func headsWiderText(_ head: String, above next: String) -> Bool {
        head.hasAtMost(MemoHeadings.shortTitle) && HeadingShape.isHeadingShaped(head) && !HeadingShape.isLabelledLine(head)
            && !HeadingShape.isLeadIn(head) && !NonHeading.isCodeLike(head) && !NonHeading.isKeyValueToken(head)
            && MemoHeadings.readsAsBody(next) && 2 * BareItems.width(head) <= BareItems.width(next)
    }

    /// Whether the block found last is a listing that ends right above line index `start` (a browser sets a listing off
    /// from the heading below it by a single line break).
    func followsListing(_ start: Int) -> Bool {
        guard case .block(let block)? = items.last, block.snippet != nil else { return false }
        return block.range.endLine == start
    }

    /// Whether the block found last is a list whose last item ends right above line index `start`.
    func followsList(_ start: Int) -> Bool {
        guard case .block(.list(let list))? = items.last else { return false }
        return list.range.endLine == start
    }

    /// Each line of `run` (which starts on line index `start`) as a line of its own, for the outline to judge.
    mutating func appendSingleLines(_ run: [String], start: Int) {
        for (offset, text) in run.enumerated() { items.append(.line(text: text, line: start + 1 + offset)) }
    }

    /// A run of bare lines with the lines at `apart` (offsets, ascending) left single between the items around them.
    func splitItems(_ run: [String], start: Int, at apart: [Int], from first: Int = 0) -> [ScannedItem] {
        var result: [ScannedItem] = []
        var from = first
        func items(upTo end: Int) {
            guard end > from else { return }
            let part = Array(run[from..<end])
            result += part.count == 1
                ? [.block(.list(Self.list([(part[0], start + from + 1, 0)], ordered: false, start: start + from + 1)))]
                : Self.proseItems(part, start: start + from + 1, marks: listMarks)
        }
        for offset in apart {
            items(upTo: offset)
            result.append(.line(text: run[offset], line: start + offset + 1))
            from = offset + 1
        }
        items(upTo: run.count)
        return result
    }

    /// Whether line `run[i]` (line index `line`) names a section every page may have and does not come again below
    /// (a contents list names the sections it lists further down).
    func namesSection(_ text: String, at line: Int) -> Bool {
        guard let last = lastSectionName[text] else { return false }
        return last == line
    }

    /// `obscuresBackgroundDuringPresentation`: one Latin word, the value or API a heading right above it names.
    static func isSingleLatinWord(_ t: String) -> Bool {
        t.unicodeScalars.allSatisfy { $0.isASCII && $0 != " " }
    }

    /// Whether nothing but single short lines came before: the page's title area may still be going on.
    var isTitleAreaStill: Bool {
        items.count < TitleArea.longestRun && items.allSatisfy { item in
            guard case .line(let text, _) = item, let last = text.last else { return false }
            return !"。！？!?".contains(last)
        }
    }

    /// The consecutive prose lines from `index` on (trimmed), up to a blank line or another block.
    mutating func proseRun() -> [String] {
        var run: [String] = []
        while index < lines.count {
            if shapes[index].isBlank
                || (!run.isEmpty && (shapes[index].startsOtherBlock || startsModifierChain(at: index) || commentedListingKind(at: index) != nil)) {
                break
            }
            run.append(NonHeading.withoutEmptyAnchors(lines[index].trimmed))
            index += 1
        }
        return run
    }

    /// What a run of prose lines (the first on line `start`) reads as: one line left single, a
    /// space-separated table (`SpacedTable`), perhaps below a line of its own (a heading or caption
    /// directly above it), a paragraph broken into lines (in a copy that marks its lists, a line ends inside a
    /// sentence; a copy that keeps its bullets kept them on every list), or a list of bare lines.
    static func proseItems(_ run: [String], start: Int, marks: ListMarks = .none) -> [ScannedItem] {
        if run.count == 1 { return [.line(text: run[0], line: start)] }
        if let table = SpacedTable.table(run, start: start - 1) { return [.block(.table(table))] }
        if let table = SpacedTable.table(Array(run.dropFirst()), start: start) {
            return [.line(text: run[0], line: start), .block(.table(table))]
        }
        // A line that goes on from the one above it (`これが…`, `这会…`, `This means…`) makes the run one paragraph a page
        // broke into lines (`<br>`), even where bare lines are a list: a list's items do not refer to one another.
        if (marks.any && run.dropLast().contains(where: breaksMidSentence)) || marks.bullets
            || run.dropFirst().contains(where: goesOnFromLineAbove) {
            return [.block(.paragraph(Paragraph(text: run.joined(separator: "\n"), range: SourceRange(lines: start, start + run.count - 1))))]
        }
        let entries = run.enumerated().map { (text: $0.element, line: start + $0.offset, indent: 0) }
        return [.block(.list(list(entries, ordered: false, start: start)))]
    }

    /// `● 原因` or `1. 背景` alone after a blank line, directly above prose: kept with that prose as a
    /// run for `MemoHeadings` (a memo's decorated or numbered heading), with the one-item list and the
    /// prose as its fallback. `2. 問題` alone between blank lines, not above another item, is kept as a
    /// run of its own line (a numbered heading when its numbering goes on through the document).
    /// Returns false when the line is not such an item.
    mutating func scanMemoHeadingItem() -> Bool {
        let start = index
        guard index == 0 || shapes[index - 1].isBlank else { return false }
        let head = lines[index].trimmed
        // `● 原因` alone between blank lines and above no other item: a decorated heading's line, judged
        // like any single line (a one-item list of a copy's bullets starts with `•`, never with `●`).
        if index + 1 < lines.count, shapes[index + 1].isBlank, HeadingDecoration.split(head) != nil,
           let next = nextNonBlank(after: index), !shapes[next].isListItem {
            items.append(.line(text: head, line: start + 1))
            index += 1
            return true
        }
        if index + 1 < lines.count, shapes[index + 1].isBlank {
            // An item above the next item is a loose list's, unless the numbering starts again below it
            // (`2. 踩过的坑` above `1. …`).
            guard MemoHeadings.mayBeNumberedHeading(head), let next = nextNonBlank(after: index),
                  !shapes[next].isListItem || MemoHeadings.startsNumberingAgain(lines[next].trimmed)
            else { return false }
            scanList()
            items.append(.run(lines: [head], line: start + 1, fallback: [items.removeLast()]))
            return true
        }
        // `1. assign(to:on:) …` directly above its listing or table is alone on its line, as between blank lines.
        if index + 1 < lines.count, startsNonProseBlock(at: index + 1), MemoHeadings.mayBeNumberedHeading(head) {
            scanList()
            items.append(.run(lines: [head], line: start + 1, fallback: [items.removeLast()]))
            return true
        }
        guard index + 1 < lines.count, !shapes[index + 1].startsOtherBlock,
              MemoHeadings.mayOpenRun([head, lines[index + 1].trimmed]) else { return false }
        scanList()
        let restStart = index
        let rest = proseRun()
        let fallback = [items.removeLast()] + Self.proseItems(rest, start: restStart + 1, marks: listMarks)
        items.append(.run(lines: [head] + rest, line: start + 1, fallback: fallback))
        return true
    }
}
