import BridgeKBModel
/// A heading found in plain text, before its level is known.
struct HeadingLine {
    var numbered: NumberedHeading?
    var title: String
    /// The heading line(s) as written.
    var text: String
    var line: Int
    /// The line of a title written below a bare number label (`第一节` / `创建…`).
    var titleLine: Int?
    var level = 1
    /// The shape of an unnumbered heading's title (`HeadingShape.key(of:)`), set with its level.
    var shape: HeadingShape.Key?
    /// The part a memo's numbered heading (`1. …`) plays in the document's numbering, if it is one.
    var memoNumbering: MemoHeadings.Numbering?
}

/// Decides which single lines are headings and gives every heading its level (`assignLevels`, in
/// OutlineLevels.swift): numbering where there is one, the order and shape of the headings where
/// there is none.
struct OutlineBuilder {
    /// One element of the resolved document order.
    enum Element {
        case heading(HeadingLine)
        case block(Block)
        case thematicBreak
    }

    /// Turns scanned items (title and debris already removed) into headings and blocks.
    static func resolve(_ scanned: [ScannedItem]) -> [Element] {
        // `MemoHeadings` resolves runs before; a run left over reads as its fallback.
        let items = scanned.flatMap { item -> [ScannedItem] in
            if case .run(_, _, let fallback) = item { return fallback }
            return [item]
        }
        // A page whose sections are questions: several single lines that would be headings but for the `？`.
        let questions = items.filter { item in
            guard case .line(let text, _) = item, let last = text.last, last == "？" || last == "?" else { return false }
            return HeadingShape.isHeadingShaped(text, questions: true)
        }.count >= 3
        let context = DocumentContext(items)
        // Judge single lines from the end, so that "followed by content" sees decided neighbours.
        var elements: [Element?] = Array(repeating: nil, count: items.count)
        var consumedAsTitle = Set<Int>()
        // For each single line left a paragraph: whether it reads as a body below a heading-shaped line
        // (not heading-shaped itself, or a lead-in), rather than as a metadata line such as `下载地址：…`.
        var paragraphReadsAsBody = [Bool](repeating: true, count: items.count)
        // The single lines read as console or compiler messages quoted in the page (by item index).
        var messages = Set<Int>()
        for i in stride(from: items.count - 1, through: 0, by: -1) {
            let text: String, line: Int
            switch items[i] {
            case .line(let t, let l): (text, line) = (t, l)
            case .block(let block): elements[i] = .block(block); continue
            case .thematicBreak: elements[i] = .thematicBreak; continue
            case .heading(let t, let l, let numbering):
                var h = heading(t, line: l)
                if numbering == .outlineMajor, let major = NumberedHeading.parseOutlineMajor(t) {
                    h.numbered = major
                    h.title = major.title
                } else {
                    h.memoNumbering = numbering
                }
                elements[i] = .heading(h)
                continue
            case .run:
                continue  // expanded above
            }
            if consumedAsTitle.contains(i) { continue }
            // A label alone on its line (`重要`) introduces the paragraph below it.
            if let kind = LineShape.noteKind(ofLabel: text), i + 1 < items.count,
               case .block(.paragraph(let body))? = elements[i + 1] {
                elements[i] = .block(.note(Note(kind: kind, label: text.trimmed, text: body.text,
                                                range: SourceRange(lines: line, body.range.endLine))))
                elements[i + 1] = nil
                continue
            }
            if let note = LineShape.note(text) {
                elements[i] = .block(.note(Note(kind: note.kind, label: note.label, text: note.text,
                                                range: SourceRange(lines: line, line))))
                continue
            }
            if var numbered = NumberedHeading.parse(text), isNumberedHeadingShaped(text) {
                var heading = HeadingLine(numbered: numbered, title: numbered.title, text: text, line: line)
                // A bare label takes its title from the next line when that line reads as a title.
                if numbered.title.isEmpty, numbered.scheme != .step, i + 1 < items.count,
                   case .line(let next, let nextLine) = items[i + 1],
                   HeadingShape.isHeadingShaped(next), NumberedHeading.parse(next) == nil, LineShape.note(next) == nil {
                    numbered.title = next
                    heading = HeadingLine(numbered: numbered, title: next, text: "\(text) \(next)", line: line, titleLine: nextLine)
                    consumedAsTitle.insert(i + 1)
                    elements[i + 1] = nil
                }
                elements[i] = .heading(heading)
                continue
            }
            func paragraph(readsAsBody: Bool) {
                elements[i] = .block(.paragraph(Paragraph(text: text, range: SourceRange(lines: line, line))))
                paragraphReadsAsBody[i] = readsAsBody
            }
            let nextIndex = elements[(i + 1)...].firstIndex { $0 != nil }
            let next = nextIndex.flatMap { elements[$0] }
            // A Latin message quoted above Chinese or Japanese text (or above another such message).
            let quotedMessage: Bool = {
                guard context.isCJK, NonHeading.isQuotedMessage(text), let n = nextIndex else { return false }
                if messages.contains(n) { return true }
                if case .block(.paragraph(let p))? = next { return CharacterClass.containsCJK(p.text) }
                return false
            }()
            if quotedMessage { messages.insert(i) }
            // The line a lead-in introduces (`出力は次のとおり：` above `main thread`) is its content.
            let introduced: Bool = {
                guard i > 0 else { return false }
                switch items[i - 1] {
                case .line(let previous, _): return previous.hasSuffix("：") || previous.hasSuffix(":")
                case .block(.paragraph(let p)): return p.text.hasSuffix("：") || p.text.hasSuffix(":")
                default: return false
                }
            }()
            guard HeadingShape.isHeadingShaped(text, questions: questions), !context.rulesOut(text), !quotedMessage, !introduced else {
                paragraph(readsAsBody: !NonHeading.isLink(text)); continue
            }
            let followedByContent: Bool
            switch next {
            // A demoted heading-shaped line (`下载地址：…`) is metadata, not a body.
            case .block(.paragraph)?: followedByContent = paragraphReadsAsBody[nextIndex!]
            case .block?: followedByContent = true
            // A heading directly above an unnumbered heading, a step or the first decimal of its number
            // (`3.1`) opens its parent; above `1.3` a line is the body of `1.2` (its number names its parent).
            // A closing section (`参考`, `まとめ`) sits at the top whatever comes before it: the line right above
            // it heads nothing (a link's text, `Demo`, at the end of the section before).
            case .heading(let h)? where h.numbered == nil && HeadingShape.isClosing(h.title)
                                        && !HeadingShape.isClosing(text) && !OutlineCues.isOpening(text):
                followedByContent = false
            // A property's name alone (`dimsBackgroundDuringPresentation`, a link to its documentation) opens no parent:
            // it is the text of the section above (its body: the heading above it has content).
            case .heading? where NonHeading.isLoneMemberName(text):
                followedByContent = false
            case .heading(let h)?:
                switch h.numbered?.scheme {
                case nil, .step?: followedByContent = true
                case .decimal?: followedByContent = h.numbered?.path.last.map { $0 <= 1 } ?? true
                default: followedByContent = false
                }
            default: followedByContent = false
            }
            let introducesListing: Bool = {
                if case .block(.code)? = next { return true }
                return false
            }()
            let introducesBlock: Bool = {
                switch next {
                case .block(.code)?, .block(.table)?, .block(.list)?, .block(.lifecycle)?: return true
                default: return false
                }
            }()
            // A list in the middle of a sentence: the paragraph after it goes on with the line above it
            // (`仕組みを説明すると` / • … / `となります。`).
            let leadsIntoList: Bool = {
                guard case .block(.list)? = next, let n = nextIndex,
                      let after = elements[(n + 1)...].first(where: { $0 != nil }), case .block(.paragraph(let p))? = after else { return false }
                return NonHeading.continuesSentence(p.text)
            }()
            // An example's mark (`❌ Retains — strong outer, weak inner`) labels the listing below it: no lead-in, whatever its words.
            let labelsExample = introducesListing && HeadingShape.isMarker(text)
            if followedByContent && !(introducesListing && !labelsExample && (HeadingShape.isLeadIn(text) || NonHeading.instructsAboveListing(text)))
                && !(introducesBlock && (NonHeading.endsAsLeadIn(text) || NonHeading.namesListing(text))) && !leadsIntoList {
                elements[i] = .heading(heading(text, line: line))
            } else {
                // The page's last line has nothing to head: it is the body of the line above (`MIT License`
                // below `ライセンス`).
                paragraph(readsAsBody: HeadingShape.isLeadIn(text) || NonHeading.endsAsLeadIn(text) || NonHeading.namesListing(text)
                                           || NonHeading.isLoneMemberName(text) || nextIndex == nil)
            }
        }
        return demoteLongRuns(elements.compactMap { $0 })
    }

