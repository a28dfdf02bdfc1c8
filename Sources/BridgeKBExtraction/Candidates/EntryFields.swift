import Foundation
import BridgeKBModel
import BridgeKBText

/// Completes a pitfall the entry model found, the way a reader completes it: a field the text states
/// but no label names is taken from the entry's own sentences, sorted by what they say (a remedy
/// phrase → fix, a cause word → cause), else from the prose right after it in its section — writers
/// state a trap and give its fix in the next paragraph; else from its title, when that is what states it.
struct EntryFields {
    let cues: CueReader
    /// Paragraphs and notes after an entry read for its fix or cause.
    static let proseAfter = 2
    /// Sentences a field takes from the text around an entry.
    static let sentencesPerField = 2

    enum Role { case cause, fix }

    /// One sentence of an entry's text and what its words say.
    struct Sentence {
        var text: String
        var role: Role?
        /// It names what goes wrong (a hazard or an unexpected outcome): one that also gives a cause
        /// (`所以会崩溃`) still states the problem.
        var statesProblem: Bool
    }

    /// A title short enough to be a label (`如何解决`, `解決策`, `How to fix it`), not a topic.
    static let labelTitleLength = 14

    /// Fills what `draft` leaves empty: its unsorted text, else its symptom's later sentences, sorted;
    /// then, for an entry that is not a whole section, the prose after it in `section`; for one that
    /// is, the section after it when that one is titled as its fix (`## 解决方案`, `#### ✅ Fix: …`).
    func complete(_ draft: inout EntryDraft, in section: Section, next: Section? = nil) {
        if !draft.unsorted.isEmpty {
            sort(sentences(of: draft.unsorted)[...], into: &draft, keepingProblems: false)
            draft.unsorted = ""
        } else if draft.fix.isEmpty || draft.cause.isEmpty {
            let own = sentences(of: draft.symptom)
            if own.count > 1 {
                // What moved leaves the symptom; the rest keeps its own line breaks and spacing.
                for moved in sort(own.dropFirst(), into: &draft, keepingProblems: true) {
                    if let range = draft.symptom.range(of: moved) { draft.symptom.removeSubrange(range) }
                }
            }
        }
        if draft.symptom.isEmpty, draft.warning.isEmpty { moveProblemOpening(&draft) }
        if draft.fix.isEmpty, let split = cues.splitAtFixClause(draft.symptom) { (draft.symptom, draft.fix) = split }
        if draft.fix.isEmpty || draft.cause.isEmpty, case .counted = draft.id {
            readProseAfter(draft.lines.upperBound, in: section, into: &draft)
        }
        if draft.id == .section {
            if draft.fix.isEmpty, let next, let fix = fix(titledBy: next) { draft.fix = fix }
            if draft.symptom.isEmpty, draft.warning.isEmpty, let shown = Self.messageShown(first: section) { draft.symptom = shown }
        }
        // A sentence keeps the line break before it (a later bullet's); a field does not start with one.
        draft.symptom = draft.symptom.trimmingWhitespaceAndNewlines
        draft.cause = draft.cause.trimmingWhitespaceAndNewlines
        draft.fix = draft.fix.trimmingWhitespaceAndNewlines
        fillFromTitle(&draft)
    }

    /// A title is the symptom when it says what goes wrong and nothing under it does (`坑一：列表滚动时崩溃`),
    /// and the fix when it tells what to do and nothing under it does (`…を生成しないこと`); pages do not
    /// show a field that repeats the title.
    /// `Mistake — what to do instead` / `Mistake — what then happens`: a title's part after a dash gives the
    /// fix or the symptom, and the title keeps the mistake.
    private func fillFromTitle(_ draft: inout EntryDraft) {
        // `X 会错乱，这是由于 Y`: a title that says what goes wrong and goes on to why keeps the problem.
        if draft.cause.isEmpty, let split = cues.splitAtCauseClause(draft.title), sentences(of: split.before).first?.statesProblem == true {
            draft.title = split.before
            draft.cause = split.cause
        }
        guard draft.symptom.isEmpty || draft.fix.isEmpty, !draft.title.isEmpty else { return }
        if let (named, told) = Self.dashParts(of: draft.title) {
            if draft.fix.isEmpty, tellsWhatToDo(told) {
                draft.fix = told
                draft.title = named
            } else if draft.symptom.isEmpty, draft.warning.isEmpty, !tellsWhatToDo(told), Self.isClause(told) {
                // `Problem — why` (`This won't push — the controller has no navigationController`): what the
                // first part says goes wrong is the symptom, the second its cause; else the second says
                // what the mistake before it leads to.
                if sentences(of: named).first?.statesProblem == true {
                    draft.symptom = named
                    if draft.cause.isEmpty { draft.cause = told }
                } else {
                    draft.symptom = told
                }
                draft.title = named
                return
            }
        }
        guard let sentence = sentences(of: draft.title).first else { return }
        if draft.symptom.isEmpty, draft.warning.isEmpty, sentence.statesProblem { draft.symptom = draft.title; return }
        if draft.fix.isEmpty, tellsWhatToDo(draft.title) { draft.fix = draft.title }
    }

