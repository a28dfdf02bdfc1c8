import Foundation
import BridgeKBModel
import BridgeKBText

/// Finds cautions: the items of a caution section (`注意事项`, `よくある間違い`, `Troubleshooting` — one
/// entry per bullet, or per short paragraph when the section has no list or table), and cautions in
/// prose (`需要注意的是，…`, `〜に注意してください`, `Note that …`), which count only where the sentence
/// names a hazard: a cue and a hazard word, or a cue that is a hazard by itself (`千万不要`, `Never`).
struct CautionRecognizer {
    let cues: CueReader

    /// The kind of entry a collection section's items are.
    func collectionKind(of section: Section) -> Entry.Kind? {
        let title = section.title.isEmpty ? section.heading : section.title
        // A heading that names one pitfall (`注意点1：…`) is that pitfall, not a collection.
        guard cues.headingLabel(.pitfallHeading, in: title) == nil || cues.headingLabel(.pitfallHeading, in: title) == "" else { return nil }
        if cues.namesCollection(.troubleshootingSection, title) { return .gotcha }
        if cues.namesCollection(.mistakeSection, title) { return .mistake }
        if cues.namesCollection(.cautionSection, title) { return .caution }
        return nil
    }

    // MARK: - Collections

    /// One entry per top-level bullet (❌ / ✅ items aside), or — when the section has neither list nor
    /// table — per paragraph or note that is not a lead-in. A section with a table has its rows as its
    /// items (a pitfall table gives them): what follows the table is commentary, or page debris. A
    /// section with sub-sections has those as its items: its own prose and lists introduce or sum them up.
    func items(of section: Section, kind: Entry.Kind, isMarked: (ListBlock.Item) -> Bool) -> [EntryDraft] {
        let tag = kind == .caution ? "caution" : kind.rawValue
        var drafts: [EntryDraft] = []
        let hasList = section.blocks.contains { if case .list = $0 { return true } else { return false } }
        let hasTable = section.blocks.contains { if case .table = $0 { return true } else { return false } }
        for (index, block) in section.blocks.enumerated() {
            switch block {
            case .list(let list) where !hasTable && section.children.isEmpty:
                for item in list.items where !isMarked(item) && !item.text.trimmed.isEmpty {
                    let text = ([item.text] + item.children.map(\.plainText)).joined(separator: "\n")
                    drafts.append(itemDraft(text, kind: kind, tag: tag, lines: item.range.startLine...item.range.endLine))
                }
            case .paragraph(let p) where !hasList && !hasTable && section.children.isEmpty:
                guard !isLeadIn(p.text, next: index + 1 < section.blocks.count ? section.blocks[index + 1] : nil),
                      p.text.count <= 400, Cue.hasWordContent(ArraySlice(p.text.unicodeScalars)) else { continue }
                drafts.append(itemDraft(p.text, kind: kind, tag: tag, lines: p.range.startLine...p.range.endLine))
            case .note(let n) where n.kind != .tip && !n.text.isEmpty && !hasTable:
                drafts.append(itemDraft(n.text, kind: kind, tag: tag, lines: n.range.startLine...n.range.endLine))
            default:
                continue
            }
        }
        return drafts
    }

    /// A paragraph that introduces what follows (`下面是几个例子：`, `For example:`), or that stands
    /// right above a listing or list.
    private func isLeadIn(_ text: String, next: Block?) -> Bool {
        let t = text.trimmed
        if t.hasSuffix("：") || t.hasSuffix(":") { return true }
        switch next {
        case .code?, .list?, .table?: return t.count < 40
        default: return false
        }
    }

    /// An item's title (its first sentence, or the part before `:` that names the symptom) and the rest
    /// as the fix.
    private func itemDraft(_ text: String, kind: Entry.Kind, tag: String, lines: ClosedRange<Int>) -> EntryDraft {
        // A caution item that states its hazard with a cue is titled by that sentence.
        if kind == .caution, var caution = prose(text, line: lines.lowerBound) {
            caution.lines = lines
            return caution
        }
        let (title, rest) = Self.splitTitle(text)
        return EntryDraft(kind: kind, title: title, fix: rest, lines: lines, id: .counted(tag))
    }

