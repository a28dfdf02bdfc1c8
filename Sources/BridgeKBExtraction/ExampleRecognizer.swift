import BridgeKBModel
/// Finds pitfalls and patterns that a section shows through its heading and examples:
/// - the section itself as one pitfall: a pitfall heading (`Pitfall 2: …`, `坑一：…`, `ハマりどころ②`,
///   `16.3 错误：…`), a ❌ child heading with its ✅ counterpart, one ❌ label paragraph (`**悪い例**`,
///   `错误写法：`), or labelled problem / cause / fix paragraphs;
/// - several ❌ child headings or ❌ label paragraphs: one mistake each;
/// - ❌ listings (a `// ❌` comment) and ❌ list items: one mistake each, the ✅ that follows as the fix;
/// - the section as a pattern: a pattern heading (`Pattern 3: …`, `Example: …`, `示例：…`, `サンプル2：…`)
///   over a listing; ✅ listings elsewhere are patterns titled by their comment.
struct ExampleRecognizer {
    let cues: CueReader

    /// What a section yields here, and which of its children it used up (❌ / ✅ example headings).
    struct Result {
        var drafts: [EntryDraft] = []
        /// True when the section as a whole is one pitfall: its prose is that pitfall's, not cautions.
        var sectionIsPitfall = false
        var sectionIsPattern = false
        var consumedChildren: Set<String> = []
        /// Listings that are a mistake's examples (not patterns of their own).
        var usedListings: Set<String> = []
    }

    /// Whether a section tells how to get a debugging tool to work rather than a problem of the app: its title
    /// names the tool, or every listing it has is a debugger session.
    func isDebuggingTip(_ section: Section) -> Bool {
        cues.namesDebuggingTool(section.title)
            || (!section.snippets.isEmpty && section.snippets.allSatisfy(\.isDebuggerSession))
    }

