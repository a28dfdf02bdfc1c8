import BridgeKBModel

/// The options a guide presents: what one suits (`### 可能適用的時機` under it, `…に向いています` in its text), and
/// options weighed side by side, each under its own heading with what speaks for and against it (`### 优点` /
/// `### 缺点`, `**メリット**：…` / `**デメリット**：…`, `Pros:` / `Cons:`): one decision rule per option.
extension RuleRecognizer {
    /// The rule a section states when it is the part of an option that says when the option suits
    /// (`### 可能適用的時機`, `### 使いどころ`, `### When to use it` under `## 做法一：X`): its first sentence or
    /// item is the situation, the option's title (without its number) the choice, anchored on the part's
    /// heading. Nil for other sections, and for such a part of the page itself (`option` nil).
    func suitabilityPart(_ section: Section, option: String?) -> EntryDraft? {
        guard let option, cues.set(.suitabilityHeading).isWhole(cues.fold(cues.withoutOrdinal(section.title)).scalars),
              let first = section.blocks.first(where: { $0.snippet == nil && !$0.plainText.trimmed.isEmpty }) else { return nil }
        let text: String
        if case .list(let list) = first, let item = list.items.first { text = item.text } else { text = first.plainText }
        let situation = CautionRecognizer.splitTitle(text).title
        let choice = cues.withoutPartLabel(cues.withoutOrdinal(option))
        guard !situation.isEmpty, !choice.isEmpty else { return nil }
        return EntryDraft(kind: .decisionRule, title: situation, fix: choice,
                          lines: section.range.startLine...section.range.endLine, id: .section)
    }

    /// `…といったケースに向いています`, `…时，显式初始化状态对象效果很好`, `适用于：`: the sentence of a paragraph
    /// that says what the option its section presents is suited for, naming nothing that goes wrong (trimmed
    /// of emphasis), or nil.
    func suitability(_ text: String) -> String? {
        let folded = cues.fold(text)
        let f = folded.scalars
        for sentence in CautionRecognizer.sentences(f) {
            let s = Array(f[sentence])
            // An aside in brackets (`显式注入（最简单，适用于所有版本）`) qualifies a label; it decides nothing.
            guard let found = cues.set(.suitability).firstMatch(in: s), !Self.inBrackets(s, at: found.lowerBound), !Self.isQuestion(s)
            else { continue }
            // What the option suits may name a limitation (`…API 不支持的手势`, `…内容不变时`); a later clause
            // that says something goes wrong (`…，但页面退出时会导致内存泄漏`) makes the sentence a warning.
            let later = s[found.upperBound...].firstIndex { "，,；;".unicodeScalars.contains($0) }.map { Array(s[$0...]) } ?? []
            guard !cues.goesWrong(later) else { continue }
            return Self.clause(folded.original(sentence)).trimmingCharacters(in: .init(charactersIn: "*_ "))
        }
        return nil
    }


    /// The option a sentence names in code (`` `@EnvironmentObject` `` in `…には `@EnvironmentObject` が適しています`), or nil.
    static func optionInCode(_ sentence: String) -> String? {
        guard let open = sentence.firstIndex(of: "`"), let close = sentence[sentence.index(after: open)...].firstIndex(of: "`"),
              sentence.distance(from: open, to: close) > 1 else { return nil }
        return String(sentence[open...close])
    }

    /// What an option's section says for and against it: the first advantage and the first drawback, and the
    /// child sections that say them (parts of the rule, no entries of their own).
    struct Weighing: Equatable {
        var advantage: String?
        var drawback: String?
        var parts: [String] = []
    }

    /// The weighing of each of `sections` (siblings) that weighs its option, by section id, when two or more do:
    /// one option weighed alone (an article's own method, its merits at the end) compares nothing.
    func comparedOptions(_ sections: [Section]) -> [String: Weighing] {
        // (A section titled only by a label (`メリット` read as a heading of its own) is a part, never an option.)
        let weighed = sections.compactMap { section in
            weighingLabel(cues.withoutOrdinal(section.title))?.rest.isEmpty == true ? nil : weighing(of: section).map { (section.id, $0) }
        }
        return weighed.count >= 2 ? Dictionary(weighed, uniquingKeysWith: { first, _ in first }) : [:]
    }

    /// What a section says for and against its option, in child sections titled by a label or in its own
    /// paragraphs and items that open with one (`优点：…`, or a label alone before a list); nil when it says neither,
    /// or when a part of it says when the option suits (`### 可能適用的時機`: that part is the rule, `suitabilityPart`).
    func weighing(of section: Section) -> Weighing? {
        var weighing = Weighing()
        func note(_ label: Vocabulary.Class, _ statement: String?) {
            guard let statement, !statement.isEmpty else { return }
            if label == .advantagesLabel { weighing.advantage = weighing.advantage ?? statement }
            else { weighing.drawback = weighing.drawback ?? statement }
        }
        for child in section.children {
            guard let label = weighingLabel(cues.withoutOrdinal(child.title)), label.rest.isEmpty else { continue }
            weighing.parts.append(child.id)
            note(label.kind, firstStatement(child.blocks[...]))
        }
        for (index, block) in section.blocks.enumerated() {
            let texts: [String]
            switch block {
            case .paragraph(let p): texts = [p.text]
            case .list(let list): texts = list.items.map(\.text)
            default: continue
            }
            for text in texts {
                guard let label = weighingLabel(text) else { continue }
                note(label.kind, label.rest.isEmpty ? firstStatement(section.blocks[(index + 1)...]) : Self.clause(label.rest))
            }
        }
        guard weighing.advantage != nil || weighing.drawback != nil,
              !section.children.contains(where: { cues.set(.suitabilityHeading).isWhole(cues.fold(cues.withoutOrdinal($0.title)).scalars) })
        else { return nil }
        return weighing
    }

    /// The label a text opens with (emphasis aside) and what follows it after its colon; nil when it opens with
    /// none, or the label runs on into other words (`优点很多`).
    private func weighingLabel(_ text: String) -> (kind: Vocabulary.Class, rest: String)? {
        // (A label is short, then a colon or nothing: only such an opening is folded — every paragraph and item
        // of a guide comes through here.)
        guard cues.mayOpen(text, with: .advantagesLabel) || cues.mayOpen(text, with: .drawbacksLabel) else { return nil }
        let opening = text.unicodeScalars.prefix(16)
        guard opening.count < 16 || opening.contains(where: { $0 == "：" || $0 == ":" }) else { return nil }
        let folded = cues.fold(String(text.prefix(16)))
        let f = folded.scalars
        var i = 0
        while i < f.count, Cue.isSpace(f[i]) || f[i] == "*" || f[i] == "_" || Cue.isOpeningBracket(f[i]) { i += 1 }
        for kind in [Vocabulary.Class.advantagesLabel, .drawbacksLabel] {
            guard let length = cues.set(kind).match(f, at: i) else { continue }
            var j = i + length
            while j < f.count, Cue.isSpace(f[j]) || "*_】]」)）".unicodeScalars.contains(f[j]) { j += 1 }
            if j == f.count { return (kind, "") }
            guard f[j] == "：" || f[j] == ":" else { return nil }
            return (kind, String(text.dropFirst(folded.original(0..<(j + 1)).count)).trimmed)
        }
        return nil
    }

    /// The first item or sentence of these blocks (a label's statement).
    private func firstStatement(_ blocks: ArraySlice<Block>) -> String? {
        for block in blocks {
            switch block {
            case .list(let list): if let item = list.items.first { return Self.clause(item.text) }
            case .paragraph(let p): return Self.clause(p.text)
            default: continue
            }
        }
        return nil
    }
}
