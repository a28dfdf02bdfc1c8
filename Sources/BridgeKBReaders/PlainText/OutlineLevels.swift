import BridgeKBModel
extension OutlineBuilder {
    /// Gives each heading its level.
    ///
    /// Numbering wins where there is one: major labels (parts, 一、, 第一节) are top level; decimals
    /// (3.1 under 三) nest under the number they extend; steps nest under the current major section,
    /// or else under the unnumbered heading above them. A thematic break (`---`) closes the current
    /// major section.
    ///
    /// Unnumbered headings take the level the numbering leaves free (the base), and nest by order and
    /// shape (`unnumberedLevel`); a memo's `1.` heading whose numbering started again below another
    /// (`MemoHeadings`) is that heading's child, and the numbering that goes on after it is that
    /// heading's sibling. After a heading whose text says the rest of the page is its parts
    /// (`OutlineCues.announcesRestOfPage`), the headings start afresh one level below it.
    static func assignLevels(_ elements: inout [Element], pageTitle: String = "") {
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
        let (shapes, keys, recurring) = distinctiveKeys(elements)
        let announcing = announcingHeadings(elements)
        // A section that previews its parts (`SectionPreviews`, which nests them once every level is set) opens
        // subsections as one that announces them does, so it takes the level of an earlier such section still open.
        let previews = SectionPreviews.previews(elements, pageTitle: pageTitle)
        let previewing = Set(previews.map(\.section))
        let wrapping = announcingHeadings(elements, by: OutlineCues.announcesRestOfPage)
        // The page's environment section, where it has one (several are the parts of problem reports).
        let environments = headings.filter { $0.numbered == nil && HeadingShape.isEnvironment($0.title) }
        let pageEnvironment = environments.count == 1 ? environments[0].line : nil

        var open: [HeadingLine] = []        // the current chain of open headings
        var lastDecimalLevel: [Int: Int] = [:]
        var currentMajor: HeadingLine?
        var context = UnnumberedContext()
        var previous: HeadingLine?
        var previousKey: HeadingShape.Key?
        var previousRecurs = false
        var sawContent = true
        var previousAnnounces = false
        // The level below a heading whose text said that the rest of the page is its parts (`次項以降で…`).
        var wrapperBase: Int?
        for index in elements.indices {
            guard case .heading(var h) = elements[index] else {
                if case .thematicBreak = elements[index] {
                    currentMajor = nil; context = UnnumberedContext(); previous = nil; previousKey = nil; previousRecurs = false
                    wrapperBase = nil
                }
                sawContent = true
                continue
            }
            let direct = !sawContent && previous != nil
            if let n = h.numbered {
                switch n.scheme {
                case .part, .chapter, .cjkOrdinal, .arabicOrdinal, .lesson:
                    h.level = 1
                case .step:
                    let parent = currentMajor ?? open.last { $0.numbered == nil && $0.shape != .marker }
                    h.level = (parent?.level ?? 0) + 1
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
            } else if h.memoNumbering == .subsection {
                h.shape = shapes[index]
                h.level = (open.last { $0.memoNumbering != .subsection }?.level ?? 0) + 1
            } else if h.memoNumbering == .section, open.contains(where: { $0.memoNumbering == .subsection }),
                      let section = open.last(where: { $0.memoNumbering == .section }) {
                // After its subsections, the numbering goes on at the level of the section they belong to.
                h.shape = shapes[index]
                h.level = section.level
            } else {
                h.shape = shapes[index]
                let base = max(numberedSubsections || currentMajor == nil ? 1 : currentMajor!.level + 1, wrapperBase ?? 1)
                // Right above an unnumbered heading, a step or a decimal one: it opens a parent.
                let opener: Bool = {
                    guard index + 1 < elements.count, case .heading(let next) = elements[index + 1] else { return false }
                    switch next.numbered?.scheme {
                    case nil, .step?, .decimal?: return true
                    default: return false
                    }
                }()
                h.level = context.level(of: h, key: keys[index], previous: previous, previousKey: previousKey,
                                        previousShapeGoesOn: previousRecurs, direct: direct, opener: opener, open: open,
                                        base: base, previousAnnounces: previousAnnounces,
                                        announces: announcing.contains(index) || previewing.contains(index),
                                        pageSection: h.line == pageEnvironment, pageTitle: pageTitle)
            }
            if h.numbered == nil, wrapping.contains(index) {
                // The rest of the page is this heading's parts: they start afresh one level below it.
                wrapperBase = h.level + 1
                context = UnnumberedContext()
            }
            if h.level == 1 && (h.numbered?.scheme.isMajor ?? false) { currentMajor = h; context = UnnumberedContext() }
            else if h.level == 1 && h.numbered != nil { currentMajor = nil }
            open = open.filter { $0.level < h.level } + [h]
            elements[index] = .heading(h)
            previous = h
            previousKey = h.numbered == nil ? keys[index] : nil
            previousRecurs = recurring.contains(index)
            previousAnnounces = announcing.contains(index)
            sawContent = false
        }
        nestTopicHeadings(&elements)
        TemplateRuns.apply(&elements, pageTitle: pageTitle)
        NumberedSeries.apply(&elements)
        SectionPreviews.apply(&elements, previews: previews)
        raiseRecaps(&elements)
        levelRepeatedTitles(&elements)
        TemplateParents.apply(&elements, pageTitle: pageTitle)
        WrittenHeadingMarks.apply(&elements)
        nestLabelSeriesUnderTheirName(&elements)
        GlossedTerms.apply(&elements)
        nestUnderBylinedHeadings(&elements)
        BareNumberSeries.apply(&elements)
        seatEllipticalQuestions(&elements)
    }

    /// A question without its predicate (`同時に設定すると？`, `What if the view is gone?`) asks about the subject of
    /// the section right before it: it sits beside that section (after its text), however deep that one sits — not
    /// at the level an earlier question of another kind (`…とは？`) gave the question shape.
    static func seatEllipticalQuestions(_ elements: inout [Element]) {
        var previous: HeadingLine?
        var sawContent = false
        for index in elements.indices {
            guard case .heading(var h) = elements[index] else { sawContent = true; continue }
            if let p = previous, sawContent, h.numbered == nil, h.level != p.level, HeadingShape.isEllipticalQuestion(h.title) {
                h.level = p.level
                elements[index] = .heading(h)
            }
            previous = h
            sawContent = false
        }
    }

    /// A heading whose title names the word a series of labelled headings after it repeats (`演習課題` above
    /// `演習1.`, `演習2.`; `Common Pitfalls` above `Pitfall 1:`) holds that series: each member right after it,
    /// or after another member, sits one level below it. In the Markdown originals and the team's guides, every
    /// such heading holds its series (6 of 6, in 6 guides).
    static func nestLabelSeriesUnderTheirName(_ elements: inout [Element]) {
        var parent: HeadingLine?
        var word: String?
        for index in elements.indices {
            guard case .heading(var h) = elements[index] else { continue }
            if let p = parent, let w = word, case .label(let label)? = h.shape, label == w {
                if h.level <= p.level {
                    h.level = p.level + 1
                    elements[index] = .heading(h)
                }
                continue
            }
            parent = nil
            word = nil
            guard h.numbered == nil, h.shape == nil else { continue }
            // The label the next two headings carry (a series, not one `Xcode15.2 …`), when this title names it
            // (`Common Patterns` above `Pattern 1:`).
            let next = elements[(index + 1)...].lazy.compactMap { if case .heading(let n) = $0 { return n } else { return nil } }.prefix(2)
            if next.count == 2, case .label(let label)? = next.first?.shape, next.allSatisfy({ $0.shape == .label(label) }), label.count >= 2,
               h.title.lowercased().contains(label.lowercased()) {
                parent = h
                word = label
            }
        }
    }

    /// A page that holds several articles, each titled by a heading with its byline right below it
    /// (`作者: 林一`): those headings are the top sections, and the headings after one of them, up to the
    /// next, are its parts (one level down at least).
    static func nestUnderBylinedHeadings(_ elements: inout [Element]) {
        let bylined = Set(elements.indices.filter { index in
            guard case .heading = elements[index], index + 1 < elements.count,
                  case .block(.paragraph(let p)) = elements[index + 1] else { return false }
            return NonHeading.isByline(p.text)
        })
        guard bylined.count >= 2 else { return }
        var inArticle = false
        for index in elements.indices {
            guard case .heading(var h) = elements[index] else { continue }
            if bylined.contains(index) {
                h.level = 1
                inArticle = true
            } else if inArticle {
                h.level = max(h.level, 2)
            }
            elements[index] = .heading(h)
        }
    }

    /// A page holding one article twice (`RepeatedPageHead`): the title opens the first copy as a top
    /// section, the second copy's title (on `secondTitleLine`) is one too, and every other heading moves
    /// one level down.
    static func nestUnderRepeatedTitles(_ elements: inout [Element], title: String, titleLine: Int, secondTitleLine: Int) {
        for index in elements.indices {
            guard case .heading(var h) = elements[index] else { continue }
            h.level = h.line == secondTitleLine ? 1 : h.level + 1
            elements[index] = .heading(h)
        }
        elements.insert(.heading(HeadingLine(numbered: nil, title: title, text: title, line: titleLine, level: 1)), at: 0)
    }

    /// An unnumbered heading whose text opens with a recap (`ここまでで…`, `至此…`: `OutlineCues.opensWithRecap`)
    /// ends the part before it: it sits one level above the heading before it (when not above it already),
    /// and the headings after it keep their levels, so that those below it are its parts.
    static func raiseRecaps(_ elements: inout [Element]) {
        var previousLevel: Int?
        for index in elements.indices {
            guard case .heading(var h) = elements[index] else { continue }
            defer { previousLevel = h.level }
            guard let above = previousLevel, h.numbered == nil, h.level >= above, index + 1 < elements.count,
                  case .block(let first) = elements[index + 1], OutlineCues.opensWithRecap([first]) else { continue }
            h.level = max(1, above - 1)
            elements[index] = .heading(h)
        }
    }

    /// A page repeats a subsection's title under each of its parents (`Programmatically`, `题目`, `In Interface
    /// Builder` after `In Interface Builder (Storyboards)`) at one depth: an unnumbered heading whose title
    /// was seen before takes that heading's level, where it can (at most one below the heading before it).
    static func levelRepeatedTitles(_ elements: inout [Element]) {
        var levels: [String: Int] = [:]
        var previousLevel: Int?
        for index in elements.indices {
            guard case .heading(var h) = elements[index] else { continue }
            defer { previousLevel = h.level }
            guard h.numbered == nil else { continue }
            let key = titleKey(h.title)
            if let known = levels[key], let above = previousLevel, known <= above + 1 {
                h.level = known
                elements[index] = .heading(h)
            }
            levels[key] = h.level
        }
    }

    /// A title without spaces, case, or a note in brackets at its end (`In Interface Builder (XIBs)`).
    static func titleKey(_ title: String) -> String {
        var t = title.trimmed
        if let last = t.last, last == ")" || last == "）", let open = t.lastIndex(where: { $0 == "(" || $0 == "（" }), open > t.startIndex {
            t = String(t[..<open])
        }
        return String(t.lowercased().filter { !$0.isWhitespace })
    }

    /// The unnumbered headings (by element index) whose text announces subsections (`OutlineCues`), or
    /// whatever else `announces` looks for in a section's title and blocks.
    static func announcingHeadings(_ elements: [Element],
                                   by announces: (String, [Block]) -> Bool = OutlineCues.announcesSubsections) -> Set<Int> {
        var result = Set<Int>()
        var current: (index: Int, title: String)?
        var blocks: [Block] = []
        func close() {
            if let c = current, announces(c.title, blocks) { result.insert(c.index) }
        }
        for (index, element) in elements.enumerated() {
            switch element {
            case .heading(let h):
                close()
                current = h.numbered == nil ? (index, h.title) : nil
                blocks = []
            case .block(let b): blocks.append(b)
            case .thematicBreak: close(); current = nil
            }
        }
        close()
        return result
    }

    /// The shape of each unnumbered heading (by element index); the shapes that tell a level: a key
    /// that at most two thirds of the unnumbered headings of a major section (or of the document)
    /// share (a parenthesised original only where two headings or more carry one); and the headings
    /// whose key comes again later in that section.
    static func distinctiveKeys(_ elements: [Element]) -> (shapes: [Int: HeadingShape.Key], keys: [Int: HeadingShape.Key], recurring: Set<Int>) {
        var shapes: [Int: HeadingShape.Key] = [:]
        var result: [Int: HeadingShape.Key] = [:]
        var recurring = Set<Int>()
        var segment: [(index: Int, key: HeadingShape.Key?, title: String)] = []
        func flush() {
            var counts: [HeadingShape.Key: Int] = [:]
            for entry in segment { if let key = entry.key { counts[key, default: 0] += 1 } }
            // Where a problem report's parts repeat (`原因`, `解決策` under each problem), a part named once
            // (`環境` near the top) is a section of the page, not one of the series.
            var roleTitles: [String: Int] = [:]
            for entry in segment where entry.key == .role { roleTitles[entry.title, default: 0] += 1 }
            let rolesRepeat = roleTitles.values.contains { $0 >= 2 }
            var seen: [HeadingShape.Key: Int] = [:]
            for entry in segment {
                // A shape most headings share says nothing about levels (a translation whose every heading
                // carries its original); markers and methods always do.
                guard let key = entry.key, counts[key]! * 3 <= segment.count * 2 || key == .marker || key == .apiMember else { continue }
                if key == .role && rolesRepeat && roleTitles[entry.title]! < 2 { continue }
                // One title glossed in English (`内存警告（Memory Warnings）`) is no series of translated titles.
                if key == .parenthesisedOriginal && counts[key]! < 2 { continue }
                result[entry.index] = key
                seen[key, default: 0] += 1
                if seen[key]! < counts[key]! { recurring.insert(entry.index) }
            }
            segment = []
        }
        for (index, element) in elements.enumerated() {
            switch element {
            case .heading(let h) where h.numbered == nil:
                let key = HeadingShape.key(of: h.text)
                shapes[index] = key
                segment.append((index, key, h.title.trimmed.lowercased()))
            case .heading(let h) where h.numbered?.scheme.isMajor == true:
                flush()
            case .thematicBreak:
                flush()
            default:
                continue
            }
        }
        flush()
        return (shapes, result, recurring)
    }
}
