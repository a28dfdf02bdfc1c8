import BridgeKBModel

/// Questions and answers written as prose (a FAQ or Q&A page without a heading per question): a paragraph that
/// opens with a question label (`Q：`, `Q1.`, `问：`, `質問：`, `Question:`), then the blocks up to the next
/// question, the first of which opens with an answer label (`A：`, `答：`, `回答：`, `Answer:`). A question that
/// names something going wrong or asks why something happens is a pitfall's symptom, and its answer gives the
/// cause and the fix; one that asks for information (`能直接用 X 吗？`) is no entry.
struct QuestionAnswerRecognizer {
    let cues: CueReader

    /// One question and its answer: their text (labels left out), the blocks they span and the code of the answer's
    /// listings.
    struct Pair {
        var question: String
        var answer: String
        var blocks: Range<Int>
        var lines: ClosedRange<Int>
        var listings: [String]
    }

    /// The question-and-answer pairs among `blocks`, in order.
    func pairs(in blocks: [Block]) -> [Pair] {
        var pairs: [Pair] = []
        var index = 0
        while index < blocks.count {
            guard case .paragraph(let p) = blocks[index], let question = labelled(.questionLabel, p.text) else { index += 1; continue }
            // The answer opens in the question's own paragraph (`Q：…\nA：…`) or in the next block.
            let ownLines = p.text.split(separator: "\n", omittingEmptySubsequences: false)
            var answer: [String] = []
            var questionText = question
            if let at = ownLines.firstIndex(where: { labelled(.answerLabel, String($0)) != nil }), at > 0 {
                questionText = labelled(.questionLabel, ownLines[..<at].joined(separator: "\n")) ?? question
                answer.append(labelled(.answerLabel, ownLines[at...].joined(separator: "\n")) ?? "")
            }
            var end = index + 1
            if answer.isEmpty {
                guard end < blocks.count, case .paragraph(let a) = blocks[end], let opening = labelled(.answerLabel, a.text) else {
                    index += 1
                    continue
                }
                answer.append(opening)
                end += 1
            }
            var listings: [String] = []
            while end < blocks.count {
                if case .paragraph(let next) = blocks[end], labelled(.questionLabel, next.text) != nil { break }
                if let snippet = blocks[end].snippet { listings.append(snippet.code) } else { answer.append(blocks[end].plainText) }
                end += 1
            }
            pairs.append(Pair(question: questionText, answer: answer.joined(separator: "\n"), blocks: index..<end,
                              lines: blocks[index].range.startLine...blocks[end - 1].range.endLine, listings: listings))
            index = end
        }
        return pairs
    }

    /// `### Q3. … というエラーが出ます` over `**A.** …`, `## Q：…？` over `答：…`: a FAQ with a heading per question. The
    /// heading asks with a question label, or ends in `？` over a first paragraph that opens with an answer label (a
    /// question heading with neither is any section's title); the section's prose is the answer (its label left out),
    /// its listings the answer's. Nil for other sections.
    func pair(heading section: Section) -> Pair? {
        let title = section.title.trimmed
        let labelledQuestion = labelled(.questionLabel, title)
        // (Read the section only under a heading that asks: every section of a guide comes through here.)
        guard labelledQuestion != nil || title.last.map({ "？?".contains($0) }) == true else { return nil }
        var answer: [String] = [], listings: [String] = []
        var answered = false
        for block in section.blocks {
            if let snippet = block.snippet {
                listings.append(snippet.code)
            } else if answer.isEmpty, !answered, case .paragraph(let p) = block, let opening = labelled(.answerLabel, p.text) {
                answer.append(opening)
                answered = true
            } else {
                answer.append(block.plainText)
            }
        }
        guard !answer.isEmpty, let question = labelledQuestion ?? (answered ? title : nil) else { return nil }
        // (Without an answer label, `问题：为什么要用 X？` is a heading that asks why, not a FAQ's question: a question
        // label over plain prose makes a pair only when it names what goes wrong.)
        guard answered || namesFailure(question) else { return nil }
        return Pair(question: question, answer: answer.joined(separator: "\n"), blocks: section.blocks.indices,
                    lines: section.range.startLine...section.range.endLine, listings: listings)
    }