    /// A heading line: numbered when its text (without a memo's decoration) has a number label, else
    /// titled without its decoration (`■ 環境` → `環境`, `【问题描述】` → `问题描述`).
    static func heading(_ text: String, line: Int) -> HeadingLine {
        let title = HeadingDecoration.undecorated(text)
        if let numbered = NumberedHeading.parse(title), isNumberedHeadingShaped(title) {
            return HeadingLine(numbered: numbered, title: numbered.title, text: text, line: line)
        }
        return HeadingLine(numbered: nil, title: title, text: text, line: line)
    }

    /// More than three unnumbered headings in a row with nothing between them are not an outline
    /// (a list of related posts, a table of contents): only the last, which has content, stays a heading.
    static func demoteLongRuns(_ elements: [Element]) -> [Element] {
        var result = elements
        var runStart = 0
        func close(_ end: Int) {
            if end - runStart > 3 {
                for k in runStart..<(end - 1) {
                    if case .heading(let h) = result[k] {
                        result[k] = .block(.paragraph(Paragraph(text: h.text, range: SourceRange(lines: h.line, h.line))))
                    }
                }
            }
        }
        for (k, element) in elements.enumerated() {
            if case .heading(let h) = element, h.numbered == nil { continue }
            close(k)
            runStart = k + 1
        }
        close(elements.count)
        return result
    }