    /// `X happens. Doing Y there breaks it. So do Z.`: the text after a hazard, taken whole as its fix, may first
    /// say what goes wrong and then turn to the remedy. The sentences before the first that gives a fix, when
    /// each names what goes wrong, are the symptom.
    private func moveProblemOpening(_ draft: inout EntryDraft) {
        let said = sentences(of: draft.fix)
        guard let turn = said.firstIndex(where: { $0.role == .fix }), turn > 0,
              said[..<turn].allSatisfy(\.statesProblem) else { return }
        let problem = said[..<turn].map(\.text)
        for text in problem {
            if let range = draft.fix.range(of: text) { draft.fix.removeSubrange(range) }
        }
        draft.symptom = Self.join(problem)
    }

    /// The dashes that set a title's two parts apart.
    static let dashes = [" — ", " – ", " - ", "——"]

    /// A title's parts before and after its first dash, or nil. A single word before the dash is a
    /// category (`Leak — Closure in array captures self`): the whole title names the entry.
    static func dashParts(of title: String) -> (named: String, told: String)? {
        guard let dash = dashes.lazy.compactMap({ title.range(of: $0) }).first else { return nil }
        let named = String(title[..<dash.lowerBound]).trimmed, told = String(title[dash.upperBound...]).trimmed
        let oneWord = !named.contains(where: \.isWhitespace) && cjkCount(named) < 4
        return oneWord || told.isEmpty ? nil : (named, told)
    }

    /// Whether a text says something rather than names it: three words or more, or six Chinese or
    /// Japanese characters (`— The controller is never released`, not `— presentationSizing`).
    static func isClause(_ text: String) -> Bool {
        text.split(whereSeparator: \.isWhitespace).count >= 3 || cjkCount(text) >= 6
    }

    /// How many Han and kana characters a text holds (a Chinese or Japanese word has no spaces to count).
    private static func cjkCount(_ text: String) -> Int { text.unicodeScalars.filter(SearchCharacterClass.isCJK).count }

    /// Whether a text is a directive that gives a fix (`不要…`, `Invalidate …`, `…しないこと`).
    private func tellsWhatToDo(_ text: String) -> Bool {
        sentences(of: text).first?.role == .fix && cues.isDirective(cues.fold(text).scalars)
    }

    /// Puts the sentences that give a fix or a cause into those fields when no label filled them, and
    /// returns those it moved. `keepingProblems`: a sentence that names what goes wrong stays where it
    /// is even with a cause word in it (`所以会崩溃`).
    @discardableResult
    private func sort(_ sentences: ArraySlice<Sentence>, into draft: inout EntryDraft,
                      keepingProblems: Bool) -> [String] {
        var cause: [String] = [], fix: [String] = []
        for sentence in sentences {
            switch sentence.role {
            case .fix? where draft.fix.isEmpty: fix.append(sentence.text)
            case .cause? where draft.cause.isEmpty && !(keepingProblems && sentence.statesProblem):
                cause.append(sentence.text)
            default: continue
            }
        }
        if !cause.isEmpty { draft.cause = Self.join(cause) }
        if !fix.isEmpty { draft.fix = Self.join(fix) }
        return cause + fix
    }

    /// Sentences as one text: a space after a Latin full stop, none after `。！？`.
    static func join<S: Sequence>(_ sentences: S) -> String where S.Element == String {
        sentences.reduce(into: "") { text, sentence in
            if let last = text.last, !"。！？".contains(last) { text += " " }
            text += sentence
        }
    }

    /// The fix (and a cause not yet given) from the next paragraphs and notes of the entry's section,
    /// up to a list, a table or a sub-section: listings between them are the fix's code.
    private func readProseAfter(_ line: Int, in section: Section, into draft: inout EntryDraft) {
        var read = 0
        var cause: [String] = [], fix: [String] = []
        let blocks = section.blocks.filter { $0.range.startLine > line }
        prose: for (index, block) in blocks.enumerated() {
            let text: String
            switch block {
            case .paragraph(let p): text = p.text
            case .note(let n): text = n.text
            case .code, .diagram: continue
            default: break prose
            }
            read += 1
            for sentence in sentences(of: text) {
                switch sentence.role {
                case .fix?: fix.append(sentence.text)
                case .cause? where read == 1 && !sentence.statesProblem: cause.append(sentence.text)
                default: continue
                }
            }
            // `我的做法是：` / `次のようにします:` announces the list after it: the list is the fix.
            if let last = fix.last, Self.announces(last), index + 1 < blocks.count, case .list(let list) = blocks[index + 1] {
                fix[fix.count - 1] = last + "\n" + list.items.map { "• " + $0.text }.joined(separator: "\n")
            }
            if !fix.isEmpty || read == Self.proseAfter { break }
        }
        if draft.fix.isEmpty { draft.fix = Self.join(fix.prefix(Self.sentencesPerField)) }
        if draft.cause.isEmpty { draft.cause = Self.join(cause.prefix(Self.sentencesPerField)) }
    }

