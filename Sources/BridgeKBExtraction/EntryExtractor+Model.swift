import BridgeKBModel

extension EntryExtractor {
    /// The entries the entry model finds among the document's candidates, besides those the recognisers
    /// found (a candidate near a recognised entry of its group is that entry).
    func modelEntries(in annotated: Document, besides recognized: [Entry], model: EntryModel) -> [Entry] {
        let signals = CandidateSignals(cues: cues, documentTitle: document.title)
        let candidates = CandidateFinder.candidates(in: annotated, recognized: recognized, foreign: foreign)
        let decisions = model.decide(candidates, values: candidates.map(signals.values(of:)))
        guard !decisions.isEmpty else { return [] }
        let builder = CandidateEntry(cues: cues, cautions: cautions)
        var ids = Set(recognized.map(\.id))
        var counters: [String: [String: Int]] = [:]
        var entries: [Entry] = []
        // The lines of the recognised entries by group: a candidate looks up the few lines within reach
        // (scanning every recognised entry per candidate was quadratic in a large guide).
        var recognizedLines: [EntryGroup: Set<Int>] = [:]
        for entry in recognized { recognizedLines[EntryGroup(entry.kind), default: []].insert(entry.source.line) }
        let places = Self.places(of: annotated)
        // A FAQ's questions and answers written as prose are read by `questionsAndAnswers`.
        let answered = answeredLines
        // An entry the recognisers read from a section and the parts told after it under their own headings
        // (`原因`, `解決方法`, a question's answer) is one entry: what it says there is its symptom, cause or
        // fix, not another entry. (An entry of one section may hold another, as a ❌ heading's explanation does.)
        let toldInParts = recognized.filter { $0.source.endLine > (places[$0.source.section]?.section.range.endLine ?? .max) }
            .map { ($0.source.line + 1)...$0.source.endLine }
        // A recognised entry near a candidate is that candidate's entry, unless it stands on a sibling (the
        // next item of one list, row of one table): siblings state one entry each.
        let candidateAt = Dictionary(candidates.map { ($0.line, $0) }, uniquingKeysWith: { first, _ in first })
        // Listings that already are a recognised pattern's (`// ✅ …`): a heading over only those is that pattern.
        let patternListings = Set(recognized.filter { $0.kind == .pattern }.flatMap(\.examples))
        for decision in decisions {
            let candidate = candidates[decision.index]
            let lines = recognizedLines[decision.group] ?? []
            let known = (candidate.line - EntryModel.reach...candidate.line + EntryModel.reach).contains { line in
                guard lines.contains(line) else { return false }
                guard line != candidate.line, let other = candidateAt[line] else { return true }
                return !EntryModel.areSiblings(other, candidate)
            }
            let told = toldInParts.contains { $0.contains(candidate.line) } || weighsAnOption(candidate.sectionID)
                || answered.contains { $0.contains(candidate.line) }
                || (decision.group == .pitfall && candidate.shape != .heading && places[candidate.sectionID].map { isSymptomPart($0.section) } ?? false)
                || (decision.group == .pattern && !candidate.snippetIDs.isEmpty && candidate.snippetIDs.allSatisfy(patternListings.contains))
            let explains = candidate.shape == .heading
                ? isExplanation(candidate.text) || isProcedureStep(candidate)
                    || (decision.group == .pitfall && asksForInformation(candidate.text))
                    || (decision.group == .pattern && namesNoTechnique(candidate.text))
                    || (decision.group == .pitfall && tellsHowItWorks(candidate.text))
                    || (decision.group == .pitfall && places[candidate.sectionID].map { examples.isDebuggingTip($0.section) } ?? false)
                : cautions.refersBack(candidate.text) || cautions.concludes(candidate.text) || cautions.introducesArticle(candidate.text)
            // A pitfall names something that goes wrong: an item or a paragraph that names nothing of the
            // kind gives advice, however much it reads like a caution.
            let harmless = decision.group == .pitfall && candidate.shape != .heading
                && !cues.goesWrong(cues.fold(candidate.text + "\n" + candidate.body).scalars)
            // A paragraph or item opening with a cause or fix label (`原因：…`, `**解决** …`) tells a part of the
            // problem before it.
            let part = candidate.shape != .heading && [.cause, .fix].contains(cues.openingLabel(candidate.text))
                // An item or paragraph that is only one name (`makeUIView`: a definition list's term) states nothing.
                || (candidate.shape != .heading && Self.isBareName(candidate.text))
            // The listings under a heading that states a rule illustrate it (the labelling's reading): no pattern.
            let illustrates = decision.group == .pattern && candidate.shape == .heading && candidate.recognized.contains(.rule)
            // A paragraph or item the recognisers already read an entry from (`…，所以在选择 X 还是 Y 时…` a rule) says
            // that entry, of whichever group.
            let read = candidate.shape != .heading && recognized.contains { (candidate.line...candidate.endLine).contains($0.source.line) }
            guard !known, !told, !explains, !harmless, !part, !illustrates, !read, let place = places[candidate.sectionID] else { continue }
            let draft = builder.draft(candidate, group: decision.group, section: place.section)
            guard !draft.title.isEmpty else { continue }
            var entry = make(draft, place, counters: &counters[candidate.sectionID, default: [:]])
            // An id a recognised entry already has (a section that is also another entry) is counted on.
            var n = 1
            let base = entry.id
            while ids.contains(entry.id) { n += 1; entry.id = "\(base)-\(n)" }
            entry.translationKey = entry.id
            entry.confidence = (decision.probability * 100).rounded() / 100
            ids.insert(entry.id)
            entries.append(entry)
        }
        return entries
    }

