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
}

/// Decides which single lines are headings, gives every heading its level, and builds the section
/// tree. Levels follow from the numbering: major labels (parts, 一、, 第一节) are top level; steps and
/// decimals (3.1 under 三) nest under the number they extend; unnumbered headings take the level that
/// the numbering leaves free, and a thematic break (`---`) closes the current major section, so an
/// unnumbered heading after it is top level again.
struct OutlineBuilder {
    /// One element of the resolved document order.
    enum Element {
        case heading(HeadingLine)
        case block(Block)
        case thematicBreak
    }

    /// Turns scanned items (title and debris already removed) into headings and blocks.
    static func resolve(_ items: [ScannedItem]) -> [Element] {
        // Judge single lines from the end, so that "followed by content" sees decided neighbours.
        var elements: [Element?] = Array(repeating: nil, count: items.count)
        var consumedAsTitle = Set<Int>()
        for i in stride(from: items.count - 1, through: 0, by: -1) {
            guard case .line(let text, let line) = items[i] else {
                if case .block(let block) = items[i] { elements[i] = .block(block) } else { elements[i] = .thematicBreak }
                continue
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
                   isHeadingShaped(next), NumberedHeading.parse(next) == nil, LineShape.note(next) == nil {
                    numbered.title = next
                    heading = HeadingLine(numbered: numbered, title: next, text: "\(text) \(next)", line: line, titleLine: nextLine)
                    consumedAsTitle.insert(i + 1)
                    elements[i + 1] = nil
                }
                elements[i] = .heading(heading)
                continue
            }
            let followedByContent: Bool = {
                var j = i + 1
                while j < items.count {
                    if let element = elements[j] {
                        // A demoted heading-shaped line (`下载地址：…`) is metadata, not a body.
                        if case .block(.paragraph(let p)) = element { return !isHeadingShaped(p.text) }
                        if case .block = element { return true }
                        return false
                    }
                    j += 1
                }
                return false
            }()
            if isHeadingShaped(text) && followedByContent {
                elements[i] = .heading(HeadingLine(numbered: nil, title: text, text: text, line: line))
            } else {
                elements[i] = .block(.paragraph(Paragraph(text: text, range: SourceRange(lines: line, line))))
            }
        }
        return elements.compactMap { $0 }
    }

    /// Short, with no sentence or label punctuation at the end, not a list of items.
    static func isHeadingShaped(_ text: String) -> Bool {
        guard !text.isEmpty, text.hasAtMost(60), let last = text.last,
              !CharacterClass.terminalPunctuation.contains(last) else { return false }
        // The scalar tests first: Foundation's search is slow, and without the scalar it finds nothing.
        let scalars = text.unicodeScalars
        if scalars.contains(where: { $0 == "。" || $0 == "！" }), text.contains("。") || text.contains("！") { return false }
        let commas = scalars.contains(",") ? text.components(separatedBy: ", ").count - 1 : 0
        let enumerationCommas = text.filter { $0 == "、" }.count
        if commas >= 2 || enumerationCommas >= 3 { return false }
        if LineShape.fileName(text) != nil || LineShape.listItem(text) != nil { return false }
        return true
    }

    static func isNumberedHeadingShaped(_ text: String) -> Bool {
        guard let last = text.last, !"。．！？；;：:，,、".contains(last) else { return false }
        // The scalar test first: without a 。 scalar Foundation's search finds nothing.
        return !(text.unicodeScalars.contains("。") && text.dropLast().contains("。"))
    }

    // MARK: - Levels

    /// Gives each heading its level.
    static func assignLevels(_ elements: inout [Element]) {
        let headings = elements.compactMap { if case .heading(let h) = $0 { return h } else { return nil } }
        // Does the numbering itself supply the second level (3.1 under 三, 步骤 under 第一节)?
        var majorNumbers = Set<Int>()
        var numberedSubsections = false
        for h in headings {
            guard let n = h.numbered else { continue }
            if n.scheme.isMajor { majorNumbers.insert(n.path.first ?? -1) }
            if n.scheme == .step, !majorNumbers.isEmpty { numberedSubsections = true }
            if case .decimal = n.scheme, majorNumbers.contains(n.path.first ?? -1) { numberedSubsections = true }
        }

        var open: [HeadingLine] = []        // the current chain of open headings
        var lastDecimalLevel: [Int: Int] = [:]
        var currentMajor: HeadingLine?
        for index in elements.indices {
            if case .thematicBreak = elements[index] { currentMajor = nil; continue }
            guard case .heading(var h) = elements[index] else { continue }
            if let n = h.numbered {
                switch n.scheme {
                case .part, .chapter, .cjkOrdinal, .arabicOrdinal, .lesson:
                    h.level = 1
                case .step:
                    h.level = (currentMajor?.level ?? 0) + 1
                case .decimal(let depth):
                    let prefix = Array(n.path.dropLast())
                    if let parent = open.last(where: { $0.numbered.map { p in p.path == prefix && (p.scheme.isMajor || p.scheme == .decimal(depth: depth - 1)) } ?? false }) {
                        h.level = parent.level + 1
                    } else if let level = lastDecimalLevel[depth] {
                        h.level = level
                    } else {
                        h.level = 1
                    }
                    lastDecimalLevel[depth] = h.level
                }
            } else if numberedSubsections || currentMajor == nil {
                h.level = 1
            } else {
                h.level = currentMajor!.level + 1
            }
            if h.level == 1 && (h.numbered?.scheme.isMajor ?? false) { currentMajor = h }
            else if h.level == 1 { currentMajor = nil }
            open = open.filter { $0.level < h.level } + [h]
            elements[index] = .heading(h)
        }
        nestTopicHeadings(&elements)
    }

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
