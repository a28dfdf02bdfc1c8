import BridgeKBModel
/// One unit the plain-text scanner finds: a finished block, a single line whose role (heading,
/// paragraph, note) is decided later from its neighbours, or a thematic break; a run of lines whose
/// first line may be a memo's heading directly above its text, decided from the whole document
/// (`MemoHeadings`), and such a heading once decided.
enum ScannedItem {
    case block(Block)
    case line(text: String, line: Int)
    case thematicBreak(line: Int)
    /// Lines without a blank between them that open with a heading-shaped line; `fallback` is how they
    /// read when that line is not a heading.
    case run(lines: [String], line: Int, fallback: [ScannedItem])
    /// A line that the document's shape makes a heading; `numbering` when it is one of the memo's
    /// numbered headings (`MemoHeadings`).
    case heading(text: String, line: Int, numbering: MemoHeadings.Numbering?)

    var firstLine: Int {
        switch self {
        case .block(let b): return b.range.startLine
        case .line(_, let line), .thematicBreak(let line), .run(_, let line, _), .heading(_, let line, _): return line
        }
    }

    var lastLine: Int {
        switch self {
        case .block(let b): return b.range.endLine
        case .line(_, let line), .thematicBreak(let line), .heading(_, let line, _): return line
        case .run(let lines, let line, _): return line + lines.count - 1
        }
    }
}

/// Splits plain text into blocks: code (Swift at column 0, blank lines inside kept), DOT digraphs,
/// lifecycle tables, tab- and space-separated tables, lists, and single lines left for the outline.
struct LineScanner {
    /// What a line can be on its own, computed once per line.
    struct Shape {
        var isBlank = false
        var startsCode = false
        var isLifecycle = false
        var startsDOT = false
        var isThematicBreak = false
        /// `=====` below a title: the underline of a Markdown heading that a copy of raw Markdown keeps.
        var isSetextUnderline = false
        var hasTabCells = false
        var isListItem = false
        var isFileName = false
        /// The kind of non-Swift listing the line starts (JSON, shell, Objective-C …), if any.
        var listingKind: ListingShape.Kind?
        /// A method name alone on its line, as a printed call trace has them.
        var isCallTrace = false

        init(_ line: String) {
            if line.isBlankLine { isBlank = true; return }
            isLifecycle = LineShape.isLifecycle(line)
            isListItem = LineShape.listItem(line) != nil
            if isListItem, LineShape.isCheckboxItem(line) { return }
            listingKind = isLifecycle ? nil : ListingShape.kind(of: line)
            isCallTrace = ListingShape.isCallTrace(line)
            startsCode = !isLifecycle && listingKind == nil && LineShape.startsCode(line)
            startsDOT = LineShape.startsDOT(line)
            isThematicBreak = LineShape.isThematicBreak(line)
            isSetextUnderline = line.unicodeScalars.first == "=" && line.trimmed.count >= 3 && line.trimmed.allSatisfy { $0 == "=" }
            hasTabCells = LineShape.tabCells(line) != nil
            isFileName = LineShape.fileName(line) != nil
        }

        /// Starts a block other than prose.
        var startsOtherBlock: Bool {
            startsCode || listingKind != nil || isLifecycle || hasTabCells || isListItem || startsDOT || isThematicBreak
                || isSetextUnderline
        }
    }

    let lines: [String]
    let shapes: [Shape]
    var index = 0
    var items: [ScannedItem] = []
    var pendingFileName: (name: String, line: Int)?

    /// How the copy marks its lists (`ListMarks`).
    let listMarks: ListMarks

    /// Whether the copy marks its lists (`•`, `・`, `-`, `1.`): then consecutive bare lines are a
    /// paragraph's line breaks, not a list whose bullets the copy dropped.
    var marksLists: Bool { listMarks.any }

    /// The last line index of each line that names a section every page may have (`BareItems.namesSection`): one that
    /// comes again further down is a contents list's entry, not the heading.
    let lastSectionName: [String: Int]

    init(lines: [String]) {
        self.lines = lines
        self.shapes = lines.map(Shape.init)
        self.listMarks = ListMarks(lines)
        var names: [String: Int] = [:]
        for (i, line) in lines.enumerated() where line.hasAtMost(32) {
            let t = line.trimmed
            if !t.isEmpty, BareItems.namesSection(t) { names[t] = i }
        }
        self.lastSectionName = names
    }