    /// Whether a section is an option weighed beside others, or a part that weighs one (`### 缺点`): what it says
    /// is that option's rule.
    private func weighsAnOption(_ sectionID: String) -> Bool {
        comparedOptions[sectionID] != nil || comparedOptions.values.contains { $0.parts.contains(sectionID) }
    }

    /// Whether a text is only one code name (`makeUIView`, `updateUIView(_:context:)`, `@StateObject`): ASCII,
    /// no space, a letter in it.
    static func isBareName(_ text: String) -> Bool {
        let name = text.trimmed
        return !name.isEmpty && name.unicodeScalars.allSatisfy { $0.isASCII && !Cue.isSpace($0) }
            && name.unicodeScalars.contains { $0.properties.isAlphabetic }
    }

    /// Whether a heading only labels a part of a problem (`現象`, `原因`, `解決策`) or asks what something is
    /// (`「escaping」属性とは？`, `什么是…`): the first is a part of an entry, named elsewhere; the second explains.
    func isExplanation(_ title: String) -> Bool {
        if cues.labelField(ofTitle: title) != nil { return true }
        let folded = cues.fold(title).scalars
        if cues.set(.definitionHeading).contains(in: folded) { return true }
        return cues.namesStandardPart(title)
    }

    /// Whether a heading is a FAQ's question asking for information (`対応OSを教えて下さい`, `Can I export the
    /// log?`: the `informationQuestion` class) that names nothing going wrong: no pitfall itself; one there
    /// is stated in its answer.
    func asksForInformation(_ title: String) -> Bool {
        let folded = cues.fold(title).scalars
        return cues.set(.informationQuestion).contains(in: folded) && !cues.goesWrong(folded)
    }