    /// The first sentence (or the text before a `:` / `：` that ends a short lead) and the rest.
    static func splitTitle(_ text: String) -> (title: String, rest: String) {
        let scalars = Array((isWrapped(text) ? EntryExtractor.oneLine(text) : text).unicodeScalars)
        var cut: Int?
        for (i, s) in scalars.enumerated() {
            if "。！？".unicodeScalars.contains(s) || s == "\n" { cut = i; break }
            // ASCII `!` and `?` end a sentence unless code goes on (`force unwrap `!`は…`, `as?`).
            if (s == "!" || s == "?") && (i + 1 == scalars.count || !scalars[i + 1].isASCII || Cue.isSpace(scalars[i + 1])) { cut = i; break }
            if (s == "." || s == ":" || s == "：") && (i + 1 == scalars.count || Cue.isSpace(scalars[i + 1]) || s == "：") && i >= 4 { cut = i; break }
        }
        guard let cut else { return (trimTitle(text), "") }
        let title = String(String.UnicodeScalarView(scalars[..<cut]))
        let rest = String(String.UnicodeScalarView(scalars[(cut + 1)...])).trimmed
        return (trimTitle(title), rest)
    }

    /// Whether a writer wrapped the lines of the text's first paragraph at a fixed width, breaking them inside
    /// sentences and words: it opens with two lines or more, not the text's last, each at least 40 columns wide
    /// and within a fifth of the widest (a CJK character takes two columns); a shorter line ends that paragraph.
    /// Lines a writer ends after each sentence vary more.
    static func isWrapped(_ text: String) -> Bool {
        let widths = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(columns).prefix { $0 >= 40 }
        guard widths.count >= 2, let widest = widths.max(), let narrowest = widths.min() else { return false }
        return 5 * (widest - narrowest) <= widest
    }

    /// The columns a line takes: a CJK character takes two.
    static func columns<S: StringProtocol>(_ line: S) -> Int {
        line.unicodeScalars.reduce(0) { $0 + (SearchCharacterClass.isCJK($1) ? 2 : 1) }
    }

    /// A title kept to about 120 characters, cut at a clause boundary when it is longer.
    static func trimTitle(_ text: String) -> String {
        let t = text.trimmed
        guard t.count > 120 else { return t }
        if let cut = clauseCut(t) { return String(t[..<cut]) }
        return String(t.prefix(120)) + "…"
    }

    /// The clauses `trimTitle` leaves out of a text it cuts at a clause boundary, or nil.
    static func clausesCutOff(_ text: String) -> String? {
        let t = text.trimmed
        guard t.count > 120, let cut = clauseCut(t) else { return nil }
        return String(t[t.index(after: cut)...]).trimmed
    }

    /// The last clause mark within a long text's first 120 characters, when more than 30 come before it.
    private static func clauseCut(_ t: String) -> String.Index? {
        let head = t.prefix(120)
        guard let comma = head.lastIndex(where: { "，,、;；".contains($0) }), head.distance(from: head.startIndex, to: comma) > 30 else { return nil }
        return comma
    }

    // MARK: - Cautions in prose