    static func scan(_ lines: [String]) -> [ScannedItem] {
        var scanner = LineScanner(lines: lines)
        scanner.run()
        return scanner.items
    }

    private mutating func run() {
        while index < lines.count {
            let line = lines[index]
            let shape = shapes[index]
            if shape.isBlank { index += 1; continue }
            if shape.isFileName, let next = nextNonBlank(after: index), shapes[next].startsCode || shapes[next].listingKind != nil {
                flushFileName()
                pendingFileName = (line.trimmed, index + 1)
                index = next
                continue
            }
            if !shape.startsCode { flushFileName() }
            if shape.isSetextUnderline {
                // The line it underlines is a heading (the page's title when it opens the page).
                if items.count > 1, case .line(let text, let line)? = items.last, line == index {
                    items[items.count - 1] = .heading(text: text, line: line, numbering: nil)
                }
                index += 1
            } else if let liquid = LiquidHighlight.listing(lines, at: index) {
                items.append(.block(liquid.block)); index = liquid.end + 1
            } else if shape.isThematicBreak {
                items.append(.thematicBreak(line: index + 1)); index += 1
            } else if shape.startsDOT {
                scanDOT()
            } else if shape.isLifecycle {
                scanLifecycle()
            } else if let kind = shape.listingKind ?? commentedListingKind(at: index) {
                scanListing(kind)
            } else if shape.isCallTrace, index + 1 < lines.count, shapes[index + 1].isCallTrace {
                scanListing(.log)
            } else if shape.startsCode || startsModifierChain(at: index) {
                scanCode()
            } else if shape.hasTabCells {
                scanTabTable()
            } else if shape.isListItem {
                if !scanMemoHeadingItem() && !scanItemsWithParagraphs() { scanList(loose: true) }
            } else {
                scanProse()
            }
        }
        flushFileName()
    }

    /// A file name that did not end up above a listing is an ordinary line.
    private mutating func flushFileName() {
        if let pending = pendingFileName {
            items.append(.line(text: pending.name, line: pending.line))
            pendingFileName = nil
        }
    }

    func nextNonBlank(after i: Int) -> Int? {
        var j = i + 1
        while j < lines.count, shapes[j].isBlank { j += 1 }
        return j < lines.count ? j : nil
    }

    // MARK: - Tables and lists

    private mutating func scanTabTable() {
        let start = index
        var rows: [[String]] = []
        var rowLines: [Int] = []
        while index < lines.count, let cells = LineShape.tabCells(lines[index]) {
            rows.append(cells); rowLines.append(index + 1); index += 1
        }
        items.append(.block(.table(Self.table(rows, rowLines: rowLines, start: start))))
    }

    /// The items from `index` on; a `loose` list goes on over a single blank line to the next bullet of
    /// the same mark (`• A` / blank / `• B`, as a page renders a Markdown list with blank lines between items).
    mutating func scanList(loose: Bool = false) {
        let start = index
        var entries: [(text: String, line: Int, indent: Int)] = []
        var ordered = false
        var wrapped: [Int: Int] = [:]  // an item's line → its last line
        while index < lines.count, shapes[index].isListItem, let item = LineShape.listItem(lines[index]) {
            if entries.isEmpty { ordered = item.ordered }
            entries.append((item.text, index + 1, lines[index].indentation))
            index += 1
            // A long item broken inside its sentence goes on on the next line (a page wrapped at a fixed width);
            // not a memo's numbered heading (`loose` is false for those) above its text, table or listing.
            while loose, index < lines.count, !shapes[index].isBlank, !shapes[index].isListItem, !shapes[index].startsOtherBlock,
                  !startsModifierChain(at: index), lines[index - 1].trimmed.unicodeScalars.count >= 24,
                  Self.breaksMidSentence(lines[index - 1].trimmed), !headsNextSection(at: index) {
                entries[entries.count - 1].text = Self.joinWrapped(entries[entries.count - 1].text, lines[index].trimmed)
                wrapped[entries[entries.count - 1].line] = index + 1
                index += 1
            }
            if loose, !ordered, let next = looseItem(after: index - 1) { index = next }
        }
        items.append(.block(.list(Self.list(entries, ordered: ordered, start: start + 1, wrapped: wrapped))))
    }