    /// `adopted`: sibling sections after this one that are only ❌ / ✅ labels or pitfall labels (`原因`
    /// after `問題`), read as its children. `context`: what the section belongs to (its parent's title,
    /// or the document's), which names a pitfall whose own heading is only a label. `listedProblem`: the
    /// section's heading names what goes wrong on a page whose title does too (`Xcode 编译报错汇总` over
    /// `## 真机运行闪退`): one of the problems the page lists, whatever its prose says. `listedRecipe`: the section is one of
    /// a list of code recipes (`### 给视图加圆角` over a listing alone): a pattern titled by its heading.
    func recognize(_ section: Section, adopted: [Section] = [], isCollection: Bool, context: String = "",
                   listedProblem: Bool = false, listedRecipe: Bool = false) -> Result {
        var result = Result()
        // `### Q3. … でクラッシュします` over `**A.** …`: a FAQ's question that names what goes wrong, answered by its section.
        let questions = QuestionAnswerRecognizer(cues: cues)
        if let pair = questions.pair(heading: section), var draft = questions.draft(pair) {
            draft.id = .section
            draft.examples = section.snippets.filter { marker(of: $0)?.marker == .bad }.map(\.id)
            result.drafts.append(draft)
            result.sectionIsPitfall = true
            result.usedListings = Set(section.snippets.map(\.id))
            return result
        }
        // `❌ WRONG`, `✅ Good: …`, `错误示例`, `Don't`: a child that labels an example. A child titled
        // `错误：<a whole title>` names a pitfall of its own instead.
        let markedChildren = (section.children + adopted).compactMap { child -> (Section, CueReader.Marker, String)? in
            guard let marker = cues.marker(in: child.title),
                  marker.rest.isEmpty || cues.startsWithMark(child.title) || cues.headingLabel(.pitfallHeading, in: child.title) == nil
            else { return nil }
            return (child, marker.marker, marker.rest)
        }
        let badChildren = markedChildren.filter { $0.1 == .bad }
        let labelGroups = Self.labelGroups(section.blocks, cues: cues)
        // (A ❌ label over a log or console output shows what goes wrong, not code that does: no mistake of its own.)
        let badGroups = labelGroups.filter { $0.marker == .bad && $0.listings.contains(where: \.isCode) }
        // `Pitfall 2: …`, `坑一：…`, `问题 1：…`; or a heading that is itself a ❌ example (`❌ 在 body 里创建视图`).
        let ownMarker = cues.marker(in: section.title)
        // (`原因一：X` among its page's causes: the cause is what the pitfall is named by.)
        let namedCause = listedProblem ? namedCause(of: section) : nil
        let headingTitle = cues.headingLabel(.pitfallHeading, in: section.title)
            ?? cues.headingLabel(.pitfallHeadingNumbered, in: section.title, requireOrdinal: true)
            ?? (ownMarker?.marker == .bad && !(ownMarker?.rest.isEmpty ?? true) ? ownMarker?.rest : nil)
            ?? namedCause

        // `● 現象` / `● 原因` / `● 対策` under a pitfall, or `問題` followed by `原因` and `解決方法`: the
        // parts of one pitfall, each titled by its label.
        let parts = labelledParts(section, adopted: adopted)
        let partFields = Set(parts.map(\.field) + [cues.labelField(ofTitle: section.title)].compactMap { $0 })
        // (Parts titled only by a cause and a fix leave the problem to this section's heading: `## dyld: Library not
        // loaded` over `### 原因` and `### 解决方法`.)
        let toldInParts = partFields.contains(.symptom) && (partFields.contains(.cause) || partFields.contains(.fix))
            || partFields.contains(.cause) && partFields.contains(.fix) && cues.labelField(ofTitle: section.title) == nil
                && !cues.namesStandardPart(section.title)

        // One ❌ label makes the section a mistake when it opens the section (`**悪い例**` first), or when
        // the section opens by telling its problem (`**Symptom**: …`, then `❌ WRONG`); after other prose
        // it is one example among the section's content.
        let opensWithBadLabel = badGroups.count == 1
            && (badGroups[0].lines.lowerBound == section.blocks.first?.range.startLine || opensWithProblemLabel(section))
        if headingTitle != nil || badChildren.count == 1 || (opensWithBadLabel && badChildren.isEmpty) || toldInParts
            || (listedProblem && !section.blocks.isEmpty)
            || (badChildren.isEmpty && badGroups.isEmpty
                && (isCollection ? PitfallBody.tellsOneProblem(section.blocks, cues: cues)
                    : PitfallBody.isLabelled(section.blocks, cues: cues)
                        || opensWithCauseOrFixLabel(section) && PitfallBody.labelsCauseAndFix(section.blocks, cues: cues)
                            && !cues.namesStandardPart(section.title))) {
            // (Under a heading naming a collection, labels that tell one problem tell that problem, not a caution each.)
            var draft = sectionPitfall(section, headingTitle: headingTitle, marked: markedChildren, groups: labelGroups,
                                       parts: parts, context: context)
            if let namedCause, draft.cause.isEmpty { draft.cause = namedCause }
            result.drafts.append(draft)
            result.sectionIsPitfall = true
            result.consumedChildren = Set(markedChildren.map(\.0.id) + parts.map(\.section.id))
            result.usedListings = Set(section.snippets.map(\.id))
            return result
        }
        if badChildren.count > 1 {
            for (index, (child, _, rest)) in markedChildren.enumerated() where markedChildren[index].1 == .bad {
                var body = PitfallBody()
                body.startProblem()
                body.read(child.blocks, cues: cues)
                if index + 1 < markedChildren.count, markedChildren[index + 1].1 == .good {
                    body.read(markedChildren[index + 1].0.blocks, cues: cues, good: true)
                    if body.fix.isEmpty, !markedChildren[index + 1].2.isEmpty { body.fix = [fix(titled: markedChildren[index + 1].2)] }
                }
                let listings = child.snippets.filter { $0.language == .swift }
                result.drafts.append(EntryDraft(kind: .mistake, title: title(of: section, part: rest),
                                                symptom: body.symptom.joined(separator: "\n"), cause: body.cause.joined(separator: "\n"),
                                                fix: body.fixText, lines: child.range.startLine...child.range.endLine,
                                                id: .counted("mistake"), examples: listings.map(\.id), code: listings.map(\.code)))
            }
            result.consumedChildren = Set(markedChildren.map(\.0.id))
        }
        if badGroups.count > 1 || (badGroups.count == 1 && !opensWithBadLabel) {
            for group in badGroups {
                result.drafts.append(EntryDraft(kind: .mistake, title: title(of: section, part: group.rest),
                                                symptom: group.text, fix: group.answer, lines: group.lines, id: .counted("mistake"),
                                                examples: group.listings.map(\.id), code: group.listings.map(\.code)))
                result.usedListings.formUnion(group.listings.map(\.id))
            }
            result.usedListings.formUnion(labelGroups.flatMap(\.listings).map(\.id))
        }
        if let pattern = patternSection(section, listedRecipe: listedRecipe) {
            result.drafts.append(pattern)
            result.sectionIsPattern = true
            return result
        }
        result.drafts += markedListings(section, skipping: result.usedListings)
        return result
    }