    /// The caution a paragraph or note states, or nil: the first sentence with a caution cue that names a
    /// hazard (the cue's sentence or, for an opening cue, the next one), titled by that sentence without
    /// its cue, the remedy (after a remedy word, or the next sentence when it gives one) as the fix.
    /// `label` is the call-out label the text comes with: a warning (`注意：`, `> [!WARNING]`) makes its
    /// first sentence a caution, `Important:` opens it like a cue. With `openingOnly` (list items) only
    /// a cue that opens the text counts.
    func prose(_ text: String, line: Int, label: Label = .none, openingOnly: Bool = false) -> EntryDraft? {
        let labelled = label == .warning
        let folded = cues.fold(text)
        let f = folded.scalars
        let sentences = Self.sentences(f)
        for (n, sentence) in sentences.enumerated() {
            let start = Cue.skipSpaces(f, from: sentence.lowerBound)
            var bodyStart = start
            var opener = false
            var announced = false
            if let cue = openingCue(f, from: start, before: sentence.upperBound) {
                opener = true
                announced = cue.announces
                bodyStart = cue.hazardStart
            } else {
                // `また、…に注意してください`: the connective is not part of the hazard either.
                bodyStart = cues.afterConnective(f, from: start, before: sentence.upperBound) ?? start
                opener = label != .none && n == 0
            }
            if openingOnly && !(n == 0 && opener) { return nil }
            // `这是因为…`, `要解决这个问题，…`: the cause or fix of a problem told before belongs to that problem.
            if cues.set(.backReference).match(f, at: bodyStart) != nil { continue }
            let phrase = cues.set(.cautionPhrase).firstMatch(in: f, from: start, before: sentence.upperBound)
            // `建议按需创建，否则内存会一直增长`: advice and what ignoring it costs, in one sentence; or what must (not) be done
            // and what then goes wrong (`X 必须是 weak，否则会循环引用`, `must be weak, otherwise it leaks`).
            let turn = cues.set(.consequence).firstMatch(in: f, from: start, before: sentence.upperBound)
            let warnsOfConsequence = turn.map { turn in
                cues.set(.remedy).firstMatch(in: f, from: start, before: sentence.upperBound) != nil
                    || [Vocabulary.Class.necessity, .prohibition].contains { cues.set($0).firstMatch(in: f, from: start, before: turn.lowerBound) != nil }
                        && cues.goesWrong(Array(f[turn.upperBound..<sentence.upperBound]))
            } ?? false
            // `…を決めてはいけない。`, `…解除し忘れないこと。`: Japanese ends a sentence on its prohibition, where others open with
            // it — unless a condition says when (`必要でない限りは…べきではありません`: a rule).
            let endsForbidding = cues.endsWith(.prohibitionEnding, f, sentence)
                && cues.set(.ruleConditionTopic).firstMatch(in: f, from: start, before: sentence.upperBound) == nil
            // `…含まれないので注意してください`, `…呼ばれるため、注意が必要です`: Japanese may close on the cue after the reason, and
            // the reason, whatever its words, is the caution.
            let reasonEnd = cautionEndingReason(f, sentence)
            guard opener || phrase != nil || warnsOfConsequence || endsForbidding || reasonEnd != nil else { continue }
            // `嗯，这里要注意：…`: a cue followed by a colon announces what comes after it.
            if !opener, let phrase, phrase.upperBound < sentence.upperBound, "：:".unicodeScalars.contains(f[phrase.upperBound]) {
                bodyStart = phrase.upperBound + 1
            }
            // `请避免以下操作：` introduces what follows; the list or listing is the content, not this line.
            if let last = f[sentence].last(where: { !Cue.isSpace($0) }), last == "：" || last == ":" { continue }
            // A warning label (`注意：`, `> [!WARNING]`) says by itself that its first sentence is a hazard.
            let strong = cues.set(.strongCaution).firstMatch(in: f, from: start, before: sentence.upperBound) != nil
                || (labelled && n == 0) || warnsOfConsequence || reasonEnd != nil
            var hazard = cues.set(.hazard).firstMatch(in: f, from: bodyStart, before: sentence.upperBound) != nil
            if !hazard, opener || phrase != nil || endsForbidding, n + 1 < sentences.count {
                hazard = cues.set(.hazard).firstMatch(in: f, from: sentences[n + 1].lowerBound, before: sentences[n + 1].upperBound) != nil
            }
            // `注意点としては、…必要があります`, `Note that … must …`: what a caution announces must be so, or it breaks.
            let obliged = announced && cues.set(.necessity).firstMatch(in: f, from: bodyStart, before: sentence.upperBound) != nil
            guard strong || hazard || obliged else { continue }
            // The title: the sentence after an opening cue, up to a remedy word; the remedy is the fix.
            bodyStart = Cue.skipClauseMarks(f, from: bodyStart, before: sentence.upperBound)
            var titleEnd = sentence.upperBound
            var fix = ""
            var consequence: [String] = []
            if warnsOfConsequence {
                // The whole sentence is the caution: its advice and its consequence.
            } else if reasonEnd == nil, let remedy = [Vocabulary.Class.remedy, .labelFix]
                .compactMap({ cues.set($0).firstMatch(in: f, from: bodyStart + 4, before: sentence.upperBound) })
                .min(by: { $0.lowerBound < $1.lowerBound }) {
                // The remedy (`改成…`, or a fix label: `…，解决方法是…`) is its whole clause:
                // `…使えないので、古いOSもサポートする場合は…載せる必要があります`.
                let clause = f[(bodyStart + 4)..<remedy.lowerBound].lastIndex { "、，,；;".unicodeScalars.contains($0) }.map { $0 + 1 }
                titleEnd = clause ?? remedy.lowerBound
                fix = folded.original(Cue.skipSpaces(f, from: titleEnd)..<sentence.upperBound)
            } else {
                // (`…ので注意してください`: the reason is the title, the cue after it no part of it.)
                if let reasonEnd { titleEnd = reasonEnd }
                // The sentences after it: what goes wrong (the symptom), up to one that gives the remedy.
                for next in sentences.dropFirst(n + 1).prefix(3) {
                    if cues.set(.remedy).firstMatch(in: f, from: next.lowerBound, before: next.upperBound) != nil {
                        fix = folded.original(next)
                        break
                    }
                    consequence.append(folded.original(next).trimmed)
                }
            }
            var title = folded.original(bodyStart..<max(bodyStart, titleEnd))
            title = String(title.trimmed.trimmingCharacters(in: CharacterSet(charactersIn: "，,、;；。.")))
            guard Cue.hasWordContent(ArraySlice(title.unicodeScalars)) else { continue }
            // A sentence too long for a title may name what goes wrong only in the clauses the title leaves out.
            if consequence.isEmpty, let rest = Self.clausesCutOff(title), cues.goesWrong(cues.fold(rest).scalars) { consequence = [rest] }
            let offset = Cue.lineOffset(f, before: start)
            return EntryDraft(kind: .caution, title: Self.trimTitle(title), symptom: consequence.joined(), fix: fix.trimmed,
                              lines: (line + offset)...(line + offset), id: .counted("caution"), extraText: text)
        }
        return nil
    }