    /// Whether line `i`, right below a list's item, is the next section's heading rather than the item's
    /// sentence going on: alone above a blank line (or the page's end, a listing or a table), shaped as a heading, and not
    /// opening on a lowercase word (`callbacks` goes on with the sentence above it). A browser sets a heading off
    /// from a list by a single line break.
    /// So does a short line above text at least twice as wide as it (`LineScanner.headsWiderText`).
    /// A heading right above its first subheading heads the next section too (`Advanced Techniques` over
    /// `Constraint Priority Strategy`, both below a list's last item): two such lines, neither labelled.
    private func headsNextSection(at i: Int, stacked: Bool = true) -> Bool {
        let t = lines[i].trimmed
        guard let first = t.unicodeScalars.first, !(first.isASCII && first.properties.isLowercase) else { return false }
        guard i + 1 == lines.count || shapes[i + 1].isBlank || shapes[i + 1].startsCode || shapes[i + 1].listingKind != nil
                || shapes[i + 1].isListItem || (stacked && shapes[i + 1].hasTabCells) else {
            guard stacked, !shapes[i + 1].startsOtherBlock else { return false }
            // A heading above its text, glued below the list (an error message at least twice as wide as it).
            if Self.headsWiderText(t, above: lines[i + 1].trimmed) { return true }
            return headsNextSection(at: i + 1, stacked: false)
                && HeadingShape.isHeadingShaped(t) && !HeadingShape.isLabelledLine(t) && !HeadingShape.isLabelledLine(lines[i + 1].trimmed)
        }
        return HeadingShape.isHeadingShaped(t)
    }

    /// The line of the next bullet of a loose list after the item on line `i`: one blank line, then an
    /// item with the same bullet that is not directly above text of its own (a memo's decorated heading).
    private func looseItem(after i: Int) -> Int? {
        let j = i + 2
        guard j < lines.count, shapes[i + 1].isBlank, shapes[j].isListItem,
              let mark = lines[i].trimmed.first, "•・-*".contains(mark), lines[j].trimmed.first == mark,
              j + 1 == lines.count || shapes[j + 1].isBlank || shapes[j + 1].isListItem else { return nil }
        return j
    }

    // MARK: - Prose

    /// Lines of a program's output (the first on line `start`, 0-based) as one log listing.
    private mutating func appendOutput(_ run: [String], start: Int) {
        let code = run.joined(separator: "\n")
        items.append(.block(.code(Snippet(id: "", language: .text, code: code,
                                          range: SourceRange(start: SourceLocation(line: start + 1),
                                                             end: SourceLocation(line: start + run.count, column: max(1, run[run.count - 1].count))),
                                          marker: Snippet.marker(of: code), infoString: ListingShape.Kind.log.language))))
    }