    /// Whether a section shows ❌ / ✅ examples: a child or a paragraph that labels one, or a marked listing.
    func showsExamples(_ section: Section) -> Bool {
        section.children.contains { cues.marker(in: $0.title) != nil }
            || !Self.labelGroups(section.blocks, cues: cues).isEmpty
            || section.snippets.contains { marker(of: $0) != nil }
    }

    /// What a numbered cause heading says (`## 原因一：IBOutlet 没有连线`, `### Cause 2: …`): on a page that answers one
    /// error, two or more such siblings are its possible causes, each a pitfall of its own.
    func namedCause(of section: Section) -> String? {
        cues.headingLabel(.labelCause, in: section.title, requireOrdinal: true).flatMap { $0.isEmpty ? nil : $0 }
    }

    /// What a ✅ heading over code alone says after its mark (`✅ Fix: [weak self] in closure`): the fix, without its label.
    private func fix(titled rest: String) -> String {
        cues.segments(of: rest).first { $0.field == .fix }?.text ?? rest
    }

    /// The label that opens the section's first paragraph (`**Symptom**: …`, `原因：…`), or nil when that
    /// paragraph opens with none; `afterListings`: the first paragraph after any listings, rather than the
    /// section's first block.
    private func openingLabel(of section: Section, afterListings: Bool = false) -> CueReader.Field? {
        guard case .paragraph(let first)? = afterListings ? section.blocks.first(where: { $0.snippet == nil }) : section.blocks.first
        else { return nil }
        return cues.segments(of: first.text).first?.field
    }

    /// Whether the section's first block is a paragraph labelled as the problem or its cause (`**Symptom**: …`).
    private func opensWithProblemLabel(_ section: Section) -> Bool {
        [.symptom, .cause].contains(openingLabel(of: section))
    }

    /// Whether the section's prose opens with a cause or fix label (`原因：…`, `**Fix:**`), listings aside: what goes
    /// wrong is then its heading (told in a paragraph before the labels, it is that paragraph).
    private func opensWithCauseOrFixLabel(_ section: Section) -> Bool {
        [.cause, .fix].contains(openingLabel(of: section, afterListings: true))
    }

    // MARK: - The section as one pitfall

    private func sectionPitfall(_ section: Section, headingTitle: String?, marked: [(Section, CueReader.Marker, String)],
                                groups: [LabelGroup], parts: [(section: Section, field: CueReader.Field)] = [],
                                context: String = "") -> EntryDraft {
        var body = PitfallBody()
        if let own = cues.labelField(ofTitle: section.title) {
            body.read(section.blocks, cues: cues, as: own)
        } else {
            body.read(section.blocks, cues: cues)
        }
        for (child, marker, _) in marked {
            if marker == .bad { body.startProblem() }
            body.read(child.blocks, cues: cues, good: marker == .good)
        }
        for part in parts { body.read(part.section.blocks, cues: cues, as: part.field) }
        if body.fix.isEmpty, let good = marked.first(where: { $0.1 == .good && !$0.2.isEmpty }) { body.fix = [fix(titled: good.2)] }
        // Without a pitfall heading, a ❌ child that says what is wrong (`### ❌ 在 body 里创建视图`) names it.
        let badChildTitle = marked.first { $0.1 == .bad && !$0.2.isEmpty }?.2
        var title = headingTitle.flatMap { $0.isEmpty ? nil : $0 } ?? badChildTitle ?? cues.withoutOrdinal(section.title)
        // A section titled only by a label (`問題`, `【问题描述】`) is named by the question it asks (a Q&A's
        // `题目`, then `分析及答案`), else by what it belongs to.
        var kind = Entry.Kind.mistake
        if cues.labelField(ofTitle: title) != nil {
            if let question = Self.question(in: body.symptom.joined(separator: "\n")) {
                title = question
                // `什么时候…不需要 weak self？`, `どんな場合に…？`: a question of when asks for a choice, and its
                // answer is a decision rule; one of why (`为什么`, `なぜ`) asks for a cause.
                let asked = cues.fold(question).scalars
                if cues.set(.condition).contains(in: asked) && !cues.set(.labelCause).contains(in: asked) { kind = .decisionRule }
            } else if !context.isEmpty {
                title = context
            }
        }
        if title.isEmpty || cues.isOnlyMarkers(title) || cues.labelField(ofTitle: title) != nil || namesCollection(title) {
            let prose = (body.symptom.first ?? body.fix.first ?? "")
            title = Self.firstSentence(prose) ?? section.title
        }
        // Bad examples: listings under a ❌ heading or label, or with a ❌ comment; else every Swift listing.
        var bad = marked.filter { $0.1 == .bad }.flatMap { $0.0.snippets.filter { $0.language == .swift } }
        bad += groups.filter { $0.marker == .bad }.flatMap(\.listings)
        bad += section.snippets.filter { marker(of: $0)?.marker == .bad }
        let isBadHeading = cues.marker(in: section.title)?.marker == .bad
        if bad.isEmpty && ((marked.isEmpty && groups.isEmpty) || isBadHeading) { bad = section.snippets.filter { $0.language == .swift } }
        let all = section.snippets + marked.flatMap { $0.0.snippets } + parts.flatMap(\.section.snippets)
        // The pitfall spans the parts told under their own headings after it (`原因`, `解決方法`, an answer).
        let end = max(section.range.endLine, parts.map(\.section.range.endLine).max() ?? 0)
        return EntryDraft(kind: kind, title: title, symptom: body.symptom.joined(separator: "\n"),
                          cause: body.cause.joined(separator: "\n"), fix: body.fixText,
                          lines: section.range.startLine...end, id: .section,
                          examples: bad.map(\.id), code: all.map(\.code))
    }

