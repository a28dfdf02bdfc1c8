import BridgeKBModel

/// Pitfalls a page states without a heading per problem: a FAQ written as prose (`Q：…` / `A：…`), and an article
/// that is one pitfall from its title to its fix (`reloadData でクラッシュした話`).
extension EntryExtractor {
    /// The questions and answers of the document by section id (`""`: the text before the first heading), read once.
    static func questionsAndAnswers(in document: Document, cues: CueReader) -> [String: [QuestionAnswerRecognizer.Pair]] {
        let recognizer = QuestionAnswerRecognizer(cues: cues)
        var found: [String: [QuestionAnswerRecognizer.Pair]] = [:]
        for (id, blocks) in [("", document.preamble)] + document.allSections.map({ ($0.id, $0.blocks) }) {
            let pairs = recognizer.pairs(in: blocks)
            if !pairs.isEmpty { found[id] = pairs }
        }
        return found
    }

    /// The pitfalls the questions and answers of a section (`""`: the preamble) state, each passed to `add`; returns
    /// the indices of the blocks the pairs span (an answer's sentences are its question's cause and fix, no entries
    /// of their own).
    func questionsAndAnswers(of sectionID: String, add: (EntryDraft) -> Void) -> Set<Int> {
        let recognizer = QuestionAnswerRecognizer(cues: cues)
        var spanned = Set<Int>()
        for pair in answers[sectionID] ?? [] {
            spanned.formUnion(pair.blocks)
            if let draft = recognizer.draft(pair) { add(draft) }
        }
        return spanned
    }

    /// The lines of every question and its answer in the document: the model reads no entry of its own there.
    var answeredLines: [ClosedRange<Int>] { answers.values.flatMap { $0.map(\.lines) } }

    /// The FAQ pitfalls of the text before the first heading (a page of questions and answers with no heading).
    func preambleEntries() -> [Entry] {
        var counters: [String: Int] = [:]
        var entries: [Entry] = []
        _ = questionsAndAnswers(of: "") { entries.append(make($0, introContext, counters: &counters)) }
        return entries
    }

    /// An article that is one pitfall: its title names something going wrong (`reloadData でクラッシュした話`,
    /// `一次 WKWebView 白屏的排查`), and nothing in it states a pitfall of its own. The pitfall is anchored on the
    /// first paragraph that says what goes wrong (the labelling's anchor), its fields read from the prose from there
    /// on; nil otherwise.
    func articlePitfall(besides entries: [Entry]) -> Entry? {
        guard !entries.contains(where: { $0.kind.isPitfall }), cues.goesWrong(cues.fold(document.title).scalars) else { return nil }
        let parts = [(introContext, document.preamble)] + document.allSections.map {
            (Context(section: $0, path: [document.title, $0.displayTitle], inheritedOS: $0.minimumOS), $0.blocks)
        }
        let blocks = parts.flatMap { part in part.1.map { (context: part.0, block: $0) } }
        guard let anchor = blocks.firstIndex(where: { item in
            guard case .paragraph(let p) = item.block else { return false }
            return cues.goesWrong(cues.fold(p.text).scalars)
        }) else { return nil }
        let told = blocks[anchor...].map(\.block)
        var draft = EntryDraft(kind: .gotcha, title: document.title,
                               lines: told[0].range.startLine...told[told.count - 1].range.endLine, id: .suffix("article"))
        // What goes wrong is the anchor's sentence that says so; the prose after it gives the cause and the fix.
        let opening = EntryFields(cues: cues).sentences(of: told[0].plainText)
        draft.symptom = (opening.first { $0.statesProblem } ?? opening.first)?.text ?? ""
        draft.unsorted = told.filter { $0.snippet == nil }.map(\.plainText).joined(separator: "\n")
        draft.code = told.compactMap { $0.snippet?.id }
        var counters: [String: Int] = [:]
        return make(draft, blocks[anchor].context, counters: &counters)
    }

    /// The text before the first heading, as the section entries of it belong to.
    private var introContext: Context {
        Context(section: Section(id: "intro", number: nil, title: document.title, level: 0, range: SourceRange(lines: 1, 1),
                                 blocks: document.preamble),
                path: [document.title], inheritedOS: nil)
    }
}