    /// A run of consecutive prose lines: one line is left for the outline to judge; several lines are
    /// a space-separated table when their columns agree, else a list of bare lines (as web copy gives).
    /// When the first line is shaped like a memo's heading, the run is kept for `MemoHeadings`.
    private mutating func scanProse() {
        let start = index
        var run = proseRun()
        // A diagram glued to the lines around it: the lines above its root, or below its last branch, are a run of
        // their own.
        if let cut = TextDiagram.gluedEdge(run) {
            run = Array(run.prefix(cut))
            index = start + cut
        }
        // Lines a copy keeps indented by a tab come from preformatted text, never a heading: a log's lines when they
        // read as a program's output, else a paragraph.
        if (start..<(start + run.count)).allSatisfy({ lines[$0].hasPrefix("\t") }) {
            if ConsoleOutput.reads(run) {
                appendOutput(run, start: start)
            } else {
                items.append(.block(.paragraph(Paragraph(text: run.joined(separator: "\n"), range: SourceRange(lines: start + 1, start + run.count)))))
            }
            return
        }
        if let cut = fieldsEnd(run) {
            run = Array(run.prefix(cut))
            index = start + cut
        }
        var tree = TextDiagram.block(Array(lines[start..<(start + run.count)]), start: start + 1)
        var headingsAbove = 0
        // A copy without bullets that sets only paragraphs off by blank lines (HTML's `innerText`) leaves a heading
        // in one run with the bare items next to it: right below the last item above its first paragraph, or right
        // above the first item below a paragraph. A line far shorter than every item between (`BareItems.standsApart`)
        // is left a line of its own, for the outline to judge; not in output a line above announces (`输出为：`), not a
        // table's head row above its rows, nor a tree's root.
        if let above = items.last, !ConsoleOutput.isAnnounced(by: above), run.count >= 3, SpacedTable.table(run, start: start) == nil,
           tree == nil {
            let between = run[1..<(run.count - 1)]
            // Below it: a blank line and body text, or a table glued to it (a browser sets a table off by a line break).
            if index < lines.count, let next = nextNonBlank(after: index - 1),
               next > index ? MemoHeadings.readsAsBody(lines[next].trimmed) : shapes[index].hasTabCells,
               BareItems.standsApart(run[run.count - 1], from: between) || BareItems.repeatsOpening(run),
               !announcesList(before: start) {
                run.removeLast()
                index -= 1
                tree = TextDiagram.block(Array(lines[start..<(start + run.count)]), start: start + 1)
            } else if start > 0, shapes[start - 1].isBlank {
                headingsAbove = BareItems.headingsAbove(run)
            }
        }
        // A browser copies a title area (breadcrumb, title, date and source lines) without blank lines
        // between them: when such a run opens the page, its lines are left single for `TitleArea`.
        if run.count > 1, isTitleAreaStill, run.count <= TitleArea.longestRun, run.contains(where: TitleArea.isMetadataLine) {
            appendSingleLines(run, start: start)
            return
        }
        // The page's title right above its first heading (a browser sets headings off by a single line break):
        // two or three heading-shaped lines opening the page are lines of their own, as between blank lines.
        if items.isEmpty, (2...3).contains(run.count), run.allSatisfy({ HeadingShape.isHeadingShaped($0) }) {
            appendSingleLines(run, start: start)
            return
        }
        if let tree {
            items.append(.block(tree))
            return
        }
        // A one-line listing (`id:1`, `po $arg0`) glued above the next section's heading, which a blank line and its
        // text follow: the heading is a line of its own, not a list item with the listing.
        // So is a heading and its first subheading glued below it, both short.
        if (2...3).contains(run.count), NonHeading.isKeyValueToken(run[0]) || NonHeading.isCodeLike(run[0]),
           run.dropFirst().allSatisfy({ HeadingShape.isHeadingShaped($0) && !HeadingShape.isLabelledLine($0) && !HeadingShape.isLeadIn($0) }),
           run.count == 2 || run.dropFirst().allSatisfy({ $0.hasAtMost(MemoHeadings.shortTitle) }),
           index < lines.count, let next = nextNonBlank(after: index - 1), next > index, MemoHeadings.readsAsBody(lines[next].trimmed) {
            items += Self.proseItems([run[0]], start: start + 1, marks: listMarks)
            appendSingleLines(Array(run.dropFirst()), start: start + 1)
            return
        }
        if let note = Self.callout(run, start: start + 1) {
            items.append(.block(.note(note)))
            return
        }
        // Lines below `输出为：` / `以下のエラーが発生します。` are the output or message it announces.
        if ConsoleOutput.reads(run), let above = items.last, ConsoleOutput.isAnnounced(by: above) {
            appendOutput(run, start: start)
            return
        }
        // So are the lines below a label glued to them (`Symptom:` right above a log): the copy dropped the listing's
        // frame and the blank line with it. The label is a line of its own.
        if ConsoleOutput.labelsOutput(run) {
            appendSingleLines([run[0]], start: start)
            appendOutput(Array(run.dropFirst()), start: start + 1)
            return
        }
        if stackedAboveSentences(run, start: start) {
            appendSingleLines(Array(run.prefix(2)), start: start)
            if run.count > 2 { items += Self.proseItems(Array(run.dropFirst(2)), start: start + 3, marks: listMarks) }
            return
        }
        if headsRunBelowListing(run, start: start) {
            appendSingleLines([run[0]], start: start)
            items += Self.proseItems(Array(run.dropFirst()), start: start + 2, marks: listMarks)
            return
        }
        // A heading right above its first subheading, set off by single line breaks: in a copy that marks its
        // lists, two heading-shaped lines alone are not a list of bare lines; nor are three right above a list's
        // first item (a heading, its first subheading and that one's first). In any copy, two such lines right above a
        // listing are no list either, nor a lead-in (a heading, and its first subheading above the listing).
        let stacked = run.count == 2 || (run.count == 3 && index < lines.count && shapes[index].isListItem)
        let aboveListing = run.count == 2 && index < lines.count && (shapes[index].startsCode || shapes[index].listingKind != nil)
            && !run.contains { HeadingShape.isLeadIn($0) }
        if marksLists || aboveListing, stacked, (start..<(start + run.count)).allSatisfy({ lines[$0].indentation == 0 }),
           run.allSatisfy({ HeadingShape.isHeadingShaped($0) && !HeadingShape.isLabelledLine($0) }), !Self.isSingleLatinWord(run[1]),
           nextNonBlank(after: start + run.count - 1) != nil, !announcesList(before: start) {
            appendSingleLines(run, start: start)
            return
        }
        // A heading and its first subheading at the end of a longer run, right above the subheading's list (`Release
        // Checklist` / `Before Upload` below the last bare item of the list before): in a copy that marks its lists, two
        // heading-shaped lines each at most half as wide as the item below them are lines of their own.
        if marksLists, run.count >= 3, index < lines.count, shapes[index].isListItem, let item = LineShape.listItem(lines[index]),
           (start + run.count - 2..<start + run.count).allSatisfy({ lines[$0].indentation == 0 }),
           run.suffix(2).allSatisfy({ BareItems.standsApart($0, from: [item.text]) }) {
            // One line left above them is the last item's (`Custom: any value`), not a third heading, when it is labelled.
            if run.count == 3, HeadingShape.isLabelledLine(run[0]) {
                items.append(.block(.paragraph(Paragraph(text: run[0], range: SourceRange(lines: start + 1, start + 1)))))
            } else {
                items += Self.proseItems(Array(run.dropLast(2)), start: start + 1, marks: listMarks)
            }
            appendSingleLines(Array(run.suffix(2)), start: start + run.count - 2)
            return
        }
        // (A memo's heading above its text is decided first, from the whole page: `MemoHeadings`.)
        let apart = Array(0..<headingsAbove) + BareItems.headingsBetween(run).filter { $0 > headingsAbove }
        // A section name every page may have (`Requirements`, `License`) inside the run (below its first line) heads what
        // follows it; the lines above the first such name may still open with a memo's heading (`MemoHeadings`).
        let named = run.indices.dropFirst().filter { namesSection(run[$0], at: start + $0) }
        if !named.isEmpty {
            let cuts = Set(apart + named).sorted()
            var from = 0
            if cuts[0] >= 2, MemoHeadings.mayOpenRun(Array(run.prefix(cuts[0]))) {
                let head = Array(run.prefix(cuts[0]))
                items.append(.run(lines: head, line: start + 1, fallback: Self.proseItems(head, start: start + 1, marks: listMarks)))
                from = cuts[0]
            }
            items += splitItems(run, start: start, at: cuts, from: from)
            return
        }
        let fallback = apart.isEmpty ? Self.proseItems(run, start: start + 1, marks: listMarks)
                                     : splitItems(run, start: start, at: apart)
        // (Not the list a paragraph above announces: `以下の制約を満たします。` over its items.)
        if run.count > 1, MemoHeadings.mayOpenRun(run), !announcesList(before: start) {
            items.append(.run(lines: run, line: start + 1, fallback: fallback))
        } else {
            items += fallback
        }
    }
}