    /// Where the reason ends in a sentence that closes on a caution ending right after a word of cause (`X ので注意してく
    /// ださい`, `X ため、注意が必要です`): the end of X, or nil.
    private func cautionEndingReason(_ f: [Unicode.Scalar], _ sentence: Range<Int>) -> Int? {
        // (`ending` reads past the marks between the two: `…ため、注意が必要です`.)
        guard let ending = cues.ending(.cautionEnding, f, sentence),
              let cause = cues.ending(.causeWord, f, sentence.lowerBound..<ending),
              Cue.hasWordContent(f[sentence.lowerBound..<cause]) else { return nil }
        return cause
    }

    /// A problem shown by its output: a short paragraph whose last sentence says something goes wrong
    /// (`X を付けないと以下のエラーが発生します。`, `升级之后编译报错：`, `The build fails with this error:`), over a
    /// listing that is no code — the message as the compiler or the console prints it, which is the symptom.
    func shownError(_ text: String, line: Int, output: Snippet) -> EntryDraft? {
        guard !output.isCode, let message = output.code.split(separator: "\n").lazy.map(\.trimmed).first(where: { !$0.isEmpty }) else { return nil }
        let folded = cues.fold(text)
        let f = folded.scalars
        let sentences = Self.sentences(f)
        guard sentences.count <= 2, let last = sentences.last,
              cues.set(.hazard).firstMatch(in: f, from: last.lowerBound, before: last.upperBound) != nil else { return nil }
        let start = Cue.skipSpaces(f, from: last.lowerBound)
        let title = folded.original(start..<last.upperBound).trimmed.trimmingCharacters(in: CharacterSet(charactersIn: "：:。."))
        let offset = Cue.lineOffset(f, before: start)
        return EntryDraft(kind: .gotcha, title: Self.trimTitle(title), symptom: String(message),
                          lines: (line + offset)...(line + offset), id: .counted("gotcha"), extraText: text)
    }

    /// Where the hazard starts when a caution cue opens the sentence at `start`, perhaps after a
    /// connective (`另外`, `また、`, `However,`): after an announcement (`需要注意的是，…`, `Note that …`)
    /// or a caution phrase (`需要注意 …`, `要注意：…`), which are not part of the hazard; at an imperative
    /// (`不要…`, `Never …`), which is the caution itself and stays in the title. Nil without such a cue.
    private func openingCue(_ f: [Unicode.Scalar], from start: Int, before end: Int) -> (hazardStart: Int, announces: Bool)? {
        var positions = [start]
        if let next = cues.afterConnective(f, from: start, before: end) { positions.append(next) }
        for position in positions {
            if let length = cues.set(.cautionOpener).match(f, at: position) { return (position + length, true) }
            if cues.set(.cautionImperative).match(f, at: position) != nil { return (position, false) }
            if let length = cues.set(.cautionPhrase).match(f, at: position) { return (position + length, true) }
        }
        return nil
    }

