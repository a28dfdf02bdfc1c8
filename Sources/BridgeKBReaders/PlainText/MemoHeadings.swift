import BridgeKBModel
/// Memos and blog notes copied as plain text put a short heading directly above its first paragraph,
/// with no blank line between: `はじめに` over `UIKitの画面に…。`, `踩坑1：高度不对` over `现象：…` /
/// `原因：…`, `■ 環境` over `Xcode 16`, `1. 背景` over its text. A web copy of other pages has such runs
/// too (a paragraph's line breaks, a list of bare lines), so the document decides: the runs that open
/// after a blank line with a short heading-shaped line above text that reads as a body (a sentence, a
/// labelled line) are headings when at least two of them occur; then a run whose first line has the
/// shape of one of them (the same decoration, enumerator or label, or a bare word or two) above a short
/// line (`環境` over `Xcode 16 / iOS 17`) is one of their siblings.
enum MemoHeadings {
    /// Memo headings are short; longer lines above text are a paragraph's first line.
    static let longest = 50

    /// How many runs must open with a heading above body text before the page reads as a memo.
    static let evidence = 2

    /// A bare heading accepted on its siblings' evidence alone is a word or two (`環境`, `開発環境`).
    static let shortBare = 10

    // MARK: - The shape of one run

    /// Whether a run of lines opens with a line that may be a memo's heading: short, heading-shaped once
    /// its decoration or enumerator is set aside, not a labelled line (`原因：…`), a call-out (`重要` above
    /// its text, unless decorated: `◆ 小技巧`), a lead-in
    /// or a date line; a list item only when decorated (`● 原因`) or enumerated (`1. 背景`); not
    /// followed by the continuation of its sentence (a lowercase Latin word).
    static func mayOpenRun(_ run: [String]) -> Bool {
        guard run.count >= 2, let first = run.first, first.hasAtMost(longest) else { return false }
        let decoration = HeadingDecoration.split(first)
        let enumerated = HeadingDecoration.enumeratorEnd(first) != nil
        if LineShape.listItem(first) != nil && decoration == nil && !enumerated { return false }
        let bare = HeadingDecoration.unenumerated(decoration?.title ?? first).trimmed
        guard !bare.isEmpty, HeadingShape.isHeadingShaped(bare), !HeadingShape.isLabelledLine(bare),
              !HeadingShape.isLeadIn(bare, byWords: decoration == nil && !enumerated && NumberedHeading.parse(first) == nil),
              LineShape.note(bare) == nil,
              decoration != nil || LineShape.noteKind(ofLabel: bare) == nil, !TitleArea.isMetadataLine(first) else { return false }
        // An English sentence broken over two lines.
        if !CharacterClass.containsCJK(first), let next = run[1].unicodeScalars.first, next.isASCII, next.properties.isLowercase {
            return false
        }
        return true
    }

    /// Whether a numbered item alone between blank lines (`2. 問題`) may be a memo's numbered heading:
    /// `N.` or `N)` and a short heading-shaped title that is no labelled line or lead-in.
    static func mayBeNumberedHeading(_ line: String) -> Bool {
        guard line.hasAtMost(longest), number(of: line) != nil, let end = HeadingDecoration.enumeratorEnd(line) else { return false }
        let title = String(line[end...]).trimmed
        return HeadingShape.isHeadingShaped(title) && !HeadingShape.isLabelledLine(title) && !HeadingShape.isLeadIn(title)
    }

    /// Whether a line is a numbered heading numbered 1 (`1. assign(to:on:) …`), which may start the
    /// numbering of subsections again below a numbered heading.
    static func startsNumberingAgain(_ line: String) -> Bool {
        number(of: line) == 1 && mayBeNumberedHeading(line)
    }

    /// The number of a `N.` / `N)` item.
    private static func number(of line: String) -> Int? {
        let digits = line.prefix { $0.isASCII && $0.isNumber }
        guard (1...2).contains(digits.count), let mark = line.dropFirst(digits.count).first, mark == "." || mark == "．" || mark == ")"
        else { return nil }
        return Int(digits)
    }