extension CodeLineScanner {
    /// The change in `{`/`}` depth over one line, outside strings and comments.
    static func braceDelta(_ line: String) -> Int {
        let code = codePart(of: line)
        return code.filter { $0 == "{" }.count - code.filter { $0 == "}" }.count
    }
}

/// How a copy marks its lists, which says what a run of bare lines is: where it marks none, a list whose marks it
/// dropped; where it marks some, a paragraph a page broke into lines when a line ends inside a sentence; where it
/// keeps a page's rendered bullets (`•`, `◦`, `▪`), also when every line ends a sentence (a writer's one sentence
/// per line, kept as `<br>`). Neither numbers (a browser's `innerText` drops bullets but keeps `1.`) nor `・` and `-`
/// (which writers type into their text, beside lists whose marks a copy dropped) say that the copy kept them.
struct ListMarks {
    /// Whether any line is a list item (`•`, `・`, `-`, `1.`).
    let any: Bool
    /// Whether any line opens with a rendered bullet.
    let bullets: Bool

    static let none = ListMarks(any: false, bullets: false)

    /// The bullets a page's list gives when copied, which writers seldom type.
    static let renderedBullets = Set("•◦▪".unicodeScalars)

}

extension ListMarks {
    /// How `lines` mark their lists.
    init(_ lines: [String]) {
        self.init(any: lines.contains { LineShape.listItem($0) != nil },
                  bullets: lines.contains { line in line.trimmed.unicodeScalars.first.map(Self.renderedBullets.contains) ?? false })
    }
}