    /// Whether a heading the model takes for a pattern names no technique: it asks what, which or what happens
    /// (`List 可以显示哪些数据`, `両方指定すると？`) rather than how; it says only how to use one name (`如何使用 X`,
    /// `X の使い方`, `Using X`); or it ends on how something works (`X の仕様`, `X 的原理`). Such a section explains;
    /// a pattern is named by the goal it reaches or the technique it uses.
    func namesNoTechnique(_ title: String) -> Bool {
        if tellsHowItWorks(title) { return true }
        let folded = cues.fold(cues.withoutOrdinal(title)).scalars
        let range = Cue.trimmed(folded)
        guard !range.isEmpty, !cues.set(.howQuestion).contains(in: folded) else { return false }
        if cues.set(.askingWhat).contains(in: folded) { return true }
        return folded[range].last.map { $0 == "?" || $0 == "？" } ?? false
    }

    /// Whether a heading, naming nothing going wrong, says only how to use one name (`如何使用 X`, `X の使い方`,
    /// `Using X`) or ends on how something works (`X の仕様`, `X 的原理`): its section explains, and a problem
    /// there is stated in its text, not by the heading. (A question is no pitfall's title by this: a FAQ asks it.)
    func tellsHowItWorks(_ title: String) -> Bool {
        let folded = cues.fold(cues.withoutOrdinal(title)).scalars
        let range = Cue.trimmed(folded)
        guard !range.isEmpty, !cues.goesWrong(folded) else { return false }
        let usage = cues.set(.usageOf)
        return (usage.contains(in: folded) && Self.isOneName(folded, without: usage)) || cues.endsWith(.workings, folded, range)
    }

    /// Whether what is left of a title without the phrases of `set` is one name: a word with no space in it, in
    /// Latin letters or of at most four characters (a name, not a clause that says what to do with it).
    private static func isOneName(_ text: [Unicode.Scalar], without set: PhraseSet) -> Bool {
        var rest: [Unicode.Scalar] = []
        var i = 0
        while i < text.count {
            if let length = set.match(text, at: i) { rest.append(" "); i += length } else { rest.append(text[i]); i += 1 }
        }
        let words = rest.split { Cue.isSpace($0) || Cue.isSeparator($0) }
        guard words.count == 1, let word = words.first else { return false }
        return word.allSatisfy(\.isASCII) || word.count <= 4
    }

    /// Whether a heading is a numbered step of a procedure (`Step 2: …`, `Phase 1 —`, `手順3`, `步骤二：…`) or a
    /// section inside one: the steps tell one task in order, each no entry of its own.
    func isProcedureStep(_ candidate: Candidate) -> Bool {
        (candidate.numbers + [candidate.text] + candidate.path).contains {
            cues.headingLabel(.procedureStep, in: $0, requireOrdinal: true) != nil || Self.isCountedStep($0)
        }
    }

    /// `第一步：…`, `第 2 步 …`: the Chinese count of a step, its number between `第` and `步`.
    static func isCountedStep(_ title: String) -> Bool {
        let f = Array(title.unicodeScalars)
        let i = Cue.skipSpaces(f, from: 0)
        guard i < f.count, f[i] == "第" else { return false }
        let start = Cue.skipSpaces(f, from: i + 1)
        var end = start
        while end < f.count, Cue.isOrdinalScalar(f[end]) { end += 1 }
        guard end > start else { return false }
        let next = Cue.skipSpaces(f, from: end)
        return next < f.count && f[next] == "步"
    }

    /// Each section by id with its path and inherited iOS version; the text before the first section as
    /// `intro` (its entries link to the top of the guide).
    private static func places(of document: Document) -> [String: Context] {
        var places: [String: Context] = [:]
        let preamble = Section(id: "intro", number: nil, title: document.title, level: 0,
                               range: SourceRange(lines: 1, 1), blocks: document.preamble)
        places[""] = Context(section: preamble, path: [document.title], inheritedOS: nil)
        func walk(_ sections: [Section], path: [String]) {
            for section in sections {
                let path = path + [section.displayTitle]
                places[section.id] = Context(section: section, path: path, inheritedOS: section.minimumOS)
                walk(section.children, path: path)
            }
        }
        walk(document.sections, path: [])
        return places
    }
}