    /// A short heading-shaped line above a sentence (a line ending in `。` / `.`, or one at least twice
    /// as long): no paragraph's first line is so much shorter than the sentence it begins.
    static func isTitleAboveSentence(_ lines: [String]) -> Bool {
        guard lines.count >= 2, lines[0].hasAtMost(longest), let end = lines[1].last else { return false }
        let first = lines[0]
        // A clause inside, or a topic left open (`基本的には`), starts a sentence, not a title; a page's
        // navigation (`← 上一章 📖 返回目录`) is no title either.
        guard first.count <= shortTitle, !first.unicodeScalars.contains(where: { $0 == "、" || $0 == "，" || $0 == "," }),
              !NonHeading.endsAsLeadIn(first), !Debris.isNavigationLine(first) else { return false }
        return ("。.!！".contains(end) || lines[1].count >= 2 * first.count)
    }

    /// The longest heading accepted without a sibling's evidence (`前言`, `Objective-C の Extension とは違う`).
    static let shortTitle = 40

    /// Whether the line below a heading reads as its body: a labelled line, or a line no heading could be.
    static func readsAsBody(_ line: String) -> Bool {
        HeadingShape.isLabelledLine(line) || !HeadingShape.isHeadingShaped(line)
    }

    /// The shape a candidate shares with its siblings: its decoration, enumerator or label, else none
    /// (a bare heading).
    private static func key(_ line: String) -> HeadingShape.Key? {
        switch HeadingShape.key(of: line) {
        case .decoration(let mark)?: return .decoration(mark)
        case .enumerator?: return .enumerator
        case .label(let word)?: return .label(word)
        default: return nil
        }
    }

    // MARK: - The document

    /// The part a numbered heading plays in the document's numbering.
    enum Numbering {
        /// A section of the document's numbering (`1. 背景`, `2. 踩过的坑`, `3. 总结`).
        case section
        /// A section of a numbering that started again at 1 below a numbered section: its subsection.
        case subsection
        /// A top-level number of a decimal outline (`2.UIKit…` over `2.1 …`, `OutlineNumbering`).
        case outlineMajor
    }

    /// A numbered item that may number a section: alone on its line (`2. 問題` between blank lines, or
    /// directly above its listing), or directly above its text (`1. 背景` over a paragraph or a table).
    private struct NumberedCandidate {
        var index: Int
        var number: Int
        /// `まとめ`, `总结`: a closing section belongs to the outer numbering.
        var closing: Bool
        /// Whether other content came between it and the candidate before it.
        var contentBefore: Bool
    }

    /// The numbered items that number the document's sections, by item index, each with its part in
    /// the numbering: at least two, numbered on from 1 in order, each with other content before the next
    /// (an ordered list loosened by blank lines has none). A numbering that starts again at 1 right after
    /// one of them (`2. 踩过的坑` → `1. …`, `2. …`) numbers that heading's subsections until the outer
    /// numbering goes on; where a number could go on either, the subsections go on, unless the heading
    /// closes the document (`3. 总结`).
    private static func numberedHeadings(_ items: [ScannedItem]) -> [Int: Numbering] {
        var candidates: [NumberedCandidate] = []
        var content = true
        for (index, item) in items.enumerated() {
            if case .run(let lines, _, _) = item, let n = number(of: lines[0]), lines.count == 1 || mayBeNumberedHeading(lines[0]) {
                let closing = HeadingShape.isClosing(lines[0])
                candidates.append(NumberedCandidate(index: index, number: n, closing: closing, contentBefore: content))
                content = lines.count > 1
            } else {
                content = true
            }
        }
        guard candidates.count >= evidence else { return [:] }
        var result: [Int: Numbering] = [:]
        var next = 1
        var subsection: Int?
        for (k, candidate) in candidates.enumerated() {
            let n = candidate.number
            if subsection == nil, n == 1, next > 1, k > 0 {
                // A heading directly above its first subsection has no content of its own before it.
                result[candidate.index] = .subsection
                subsection = 2
            } else if !candidate.contentBefore {
                return [:]
            } else if let s = subsection, n == s, !candidate.closing {
                result[candidate.index] = .subsection
                subsection = s + 1
            } else if n == next {
                result[candidate.index] = .section
                next += 1
                subsection = nil
            } else {
                return [:]
            }
        }
        return result
    }

    /// Whether the page sets its headings off from their text by a blank line, as a rendered page sets an `<h2>` off
    /// from its `<p>`: at least `evidence` heading-shaped lines stand alone with a blank line below them. There a part
    /// of a problem report glued right above its text (`原因` over `…ためです。`) is the bold first line of a
    /// paragraph (`<p><b>原因</b><br>…`), not a heading.
    static func setsHeadingsApart(_ items: [ScannedItem]) -> Bool {
        var count = 0
        for (k, item) in items.enumerated().dropLast() {
            guard case .line(let text, let line) = item, items[k + 1].firstLine > line + 1,
                  !HeadingShape.isRole(HeadingDecoration.undecorated(text)), HeadingShape.isHeadingShaped(text) else { continue }
            count += 1
            if count >= evidence { return true }
        }
        return false
    }