    static func isNumberedHeadingShaped(_ text: String) -> Bool {
        guard let last = text.last, !"。．！？；;：:，,、".contains(last) else { return false }
        // The scalar test first: without a 。 scalar Foundation's search finds nothing.
        return !(text.unicodeScalars.contains("。") && text.dropLast().contains("。"))
    }

    // MARK: - Topic headings

    /// An unnumbered heading whose title is one API name (`UIHostingConfiguration（iOS 16+）`) takes
    /// the following sibling headings as its subsections, up to the last one whose title names that API
    /// (`何时使用 UIHostingConfiguration，何时使用 UIHostingController`).
    static func nestTopicHeadings(_ elements: inout [Element]) {
        let positions = elements.indices.filter { if case .heading = elements[$0] { return true } else { return false } }
        func heading(_ i: Int) -> HeadingLine { if case .heading(let h) = elements[i] { return h }; fatalError() }
        var k = 0
        while k < positions.count {
            let p = heading(positions[k])
            guard p.numbered == nil, let topic = topicIdentifier(of: p.title) else { k += 1; continue }
            var last: Int?
            var m = k + 1
            while m < positions.count {
                let h = heading(positions[m])
                if h.level < p.level || h.numbered != nil { break }
                if h.level == p.level {
                    if topicIdentifier(of: h.title) != nil { break }
                    if CharacterClass.identifiers(in: h.title).contains(topic) { last = m }
                }
                m += 1
            }
            if let last {
                for q in (k + 1)...last {
                    var h = heading(positions[q])
                    h.level += 1
                    elements[positions[q]] = .heading(h)
                }
                k = last + 1
            } else {
                k += 1
            }
        }
    }

    /// The identifier a title consists of, once an availability note in brackets is removed.
    static func topicIdentifier(of title: String) -> String? {
        var text = title
        for (open, close) in [("（", "）"), ("(", ")")] {
            // Without the bracket scalar Foundation's search finds nothing (no other text is equivalent to it).
            guard text.unicodeScalars.contains(open.unicodeScalars.first!) else { continue }
            if let o = text.range(of: open), let c = text.range(of: close, range: o.upperBound..<text.endIndex) {
                text.removeSubrange(o.lowerBound..<c.upperBound)
            }
        }
        let ids = CharacterClass.identifiers(in: text)
        guard ids.count == 1, let id = ids.first, id.count >= 4, text.trimmed == id else { return nil }
        return id
    }
}