    /// Whether a question says that something goes wrong, asked politely too (`…呼ばれません`, `何も起きません` say it as
    /// `呼ばれない` does).
    private func namesFailure(_ question: String) -> Bool {
        let asked = cues.fold(question).scalars
        return cues.goesWrong(asked) || cues.set(.unexpectedPolite).contains(in: asked)
    }

    /// The pitfall a pair states, or nil when its question names nothing going wrong and asks no why.
    func draft(_ pair: Pair) -> EntryDraft? {
        guard namesFailure(pair.question) || cues.set(.whyQuestion).contains(in: cues.fold(pair.question).scalars) else { return nil }
        let title = pair.question.trimmed.trimmingCharacters(in: .init(charactersIn: "？?*_ "))
        guard !title.isEmpty else { return nil }
        var draft = EntryDraft(kind: .gotcha, title: title, symptom: EntryExtractor.oneLine(title), lines: pair.lines, id: .counted("gotcha"))
        (draft.cause, draft.fix) = Self.causeAndFix(of: EntryFields(cues: cues).sentences(of: pair.answer))
        draft.code = pair.listings
        return draft
    }

    /// An answer's cause and fix: its sentences whose words say which (`因为…`, `…即可`); else, the answer giving
    /// both, its first unmarked sentence the cause and its last the fix.
    static func causeAndFix(of sentences: [EntryFields.Sentence]) -> (cause: String, fix: String) {
        var cause = sentences.filter { $0.role == .cause }.map(\.text)
        var fix = sentences.filter { $0.role == .fix }.map(\.text)
        let unmarked = sentences.filter { $0.role == nil && !EntryFields.isQuestion($0.text) }.map(\.text)
        if cause.isEmpty, let first = unmarked.first, fix.isEmpty ? unmarked.count > 1 : true { cause = [first] }
        if fix.isEmpty, let last = unmarked.last, !cause.contains(last) { fix = [last] }
        return (EntryFields.join(cause), EntryFields.join(fix))
    }

    /// The text after a label of `kind` that opens `text` (emphasis aside, `Q1` numbered, then `：`, `:`, `.` or
    /// `)`), or nil when none opens it.
    private func labelled(_ kind: Vocabulary.Class, _ text: String) -> String? {
        // (A label is short and then a mark (`：`, `.`, `)`): only such an opening is folded — every paragraph of a
        // guide comes through here.)
        guard cues.mayOpen(text, with: kind), text.unicodeScalars.prefix(Self.labelReach).contains(where: Self.closesLabel) else { return nil }
        let folded = cues.fold(String(text.prefix(Self.labelReach)))
        let f = folded.scalars
        var i = 0
        while i < f.count, Cue.isSpace(f[i]) || f[i] == "*" || f[i] == "_" || Cue.isOpeningBracket(f[i]) { i += 1 }
        // (`Q1.`: the number after a Latin label is no part of its word.)
        var word = f
        var k = i
        while k < word.count, word[k].isASCII, word[k].properties.isAlphabetic { k += 1 }
        while k < word.count, word[k].isASCII, word[k].properties.numericType != nil { word[k] = " "; k += 1 }
        guard let length = cues.set(kind).match(word, at: i) else { return nil }
        var j = i + length
        // (A Latin label is a word of its own: `A：`, not `API：`.)
        if f[j - 1].isASCII, f[j - 1].properties.isAlphabetic, j < f.count, f[j].isASCII, f[j].properties.isAlphabetic { return nil }
        while j < f.count, f[j].isASCII, f[j].properties.numericType != nil { j += 1 }
        while j < f.count, Cue.isSpace(f[j]) || "*_】]」".unicodeScalars.contains(f[j]) { j += 1 }
        guard j < f.count, Self.closesLabel(f[j]) else { return nil }
        let rest = String(text.dropFirst(folded.original(0..<(j + 1)).count)).trimmed
        return rest.isEmpty ? nil : rest
    }

    /// How far into a text its label may reach (`**Question 12**：`).
    private static let labelReach = 24

    /// The marks that close a label: `：`, `:`, `.`, `．`, `)`, `）`.
    private static func closesLabel(_ c: Unicode.Scalar) -> Bool {
        switch c { case "：", ":", ".", "．", ")", "）": true; default: false }
    }
}