    /// The message a problem's section opens with as a plain-text listing (the log a troubleshooting
    /// post pastes under its heading): its first line that reports a failure, else its first line.
    static func messageShown(first section: Section) -> String? {
        guard case .code(let snippet)? = section.blocks.first, snippet.language == .text else { return nil }
        return message(in: snippet)
    }

    /// The line of a pasted log that reports a failure, else its first line.
    static func message(in snippet: Snippet) -> String? {
        let lines = snippet.code.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        let failure = lines.first { line in
            let lower = line.lowercased()
            return Self.failureWords.contains { lower.contains($0) }
        }
        return (failure ?? lines.first).map { String($0.prefix(Self.messageLength)) }
    }

    /// Words of the messages tools print when something fails (compilers, linkers, xcodebuild, the runtime).
    static let failureWords = ["error", "fail", "exception", "fatal", "crash", "terminating", "undefined symbol"]

    /// Characters of a pasted message kept as a symptom.
    static let messageLength = 200

    /// What a section titled as a fix says: its first sentences, else what its title says after the label.
    private func fix(titledBy section: Section) -> String? {
        let title = section.title.isEmpty ? section.heading : section.title
        var rest = ""
        if let marked = cues.marker(in: title) {
            guard marked.marker == .good else { return nil }
            rest = marked.rest
        } else {
            let folded = cues.fold(cues.withoutOrdinal(title)).scalars
            guard folded.count <= Self.labelTitleLength, cues.set(.labelFix).contains(in: folded) else { return nil }
        }
        let prose = section.blocks.lazy.compactMap { block -> String? in
            switch block {
            case .paragraph(let p): return p.text
            case .note(let n): return n.text
            case .list(let l): return l.items.first?.text
            default: return nil
            }
        }.first ?? ""
        let sentences = self.sentences(of: prose).prefix(Self.sentencesPerField).map(\.text)
        let fix = sentences.isEmpty ? rest : Self.join(sentences)
        return fix.isEmpty ? nil : fix
    }

    /// A text's sentences, each with the field its words give it: a remedy, a fix label, a
    /// recommendation or a fix phrase make a fix; else a cause word a cause. Read off one folding.
    func sentences(of text: String) -> [Sentence] {
        let folded = cues.fold(text)
        return CautionRecognizer.sentences(folded.scalars).compactMap { range in
            let sentence = folded.original(range).trimmed
            guard !sentence.isEmpty else { return nil }
            func has(_ kind: Vocabulary.Class) -> Bool {
                cues.set(kind).firstMatch(in: folded.scalars, from: range.lowerBound, before: range.upperBound) != nil
            }
            let role: Role?
            let expected = statesExpectationNotMet(folded.scalars, range)
            // A question (`どうすればよいでしょうか`) asks for the fix; it does not give one; nor does what should have
            // happened and did not (`…应该显示出内容，不过并没有…`).
            if Self.isQuestion(sentence) || expected { role = nil }
            else if has(.remedy) || has(.labelFix) || has(.fixPhrase) || has(.recommendation)
                        || cues.isDirective(folded.scalars, range) { role = .fix }
            else { role = has(.causeWord) ? .cause : nil }
            return Sentence(text: sentence, role: role,
                            statesProblem: expected || has(.hazard) || surprises(folded.scalars, from: range.lowerBound, before: range.upperBound))
        }
    }

    /// `…下方的 Text 应该显示出内容，不过并没有表现出预期的行为`, `…表示されるはずですが、何も出ません`, `It should update, but
    /// nothing changes`: a word of remedy (`应该`, `should`) then a turn (`contrast`) and an outcome that surprises says what
    /// was expected and what happened instead — the problem, not what to do.
    private func statesExpectationNotMet(_ f: [Unicode.Scalar], _ range: Range<Int>) -> Bool {
        guard let should = cues.set(.remedy).firstMatch(in: f, from: range.lowerBound, before: range.upperBound),
              let turn = cues.set(.contrast).firstMatch(in: f, from: should.upperBound, before: range.upperBound) else { return false }
        return surprises(f, from: turn.upperBound, before: range.upperBound)
    }

    /// Whether the text between `start` and `end` says something did not behave as expected (`unexpected`, or a
    /// Japanese polite negative: `unexpectedPolite`).
    private func surprises(_ f: [Unicode.Scalar], from start: Int, before end: Int) -> Bool {
        cues.set(.unexpected).firstMatch(in: f, from: start, before: end) != nil
            || cues.set(.unexpectedPolite).firstMatch(in: f, from: start, before: end) != nil
    }

    /// Whether a sentence ends by announcing what follows (`：`, `:`).
    static func announces(_ sentence: String) -> Bool {
        guard let last = sentence.last(where: { !$0.isWhitespace }) else { return false }
        return last == ":" || last == "："
    }

    static func isQuestion(_ sentence: String) -> Bool {
        guard let last = sentence.last(where: { !$0.isWhitespace }) else { return false }
        return "?？".contains(last) || sentence.hasSuffix("か。") || sentence.hasSuffix("吗。")
    }
}