    /// Whether a text opens with the cause or the fix of a problem told before it (`这是因为…`,
    /// `要解决这个问题，…`, `This happens because…`), perhaps after a connective: it belongs to that problem.
    func refersBack(_ text: String) -> Bool { opens(with: .backReference, text) }

    /// Whether a text opens by drawing a conclusion from what came before (`所以…`, `总之，…`, `要するに…`,
    /// `In short, …`): it restates an entry told before it — unless a condition follows the conclusion word
    /// (`所以，如果…`, `So if you …`), which opens a new case.
    func concludes(_ text: String) -> Bool {
        let f = cues.fold(text).scalars
        let start = Cue.skipSpaces(f, from: 0)
        guard let length = cues.set(.conclusionOpener).match(f, at: start) else { return false }
        return cues.set(.ruleConditionOpener).match(f, at: Cue.skipClauseMarks(f, from: start + length)) == nil
    }

    /// Whether a text opens by naming the article itself (`本文整理了…`, `この記事では…`, `This guide collects …`),
    /// perhaps after a connective: it introduces what the article is about, whatever goes wrong in it.
    func introducesArticle(_ text: String) -> Bool { opens(with: .articleOpener, text) }

    /// Whether a text opens with a phrase of `kind`, perhaps after a connective (`另外，…`, `また、…`, `Also, …`).
    private func opens(with kind: Vocabulary.Class, _ text: String) -> Bool {
        let f = cues.fold(text).scalars
        let start = Cue.skipSpaces(f, from: 0)
        let body = cues.afterConnective(f, from: start, before: f.count) ?? start
        return cues.set(kind).match(f, at: body) != nil
    }

    /// Whether a text opens by announcing a caution (`ただし、…`, `需要注意的是，…`, `However, note that …`),
    /// perhaps after a connective — whatever follows, it is no choice rule.
    func announcesCaution(_ text: String) -> Bool {
        let f = cues.fold(text).scalars
        let start = Cue.skipSpaces(f, from: 0)
        return openingCue(f, from: start, before: f.count)?.announces ?? false
    }

    /// Whether a list item is a whole sentence (a paragraph's line copied as a bare line, or a bullet
    /// written as prose): it ends with a sentence's final mark. A caution cue anywhere in it counts, as
    /// in a paragraph; a shorter item counts only when a cue opens it.
    static func isSentence(_ text: String) -> Bool {
        guard let last = text.unicodeScalars.last(where: { !Cue.isSpace($0) }) else { return false }
        return Cue.isSentenceEnd(last) || last == "."
    }

    /// The call-out label a text comes with.
    enum Label { case none, important, warning }

    /// Sentence ranges of folded text: cut after `。！？!?` and after `.` followed by a space, unless a Japanese
    /// particle comes next (`self. を戻します`: the dot closed a name inside the sentence; no sentence opens on
    /// `を`). An ASCII mark right before another ASCII character is code (`!=`, `?.`, `a;b`), not the end of a sentence.
    static func sentences(_ f: [Unicode.Scalar]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var start = 0
        var i = 0
        func opensSentence(after dot: Int) -> Bool {
            guard dot + 1 < f.count else { return true }
            guard Cue.isSpace(f[dot + 1]) else { return false }
            return f[(dot + 1)...].first { !Cue.isSpace($0) }.map { !Cue.nonOpeningParticles.contains($0) } ?? true
        }
        while i < f.count {
            let inCode = f[i].isASCII && i + 1 < f.count && f[i + 1].isASCII && !Cue.isSpace(f[i + 1])
            let end = (Cue.isSentenceEnd(f[i]) && !inCode) || (f[i] == "." && opensSentence(after: i))
            i += 1
            if end {
                if i > start { result.append(start..<i) }
                start = i
            }
        }
        if start < f.count { result.append(start..<f.count) }
        return result
    }
}
