import BridgeKBModel

/// What one list item, or a list as a whole, tells besides a rule: a caution a cue opens, the fix an arrow item gives
/// the consequences before it, the labelled parts of one pitfall.
extension EntryExtractor {
    /// `- → do Y` after items `- X → goes wrong`: the answer to them, or "" when another kind of item
    /// comes first.
    func arrowAnswer(after index: Int, in list: ListBlock) -> String {
        for item in list.items.dropFirst(index + 1) {
            let text = item.text.trimmed
            if let first = text.unicodeScalars.first, RuleRecognizer.isArrow(first) { return String(text.dropFirst()).trimmed }
            guard rules.consequence(item.text, inSteps: list.ordered) != nil else { return "" }
        }
        return ""
    }

    /// A list whose every item opens with a label (`- 原因: …`, `- 解決策: …`) naming the problem or its
    /// cause and its fix: the parts of one pitfall, anchored on its first item and named by its symptom, else
    /// its cause.
    func labelledParts(of list: ListBlock) -> EntryDraft? {
        guard PitfallBody.isLabelledList(list, cues: cues), let first = list.items.first, let last = list.items.last else { return nil }
        var body = PitfallBody()
        body.read([.list(list)], cues: cues)
        guard !body.fix.isEmpty, let title = (body.symptom.first ?? body.cause.first).map(CautionRecognizer.trimTitle), !title.isEmpty
        else { return nil }
        return EntryDraft(kind: .gotcha, title: title, symptom: body.symptom.joined(separator: "\n"),
                          cause: body.cause.joined(separator: "\n"), fix: body.fixText,
                          lines: first.range.startLine...last.range.endLine, id: .counted("gotcha"))
    }

    /// The caution a list item states: one a cue opens (`- 注意：…`, `- 千万不要…`), or, in an item that is
    /// a whole sentence (a copied paragraph's line), one as in prose.
    func caution(inItem item: ListBlock.Item) -> EntryDraft? {
        cautions.prose(item.text, line: item.range.startLine, openingOnly: !CautionRecognizer.isSentence(item.text))
    }
}