    /// The children (and adopted siblings) titled only by a pitfall label (`● 原因`, `3. 原因`,
    /// `【解决方案】`), with the field each holds.
    func labelledParts(_ section: Section, adopted: [Section]) -> [(section: Section, field: CueReader.Field)] {
        (section.children + adopted).compactMap { child in
            cues.labelField(ofTitle: child.title.isEmpty ? child.heading : child.title).map { (child, $0) }
        }
    }

    /// A subsection of a caution, mistake or troubleshooting section (`よくあるハマりポイント` →
    /// `### 1. 検索バーが表示されない`) is one entry of that collection, titled by its heading.
    func collectionMember(_ section: Section, kind: Entry.Kind) -> EntryDraft? {
        let title = cues.withoutOrdinal(section.title.isEmpty ? section.heading : section.title)
        guard !title.isEmpty, !section.blocks.isEmpty else { return nil }
        var body = PitfallBody()
        body.read(section.blocks, cues: cues)
        let bad = section.snippets.filter { marker(of: $0)?.marker == .bad }
        return EntryDraft(kind: kind, title: title, symptom: body.symptom.joined(separator: "\n"),
                          cause: body.cause.joined(separator: "\n"), fix: body.fixText,
                          lines: section.range.startLine...section.range.endLine, id: .section,
                          examples: bad.map(\.id), code: section.snippets.map(\.code))
    }

    /// The first question the text asks (a sentence ending in `？` or `?`), shortened for a title; nil without one.
    static func question(in text: String) -> String? {
        var start = text.startIndex
        for index in text.indices where "。！!\n？?".contains(text[index]) {
            if "？?".contains(text[index]) { return asTitle(String(text[start...index]).trimmed) }
            start = text.index(after: index)
        }
        return nil
    }

    /// The first sentence of prose, up to 80 characters, for a title.
    static func firstSentence(_ text: String) -> String? {
        let sentence = text.split(whereSeparator: { "。！？!?\n".contains($0) }).first.map { String($0).trimmed } ?? ""
        guard !sentence.isEmpty else { return nil }
        return asTitle(sentence)
    }

    /// A sentence cut to 80 characters (and `…`) for a title.
    private static func asTitle(_ sentence: String) -> String {
        sentence.count > 80 ? String(sentence.prefix(80)) + "…" : sentence
    }

    // MARK: - ❌ / ✅ label paragraphs

    /// A ❌ or ✅ label paragraph (`**悪い例**`, `错误写法：`, a plain-text `❌ WRONG` line) and the blocks
    /// up to the next label.
    struct LabelGroup {
        var marker: CueReader.Marker
        var rest: String
        var lines: ClosedRange<Int>
        var listings: [Snippet]
        /// Prose of the group (the problem for ❌).
        var text: String
        /// Prose of the ✅ group that follows a ❌ one.
        var answer = ""
    }

