import BridgeKBModel

extension EntryExtractor {
    /// The entries a table states, one per row, by what its header's columns hold (`TableShape`): pitfalls
    /// (a problem column), choices (a situation and a choice column) or alternatives (one ✅ column per option).
    /// `choices`: false where a table restates or frames the page (a summary, `Quick Reference`, `When to Use This
    /// Skill`): its choice rows are no rules there, its pitfall rows still entries.
    func rows(of table: Table, _ context: Context, ordinal: inout Int, choices: Bool = true) -> [EntryDraft] {
        guard let shape = TableShape.of(header: table.header, cues: cues) else { return [] }
        if case .pitfalls = shape {} else if !choices { return [] }
        var drafts: [EntryDraft] = []
        for (index, row) in table.rows.enumerated() {
            func cell(_ i: Int?) -> String { i.flatMap { $0 < row.count ? row[$0].trimmed : nil } ?? "" }
            let line = index < table.rowLines.count ? table.rowLines[index] : table.range.startLine
            ordinal += 1
            switch shape {
            case .pitfalls(let kind, let title, let symptom, let cause, let fix):
                guard !cell(title).isEmpty else { continue }
                drafts.append(EntryDraft(kind: kind, title: cell(title), symptom: cell(symptom), cause: cell(cause), fix: cell(fix),
                                         lines: line...line, id: .ordinal(ordinal)))
            case .choices(let when, let use, let warning, let note):
                guard !cell(when).isEmpty, !cell(use).isEmpty else { continue }
                drafts.append(EntryDraft(kind: .decisionRule, title: cell(when), cause: cell(note), fix: cell(use),
                                         warning: cell(warning), lines: line...line, id: .ordinal(ordinal)))
            case .alternatives(let when, let options, let note):
                let chosen = options.filter { cues.set(.choiceMark).isWhole(cues.fold(cell($0)).scalars) }
                guard !cell(when).isEmpty, !chosen.isEmpty, chosen.count < options.count else { continue }
                let use = chosen.map { $0 < table.header.count ? table.header[$0].trimmed : "" }.joined(separator: " / ")
                drafts.append(EntryDraft(kind: .decisionRule, title: cell(when), cause: cell(note), fix: use,
                                         lines: line...line, id: .ordinal(ordinal)))
            }
        }
        return drafts
    }
}