    /// Whether the text below a label goes on as a sentence (`…ためです。`): a heading above a list or a labelled line
    /// (`環境` over `OS：…`) is glued to it in a copy that sets only paragraphs off by blank lines.
    private static func opensWithSentence(_ text: [String]) -> Bool {
        guard let first = text.first, let last = first.last else { return false }
        return "。．.！!".contains(last) && !HeadingShape.isLabelledLine(first)
    }

    /// Resolves the runs of the body: each becomes its heading (`.heading`) and its text, or its
    /// fallback. `previousLine` is the last line before the body (the title area's), or 0; a heading's
    /// lines below it are read by how the copy marks its lists (`LineScanner.proseItems`).
    static func resolve(_ items: [ScannedItem], previousLine: Int, marks: ListMarks = .none) -> [ScannedItem] {
        struct Candidate { var index: Int; var strong: Bool; var key: HeadingShape.Key?; var bare: Bool }
        var candidates: [Candidate] = []
        var lastLine = previousLine
        for (index, item) in items.enumerated() {
            defer { lastLine = item.lastLine }
            guard case .run(let lines, let line, _) = item, lines.count > 1,
                  line > lastLine + 1 || (index == 0 && previousLine == 0) else { continue }
            let key = key(lines[0])
            let bare = key == nil && HeadingDecoration.undecorated(lines[0]).hasAtMost(shortBare)
            candidates.append(Candidate(index: index, strong: readsAsBody(lines[1]), key: key, bare: bare))
        }
        // On a page that sets its headings off by a blank line, a part of a problem report glued to the sentence below
        // it is a label (undecorated: `■ 原因` is written as a heading).
        // It opens one paragraph with the lines below it (`<p><b>原因</b><br>…</p>`).
        var labels = Set<Int>()
        if setsHeadingsApart(items) {
            candidates.removeAll { candidate in
                guard case .run(let lines, _, _) = items[candidate.index], HeadingShape.isRole(lines[0]),
                      opensWithSentence(Array(lines.dropFirst())) else { return false }
                labels.insert(candidate.index)
                return true
            }
        }
        let strong = candidates.filter(\.strong)
        let numbered = numberedHeadings(items)
        var accepted = Set(numbered.keys)
        if strong.count >= evidence {
            for candidate in candidates {
                let sibling = strong.contains { $0.key == candidate.key && (candidate.key != nil || ($0.bare && candidate.bare)) }
                if candidate.strong || sibling { accepted.insert(candidate.index) }
            }
        }
        // Without the evidence of a memo's siblings, a run still opens with its heading when that line is
        // a few words above a sentence (`前言` over the text of the preface), in a page that has headings
        // of its own (single heading-shaped lines): one bare line above a sentence in a page without
        // any is more likely a paragraph's line break.
        let singleHeadingLines = items.lazy.filter { item in
            if case .line(let text, _) = item { return HeadingShape.isHeadingShaped(text) }
            return false
        }.prefix(2).count
        for candidate in candidates where candidate.strong && !accepted.contains(candidate.index) && singleHeadingLines >= 2 {
            if case .run(let lines, _, _) = items[candidate.index], isTitleAboveSentence(lines) { accepted.insert(candidate.index) }
        }
        var result: [ScannedItem] = []
        for (index, item) in items.enumerated() {
            guard case .run(let lines, let line, let fallback) = item else { result.append(item); continue }
            if labels.contains(index) {
                result.append(.block(.paragraph(Paragraph(text: lines.joined(separator: "\n"),
                                                          range: SourceRange(lines: line, line + lines.count - 1)))))
                continue
            }
            guard accepted.contains(index) else { result += fallback; continue }
            result.append(.heading(text: lines[0], line: line, numbering: numbered[index]))
            let rest = Array(lines.dropFirst())
            if rest.isEmpty {
                continue
            } else if rest.count == 1 {
                result.append(.block(.paragraph(Paragraph(text: rest[0], range: SourceRange(lines: line + 1, line + 1)))))
            } else {
                result += LineScanner.proseItems(rest, start: line + 1, marks: marks)
            }
        }
        return result
    }
}