    static func labelGroups(_ blocks: [Block], cues: CueReader) -> [LabelGroup] {
        var groups: [LabelGroup] = []
        for block in blocks {
            if case .paragraph(let p) = block, let marker = cues.marker(in: p.text), marker.rest.count <= 40,
               !p.text.contains("\n") {
                groups.append(LabelGroup(marker: marker.marker, rest: marker.rest, lines: p.range.startLine...p.range.endLine,
                                         listings: [], text: ""))
                continue
            }
            guard !groups.isEmpty else { continue }
            let last = groups.count - 1
            groups[last].lines = groups[last].lines.lowerBound...max(groups[last].lines.upperBound, block.range.endLine)
            switch block {
            case .code(let s): groups[last].listings.append(s)
            case .paragraph(let p): groups[last].text += (groups[last].text.isEmpty ? "" : "\n") + p.text
            default: break
            }
        }
        // A group is a label only when it labels a listing.
        groups = groups.filter { !$0.listings.isEmpty }
        for index in groups.indices.dropLast() where groups[index].marker == .bad && groups[index + 1].marker == .good {
            groups[index].answer = groups[index + 1].text
        }
        return groups
    }

    // MARK: - ❌ listings and items

    /// A mistake per listing with a ❌ comment, with the next ✅ listing's comment as its fix.
    private func markedListings(_ section: Section, skipping used: Set<String>) -> [EntryDraft] {
        let listings = section.snippets
        var drafts: [EntryDraft] = []
        let marks = listings.map(marker(of:))
        for (index, snippet) in listings.enumerated() where marks[index]?.marker == .bad && snippet.language == .swift && !used.contains(snippet.id) {
            let comment = marks[index]?.comment ?? ""
            var fix = ""
            if index + 1 < listings.count, let next = marks[index + 1], next.marker == .good { fix = next.comment }
            drafts.append(EntryDraft(kind: .mistake, title: title(of: section, part: comment),
                                     fix: fix, lines: snippet.range.startLine...snippet.range.endLine, id: .suffix(snippet.id),
                                     examples: [snippet.id], code: [snippet.code]))
        }
        return drafts
    }

    /// What a listing's comments say of it — `// ❌ …`, `// ✅ …`, or a marker word and a separator
    /// (`// NG: …`, `// Bad: …`, `// 错误：…`) — and the comment's text after the marker.
    func marker(of snippet: Snippet) -> (marker: CueReader.Marker, comment: String)? {
        for comment in Self.lineComments(snippet.code, opening: cues.mayOpenMarker) {
            if let found = cues.marker(in: comment), !found.rest.isEmpty || cues.startsWithMark(comment) {
                return (found.marker, found.rest)
            }
        }
        // A mark later in a comment (`x = 1 // ❌ leaks`) still marks the listing.
        switch snippet.marker {
        case .bad: return (.bad, Self.markerComment(snippet.code, mark: "❌"))
        case .good: return (.good, Self.markerComment(snippet.code, mark: "✅"))
        case .none: return nil
        }
    }

