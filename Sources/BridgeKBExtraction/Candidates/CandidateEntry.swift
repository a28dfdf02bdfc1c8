import BridgeKBModel

/// Turns a candidate the entry model kept into an entry draft a reader can use: a title without its
/// numbering or label, and symptom / cause / fix from the text around it — a heading's labelled blocks
/// and sub-sections (`原因`, `解决`), else the sentences of its text (sorted by `EntryFields`).
struct CandidateEntry {
    let cues: CueReader
    let cautions: CautionRecognizer

    func draft(_ candidate: Candidate, group: EntryGroup, section: Section?) -> EntryDraft {
        let lines = candidate.line...max(candidate.line, candidate.endLine)
        switch group {
        case .pattern:
            return EntryDraft(kind: .pattern, title: title(of: candidate), lines: lines, id: id(candidate, tag: "pattern"),
                              examples: candidate.snippetIDs, code: candidate.snippetIDs)
        case .rule:
            let (title, rest) = CautionRecognizer.splitTitle(cleaned(candidate.text))
            return EntryDraft(kind: .decisionRule, title: candidate.shape == .heading ? self.title(of: candidate) : title,
                              fix: candidate.shape == .heading ? firstSentence(candidate.body) : rest,
                              lines: lines, id: id(candidate, tag: "choice"), extraText: candidate.body)
        case .pitfall:
            return pitfall(candidate, section: section, lines: lines)
        }
    }

    // MARK: - Pitfalls

    /// A pitfall as its labels, its sub-sections or a caution sentence state it; an item's or a
    /// paragraph's text beyond its title is left for `EntryFields` to sort.
    private func pitfall(_ candidate: Candidate, section: Section?, lines: ClosedRange<Int>) -> EntryDraft {
        let kind: Entry.Kind = candidate.marker == .bad || cues.marker(in: candidate.text)?.marker == .bad ? .mistake
            : (candidate.shape == .heading ? .gotcha : .caution)
        if candidate.shape == .heading, let section {
            var body = PitfallBody()
            body.read(section.blocks, cues: cues)
            for child in section.children {
                if let field = cues.labelField(ofTitle: child.title) { body.read(child.blocks, cues: cues, as: field) }
            }
            var draft = EntryDraft(kind: kind, title: title(of: candidate), lines: lines, id: id(candidate, tag: "pitfall"),
                                   examples: candidate.marker == .bad ? candidate.snippetIDs : [], code: candidate.snippetIDs)
            draft.symptom = body.symptom.joined(separator: "\n")
            draft.cause = body.cause.joined(separator: "\n")
            draft.fix = body.fixText
            return draft
        }
        // A sentence with a caution cue reads as the caution recogniser reads it; else the text's sentences.
        if var caution = cautions.prose(candidate.text, line: candidate.line) {
            caution.kind = kind
            caution.lines = lines
            caution.id = id(candidate, tag: "pitfall")
            caution.examples = candidate.marker == .bad ? candidate.snippetIDs : []
            return caution
        }
        let (title, rest) = CautionRecognizer.splitTitle(cleaned(candidate.text))
        var draft = EntryDraft(kind: kind, title: title, lines: lines, id: id(candidate, tag: "pitfall"),
                               examples: candidate.marker == .bad ? candidate.snippetIDs : [], extraText: candidate.text)
        draft.symptom = title
        draft.unsorted = [rest, candidate.body].filter { !$0.isEmpty }.joined(separator: "\n")
        return draft
    }

    // MARK: - Titles and ids

    /// A heading's title without its ordinal and a leading label (`2. 问题：…` → `…`), or an item's first sentence.
    /// A heading that is only a number (`1)`, `(3)`) names nothing: the first sentence of its text does.
    private func title(of candidate: Candidate) -> String {
        guard candidate.shape == .heading else { return CautionRecognizer.splitTitle(cleaned(candidate.text)).title }
        let title = cleaned(candidate.text)
        if !title.contains(where: \.isLetter), !candidate.body.isEmpty { return firstSentence(candidate.body) }
        return CautionRecognizer.trimTitle(title)
    }

    /// Text without an ordinal, a leading label (`问题：`, `注意：`, `Q.`) or a ❌ / ✅ mark; whole, for a title
    /// to be cut from it (`CautionRecognizer.splitTitle` reads how its lines were wrapped).
    private func cleaned(_ text: String) -> String {
        var text = cues.withoutPartLabel(cues.withoutOrdinal(text.trimmed))
        if let marked = cues.marker(in: text), !marked.rest.isEmpty { text = marked.rest }
        let labels: [Vocabulary.Class] = [.labelSymptom, .labelCause, .labelFix, .cautionOpener]
        let folded = cues.fold(text)
        for kind in labels {
            if let length = cues.set(kind).match(folded.scalars, at: 0), length < folded.count,
               "：:".unicodeScalars.contains(folded.scalars[length]) {
                text = folded.original(from: length + 1).trimmed
                break
            }
        }
        return text
    }

    private func firstSentence(_ text: String) -> String {
        CautionRecognizer.splitTitle(text).title
    }

    /// A heading is its section's entry; anything else is counted within its section.
    private func id(_ candidate: Candidate, tag: String) -> EntryDraft.IDScheme {
        candidate.shape == .heading ? .section : .counted(tag)
    }
}