    /// The text after each `//` of a listing, to the end of its line (found on the bytes: most lines
    /// have none, and a string search per line was a noticeable part of extraction).
    /// Only comments whose first scalar passes `opening` are returned (made into strings).
    static func lineComments(_ code: String, opening: (Unicode.Scalar) -> Bool = { _ in true }) -> [String] {
        var code = code
        return code.withUTF8 { bytes in
            var found: [String] = []
            var i = 0
            while i + 1 < bytes.count {
                guard bytes[i] == UInt8(ascii: "/"), bytes[i + 1] == UInt8(ascii: "/") else { i += 1; continue }
                var start = i + 2
                var end = start
                while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
                while start < end, bytes[start] == UInt8(ascii: " ") || bytes[start] == UInt8(ascii: "\t") { start += 1 }
                i = end
                guard start < end else { continue }
                let head = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<min(end, start + 4)]), as: UTF8.self)
                guard let first = head.unicodeScalars.first, opening(first) else { continue }
                found.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
            }
            return found
        }
    }

    /// The text after the first `mark` in the listing's comments.
    static func markerComment(_ code: String, mark: String) -> String {
        code.split(separator: "\n").lazy.compactMap { line -> String? in
            guard let r = line.range(of: mark) else { return nil }
            return line[r.upperBound...].trimmed
        }.first ?? ""
    }

    /// A mistake per list item opening with ❌ (or a ❌ word and a separator), the ✅ item after it as the fix.
    func markedItems(_ list: ListBlock) -> [EntryDraft] {
        var drafts: [EntryDraft] = []
        let marks = list.items.map { cues.marker(in: $0.text) }
        for (index, item) in list.items.enumerated() {
            guard let mark = marks[index], mark.marker == .bad, !mark.rest.isEmpty else { continue }
            var fix = ""
            if index + 1 < list.items.count, let next = marks[index + 1], next.marker == .good { fix = next.rest }
            drafts.append(EntryDraft(kind: .mistake, title: mark.rest, fix: fix,
                                     lines: item.range.startLine...item.range.endLine, id: .counted("mistake")))
        }
        return drafts
    }

    /// Whether a section is titled only by a ❌ / ✅ label (`❌ WRONG`, `悪い例`, `Don't`).
    func isExampleLabel(_ section: Section) -> Bool {
        cues.marker(in: section.title.isEmpty ? section.heading : section.title)?.rest.isEmpty == true
    }

    /// Whether a section's heading is a ❌ or ✅ example of its own (`❌ 在 body 里创建视图`).
    func exampleMarker(of section: Section) -> CueReader.Marker? {
        let title = section.title.isEmpty ? section.heading : section.title
        guard cues.startsWithMark(title) || cues.headingLabel(.pitfallHeading, in: title) == nil else { return nil }
        return cues.marker(in: title)?.marker
    }

    /// Whether a list item is a ❌ or ✅ item (not a caution or a rule of its own).
    func isMarked(_ item: ListBlock.Item) -> Bool { cues.marker(in: item.text) != nil }

    // MARK: - Patterns

    /// `Pattern 3: …`, `Example: …`, `示例：…`, `サンプル2：…` over a listing, or any heading of a list of recipes
    /// (`listedRecipe`). A label over a name that ends on something going wrong (`Pattern 6: Image request leaks (rare)`)
    /// names a kind of problem, not a technique.
    private func patternSection(_ section: Section, listedRecipe: Bool = false) -> EntryDraft? {
        guard let rest = cues.headingLabel(.patternHeading, in: section.title) ?? (listedRecipe ? "" : nil), !namesProblem(rest) else { return nil }
        let listings = section.snippets
        guard !listings.isEmpty, !listings.contains(where: { marker(of: $0)?.marker == .bad }) else { return nil }
        let prose = section.blocks.compactMap { block -> String? in
            if case .paragraph(let p) = block { return p.text } else { return nil }
        }
        return EntryDraft(kind: .pattern, title: rest.isEmpty ? section.title : rest, fix: prose.joined(separator: "\n"),
                          lines: section.range.startLine...section.range.endLine, id: .section,
                          examples: listings.map(\.id), code: listings.map(\.code))
    }

    /// Whether a name ends on a hazard (`… leaks`, `…的泄漏`, `…のリーク`), a remark in brackets after it aside.
    private func namesProblem(_ name: String) -> Bool {
        var name = name.trimmed
        if let open = name.lastIndex(where: { $0 == "(" || $0 == "（" }), open > name.startIndex, ")）".contains(name.last ?? " ") {
            name = String(name[..<open])
        }
        let scalars = cues.fold(name).scalars
        return cues.endsWith(.hazard, scalars, 0..<scalars.count)
    }

    /// The title of one marked part of a section: the part's own words after the section's topic
    /// (`Coordinator 模式：Closure-based…`), or alone under a heading that only names the collection
    /// (`Common Mistakes`, `常见错误`).
    private func title(of section: Section, part: String) -> String {
        if part.isEmpty { return section.title }
        return namesCollection(section.title) ? part : "\(section.title)：\(part)"
    }

    /// Whether a heading only names a collection of cautions, mistakes or problems (`Common Mistakes`, `踩过的坑`).
    private func namesCollection(_ title: String) -> Bool {
        [Vocabulary.Class.mistakeSection, .cautionSection, .troubleshootingSection].contains { cues.namesCollection($0, title) }
    }

    /// ✅ listings (a `// ✅` comment) outside pitfall and pattern sections: each is a pattern titled by
    /// its ✅ comment.
    func goodListings(_ section: Section) -> [EntryDraft] {
        section.snippets.filter { $0.language == .swift && marker(of: $0)?.marker == .good }.map { snippet in
            let comment = marker(of: snippet)?.comment ?? ""
            return EntryDraft(kind: .pattern, title: title(of: section, part: comment),
                              lines: snippet.range.startLine...snippet.range.endLine, id: .suffix(snippet.id),
                              examples: [snippet.id], code: [snippet.code])
        }
    }
}
