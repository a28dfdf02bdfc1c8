import BridgeKBModel
import BridgeKBText
/// Turns one document into knowledge-base entries and annotates its sections with their APIs and
/// minimum OS. Recognition follows structure and the vocabulary's meaning classes only:
/// - pitfall and choice tables, one entry per row (`TableShape`);
/// - sections that are one pitfall or one pattern, ❌ examples and ✅ listings (`ExampleRecognizer`);
/// - caution sections' items and cautions in prose (`CautionRecognizer`);
/// - decision rules in list items (`RuleRecognizer`) and quick rules that link to a section;
/// - a tutorial's final listing of each file it builds.
public struct EntryExtractor {
    let document: Document
    let vocabulary: Vocabulary
    let cues: CueReader
    let examples: ExampleRecognizer
    /// The sections that are one of the problems a page lists (`listedProblems(in:)`), or one of its recipes
    /// (`listedRecipes(in:)`).
    private(set) var listedProblems: Set<String> = [], listedRecipes: Set<String> = []
    let cautions: CautionRecognizer
    let rules: RuleRecognizer
    /// API → minimum iOS as this document states it (`UIHostingConfiguration（iOS 16+）`).
    let apiAvailability: [String: Int]
    /// Snippet code → the APIs it uses: a section's listings are read for its own APIs and again for
    /// the entries made from them (mistakes, patterns, a tutorial's files).
    private let codeAPIs = CodeAPIMemo()
    private let sectionsByNumber: SectionsByNumber
    /// Each section's next sibling, by section id: where a problem's fix may follow under its own heading.
    private let nextSibling: [String: Section]
    /// Sibling sections whose titles are one situation and its negation (`隠したい` / `隠したくない`): the ids
    /// of each such pair's sections, each a decision rule for its alternative.
    private let alternatives: Set<String>
    /// Options weighed side by side (`### 优点` / `### 缺点` under each), by section id: a rule each.
    let comparedOptions: [String: RuleRecognizer.Weighing]
    /// A FAQ's questions and answers written as prose, by section id (`""`: the preamble).
    let answers: [String: [QuestionAnswerRecognizer.Pair]]
    /// Sections in another script (the original a translated page keeps below it): annotated, not extracted.
    let foreign: Set<String>
    /// The width the document's prose is wrapped at, if it is: an entry's fields are joined at those breaks.
    let wrapped: WrappedProse

    private final class CodeAPIMemo {
        var apis: [String: [String]] = [:]
    }

    /// `APIRecognizer.apis(inCode:)`, once per distinct listing of the document.
    func apis(inCode code: String) -> [String] {
        if let known = codeAPIs.apis[code] { return known }
        let found = APIRecognizer.apis(inCode: code)
        codeAPIs.apis[code] = found
        return found
    }

    public init(document: Document, vocabulary: Vocabulary = .builtIn) {
        self.document = document
        self.vocabulary = vocabulary
        sectionsByNumber = SectionsByNumber(document)
        var next: [String: Section] = [:]
        func link(_ sections: [Section]) {
            for (a, b) in zip(sections, sections.dropFirst()) { next[a.id] = b }
            sections.forEach { link($0.children) }
        }
        link(document.sections)
        nextSibling = next
        foreign = ForeignSections.ids(in: document)
        wrapped = WrappedProse(document)
        let cues = CueReader(vocabulary: vocabulary, language: document.language)
        self.cues = cues
        examples = ExampleRecognizer(cues: cues)
        cautions = CautionRecognizer(cues: cues)
        let rules = RuleRecognizer(cues: cues)
        self.rules = rules
        var alternatives = Set<String>()
        func pair(_ sections: [Section]) {
            for (i, a) in sections.enumerated() {
                for b in sections[(i + 1)...] where rules.negates(a.title, b.title) {
                    alternatives.formUnion([a.id, b.id])
                }
            }
            sections.forEach { pair($0.children) }
        }
        pair(document.sections)
        self.alternatives = alternatives
        var compared: [String: RuleRecognizer.Weighing] = [:]
        func weigh(_ sections: [Section]) {
            compared.merge(rules.comparedOptions(sections)) { first, _ in first }
            sections.forEach { weigh($0.children) }
        }
        weigh(document.sections)
        comparedOptions = compared
        answers = Self.questionsAndAnswers(in: document, cues: cues)
        var texts = document.allSections.map(\.heading)
        for section in document.allSections {
            texts += section.blocks.map(\.plainText)
        }
        texts += document.preamble.map(\.plainText)
        self.apiAvailability = Availability.apiAvailability(in: texts)
        listedProblems = listedProblems(in: document)
        listedRecipes = listedRecipes(in: document)
    }

    /// The entries of the document and the document with its sections annotated: what the structural
    /// recognisers find, then what the entry model finds among the document's candidates (none with a
    /// nil model).
    public static func extract(from document: Document, vocabulary: Vocabulary = .builtIn) -> (document: Document, entries: [Entry]) {
        extract(from: document, vocabulary: vocabulary, model: vocabulary.entryModel)
    }

    package static func extract(from document: Document, vocabulary: Vocabulary, model: EntryModel?) -> (document: Document, entries: [Entry]) {
        let extractor = EntryExtractor(document: document, vocabulary: vocabulary)
        var annotated = document
        var entries: [Entry] = []
        var patternSections = Set<String>()
        annotated.sections = extractor.visit(document.sections, path: [], inheritedOS: nil, extracting: true, collection: nil,
                                             entries: &entries, patternSections: &patternSections)
        entries += extractor.tutorialListings(skipping: patternSections) + extractor.preambleEntries()
        if let model { entries += extractor.modelEntries(in: annotated, besides: entries, model: model) }
        if let article = extractor.articlePitfall(besides: entries) { entries.append(article) }
        return (annotated, entries)
    }

    // MARK: - Sections

    /// Annotates sibling sections and their children; with `extracting`, adds the entries they yield.
    /// Siblings titled only by a ❌ / ✅ label (`❌ WRONG`, `悪い例`, `Do`) belong to the section before
    /// them: plain text copied from a page loses the heading levels that made them its children.
    /// `collection`: the kind of entry the parent section collects (`注意事项` → caution), if any.
    /// Sections in `quiet` (examples a section before them used up) are annotated only.
    private func visit(_ sections: [Section], path: [String], inheritedOS: Int?, extracting: Bool, collection: Entry.Kind?,
                       quiet: Set<String> = [], entries: inout [Entry], patternSections: inout Set<String>) -> [Section] {
        var result: [Section] = []
        var index = 0
        while index < sections.count {
            var end = index + 1
            if !examples.isExampleLabel(sections[index]) {
                while end < sections.count, examples.isExampleLabel(sections[end]) { end += 1 }
                // `## ❌ X` then `## ✅ Y`: the right way answers the wrong one before it.
                if end == index + 1, end < sections.count, examples.exampleMarker(of: sections[index]) == .bad,
                   examples.exampleMarker(of: sections[end]) == .good {
                    end += 1
                }
            }
            // `問題` then `原因` and `解決方法`: one pitfall told in sections titled by its labels.
            if end == index + 1, cues.labelField(ofTitle: sections[index].title) == .symptom {
                while end < sections.count, let field = cues.labelField(ofTitle: sections[end].title), field != .symptom { end += 1 }
            }
            let adopted = Array(sections[(index + 1)..<end])
            let isQuiet = !quiet.isEmpty && quiet.contains(sections[index].id)
            result.append(visit(sections[index], adopted: adopted, path: path, inheritedOS: inheritedOS,
                                extracting: extracting && !isQuiet, collection: isQuiet ? nil : collection,
                                entries: &entries, patternSections: &patternSections))
            for sibling in adopted {
                result.append(visit(sibling, adopted: [], path: path, inheritedOS: inheritedOS, extracting: false,
                                    collection: nil, entries: &entries, patternSections: &patternSections))
            }
            index = end
        }
        return result
    }

    /// Annotates a section and its children; with `extracting`, adds the entries they yield.
    private func visit(_ section: Section, adopted: [Section], path: [String], inheritedOS: Int?, extracting: Bool,
                       collection parentCollection: Entry.Kind?, entries: inout [Entry], patternSections: inout Set<String>) -> Section {
        var section = section
        let path = path + [section.displayTitle]
        let os = Availability.minimum(in: section.heading) ?? inheritedOS
        section.minimumOS = os
        section.apis = unique(APIRecognizer.apis(in: section.heading)
            + section.blocks.flatMap { block -> [String] in
                if let snippet = block.snippet, snippet.language == .swift { return apis(inCode: snippet.code) }
                return block.snippet == nil ? APIRecognizer.apis(in: block.plainText) : []
            }).filter(APIRecognizer.isListed)
        var consumed = Set<String>()
        let collection = cautions.collectionKind(of: section)
        let extracting = extracting && !foreign.contains(section.id)
        if extracting {
            consumed = extractEntries(of: section, adopted: adopted, collection: collection, parentCollection: parentCollection,
                                      Context(section: section, path: path, inheritedOS: os),
                                      entries: &entries, patternSections: &patternSections)
        }
        section.children = visit(section.children, path: path, inheritedOS: os, extracting: extracting, collection: collection,
                                 quiet: consumed, entries: &entries, patternSections: &patternSections)
        return section
    }

    /// What an entry needs to know about the section it comes from.
    struct Context {
        var section: Section
        var path: [String]
        var inheritedOS: Int?
    }

    /// The entries of one section's own blocks, in a stable order; returns the children they used up.
    private func extractEntries(of section: Section, adopted: [Section], collection: Entry.Kind?, parentCollection: Entry.Kind?,
                                _ context: Context, entries: inout [Entry], patternSections: inout Set<String>) -> Set<String> {
        var counters: [String: Int] = [:]
        func add(_ draft: EntryDraft) { entries.append(make(draft, context, counters: &counters)) }
        if alternatives.contains(section.id) {
            // One of two sibling sections titled by a situation and its negation (`隠したい` / `隠したくない`): the
            // section is the rule for its alternative, and its listings illustrate that choice.
            let lead = section.blocks.first { $0.snippet == nil && !$0.plainText.trimmed.isEmpty }
            add(EntryDraft(kind: .decisionRule, title: section.displayTitle,
                           fix: lead.map { CautionRecognizer.splitTitle($0.plainText).title } ?? "",
                           lines: section.range.startLine...section.range.endLine, id: .section))
            patternSections.insert(section.id)
            return []
        }
        if let weighing = comparedOptions[section.id] {
            // One of two or more options weighed side by side: the rule for that option, its first advantage the
            // situation and its first drawback the warning; its parts and listings are the rule's.
            let option = cues.withoutPartLabel(section.title)
            add(EntryDraft(kind: .decisionRule, title: weighing.advantage ?? option, fix: option, warning: weighing.drawback ?? "",
                           lines: section.range.startLine...section.range.endLine, id: .section))
            patternSections.insert(section.id)
            return Set(weighing.parts)
        }

        // Trouble with the debugging tools (`Issue: Breakpoint never hits`, a remedy of `lldb` commands only) is a
        // debugging tip, even in a troubleshooting list: nothing goes wrong in the app.
        let debuggingTip = examples.isDebuggingTip(section)
        var found = debuggingTip ? ExampleRecognizer.Result()
            : examples.recognize(section, adopted: adopted, isCollection: collection != nil, context: context.path.dropLast().last ?? document.title,
                                 listedProblem: listedProblems.contains(section.id), listedRecipe: listedRecipes.contains(section.id))
        if let parentCollection, collection == nil, !debuggingTip, !found.sectionIsPitfall, !found.sectionIsPattern,
           !found.drafts.contains(where: { $0.id == .section }), let member = examples.collectionMember(section, kind: parentCollection) {
            found.drafts.insert(member, at: 0)
            found.sectionIsPitfall = true
        }
        found.drafts.forEach(add)
        if found.sectionIsPattern { patternSections.insert(section.id) }
        if !found.sectionIsPitfall && !found.sectionIsPattern {
            examples.goodListings(section).filter { !found.usedListings.contains($0.examples[0]) }.forEach(add)
        }
        var ordinal = 0
        var preferenceItems = Set<Int>()
        // A summary (`まとめ`, `Key Takeaways`) or a reference card (`Quick Reference: …`) restates what the guide says
        // elsewhere: its items and choice rows are no rules again. A part that never holds entries (`When to Use This
        // Skill`, `参考`) tabulates what the page covers, not choices.
        let bareTitle = cues.fold(cues.withoutOrdinal(section.title)).scalars
        let summary = cues.set(.summarySection).isWhole(bareTitle) || cues.set(.referenceCard).contains(in: bareTitle)
        let standardPart = cues.set(.nonEntrySection).isWhole(bareTitle)
        for block in section.blocks {
            switch block {
            case .table(let table):
                rows(of: table, context, ordinal: &ordinal, choices: !standardPart && !summary).forEach(add)
            case .list(let list):
                let linked = quickRules(in: list, context, ordinal: &ordinal)
                linked.drafts.forEach(add)
                guard !found.sectionIsPitfall else { continue }
                examples.markedItems(list).forEach(add)
                guard collection == nil else { continue }
                if let parts = labelledParts(of: list) {
                    add(parts)
                    continue
                }
                // A list of situations and choices states one in most of its items: one arrow among other lines (a
                // legend's `Select X → see Y` under `Red = conflict`) is an action and what it shows.
                let readings = list.items.map { rules.rule($0.text, inSteps: list.ordered) }
                let choiceList = readings.compactMap { $0 }.count * 2 >= list.items.count
                // A list an item of which states a rule is guidance: an item of it that only picks a way is a rule too.
                let guideline = !list.ordered && list.items.count > 1
                    && readings.indices.contains { readings[$0] != nil || rules.preference(list.items[$0].text) != nil }
                for (index, item) in list.items.enumerated() where !summary && !linked.items.contains(index) && !examples.isMarked(item) {
                    if let effect = rules.consequence(item.text, inSteps: list.ordered), caution(inItem: item) == nil {
                        add(EntryDraft(kind: .gotcha, title: effect.trigger, symptom: effect.outcome, fix: arrowAnswer(after: index, in: list),
                                       lines: item.range.startLine...item.range.endLine, id: .counted("gotcha")))
                        continue
                    }
                    // `ただし、X は iOS 15 では使えないので、…場合は…`: a caution, or an item that announces one,
                    // is no choice rule.
                    if let rule = choiceList ? readings[index] : rules.rule(item.text, inSteps: true), caution(inItem: item) == nil,
                       !cautions.announcesCaution(item.text) {
                        add(EntryDraft(kind: .decisionRule, title: rule.when, fix: rule.use,
                                       lines: item.range.startLine...item.range.endLine, id: .counted("rule")))
                    } else if let preferred = rules.preference(item.text) {
                        // Setting one option aside for another, with nothing going wrong: a rule, not a caution.
                        add(EntryDraft(kind: .decisionRule, title: preferred.title, fix: preferred.use,
                                       lines: item.range.startLine...item.range.endLine, id: .counted("rule")))
                        preferenceItems.insert(item.range.startLine)
                    } else if guideline, caution(inItem: item) == nil, !cautions.announcesCaution(item.text), let picked = rules.guideline(item.text) {
                        add(EntryDraft(kind: .decisionRule, title: picked.title, fix: picked.use,
                                       lines: item.range.startLine...item.range.endLine, id: .counted("rule")))
                    }
                }
            default:
                continue
            }
        }
        // `### 可能適用的時機` under an option's heading: when to pick that option.
        if let rule = rules.suitabilityPart(section, option: context.path.dropLast().last) {
            add(rule)
            return found.consumedChildren
        }
        if found.sectionIsPitfall || isSymptomPart(section) {
            // The section is one pitfall, or the symptom part of one (`## 現象`): its prose and items are that pitfall's.
        } else if let collection {
            cautions.items(of: section, kind: collection, isMarked: examples.isMarked).forEach(add)
        } else {
            // Paragraphs after a label of a problem's part (`**原因**`) explain that problem: no rules of their own.
            var inLabelledPart = false
            let answered = questionsAndAnswers(of: section.id, add: add)
            for (index, block) in section.blocks.enumerated() where !answered.contains(index) {
                switch block {
                case .paragraph(let p):
                    let firstLine = p.text.prefix { $0 != "\n" }
                    // The listing right after the paragraph, which it may announce.
                    let listing = section.blocks.dropFirst(index + 1).first?.snippet
                    if cues.labelField(ofTitle: String(firstLine)) != nil { inLabelledPart = true }
                    if let caution = cautions.prose(p.text, line: p.range.startLine) {
                        add(caution)
                    } else if inLabelledPart {
                        continue
                    } else if let listing, let shown = cautions.shownError(p.text, line: p.range.startLine, output: listing) {
                        add(shown)
                    } else if case let taken = rules.formerAndLatter(p.text), !taken.isEmpty {
                        // `前者は…。後者は…で利用します。`: one rule per option the paragraph takes up.
                        for option in taken {
                            let line = p.range.startLine + option.lineOffset
                            add(EntryDraft(kind: .decisionRule, title: option.title, fix: option.title,
                                           lines: line...p.range.endLine, id: .counted("rule")))
                        }
                    } else if let situation = rules.suitability(p.text) {
                        // What an option is suited for: a rule whose choice is the option the sentence names, else its section's.
                        add(EntryDraft(kind: .decisionRule, title: situation.count >= 8 ? situation : section.displayTitle,
                                       fix: RuleRecognizer.optionInCode(situation) ?? section.displayTitle,
                                       lines: p.range.startLine...p.range.endLine, id: .counted("rule")))
                    } else if let rule = rules.ruleInProse(p.text, introducesListing: listing != nil) {
                        let line = p.range.startLine + rule.lineOffset
                        // `…时，请使用此方式`, `…場合に使用します`: a choice that names no option is the section's.
                        let named = !rule.use.isEmpty && !cues.set(.optionReference).isWhole(cues.fold(RuleRecognizer.lead(of: rule.use)).scalars)
                        add(EntryDraft(kind: .decisionRule, title: rule.when, fix: named ? rule.use : section.displayTitle,
                                       lines: line...p.range.endLine, id: .counted("rule")))
                    } else if let preferred = rules.preferenceInProse(p.text) {
                        add(EntryDraft(kind: .decisionRule, title: preferred.title, fix: preferred.use,
                                       lines: (p.range.startLine + preferred.lineOffset)...p.range.endLine, id: .counted("rule")))
                    } else if let way = rules.recommendedWay(p.text) ?? rules.choiceBetween(p.text) {
                        // `…のが良い`, `…为宜`: a way of doing something the sentence recommends; `在选择 X 还是 Y 时，…`:
                        // how to choose between two options.
                        add(EntryDraft(kind: .decisionRule, title: way.title, fix: way.title,
                                       lines: (p.range.startLine + way.lineOffset)...p.range.endLine, id: .counted("rule")))
                    }
                case .note(let n) where n.kind != .tip:
                    let label: CautionRecognizer.Label = n.kind == .warning ? .warning : (n.kind == .important ? .important : .none)
                    if let caution = cautions.prose(n.text, line: n.range.startLine, label: label) { add(caution) }
                case .list(let list):
                    // `- 注意：…`, `- 千万不要…`: an item that opens with a caution cue; an item that is a whole
                    // sentence (a copied paragraph's line) is read as prose.
                    for item in list.items where !examples.isMarked(item) && !preferenceItems.contains(item.range.startLine) {
                        if let caution = caution(inItem: item) { add(caution) }
                    }
                default:
                    continue
                }
            }
        }
        return found.consumedChildren
    }

    /// Whether a section is titled only by the label of a problem's symptom (`## 現象`, `## Symptom`): what it
    /// says is the symptom of the problem the guide or its parts tell, no caution of its own.
    func isSymptomPart(_ section: Section) -> Bool {
        cues.labelField(ofTitle: section.title) == .symptom
    }

    // MARK: - Quick rules

    /// `封装 UIView → UIViewRepresentable（第 1 部分）`: a list item with an arrow and a reference to a
    /// numbered section of the same document. Returns the rules and the indices of their items.
    private func quickRules(in list: ListBlock, _ context: Context, ordinal: inout Int) -> (drafts: [EntryDraft], items: Set<Int>) {
        var drafts: [EntryDraft] = []
        var items = Set<Int>()
        for (index, item) in list.items.enumerated() {
            // Most items have no arrow: a scalar test first spares them Foundation's search. (U+219B ↛
            // decomposes to → and a mark, so it, too, is left to Foundation.)
            guard item.text.unicodeScalars.contains(where: { $0 == "→" || $0 == "\u{219B}" }),
                  let arrow = item.text.range(of: "→") else { continue }
            let when = item.text[..<arrow.lowerBound].trimmed
            var use = item.text[arrow.upperBound...].trimmed
            guard !when.isEmpty, !use.isEmpty, !use.contains("→") else { continue }
            var target: String?
            var note = ""
            if let open = use.firstIndex(where: { $0 == "（" || $0 == "(" }) {
                let inside = use[use.index(after: open)...].prefix { $0 != "）" && $0 != ")" }
                for part in inside.split(whereSeparator: { "，,、".contains($0) }) {
                    if let section = sectionReferenced(by: part.trimmed) { target = section.id }
                }
                note = String(inside)
                use = use[..<open].trimmed
            }
            guard let target else { continue }
            ordinal += 1
            items.insert(index)
            drafts.append(EntryDraft(kind: .decisionRule, title: when, fix: use, lines: item.range.startLine...item.range.endLine,
                                     id: .ordinal(ordinal), target: target, extraText: note))
        }
        return (drafts, items)
    }

    /// The section whose number label a reference names (`第 2b 部分`, `パート 3`, `3.1`, `十六`): the
    /// first in document order, looked up in a dictionary made once per document (a quick rule
    /// naming thousands of parts used to walk the flattened sections for each).
    private func sectionReferenced(by text: String) -> Section? {
        let key = Self.numberKey(text)
        guard !key.isEmpty else { return nil }
        return sectionsByNumber.sections[key]
    }

    /// A number label without spaces: what a reference and a section's label are compared by.
    static func numberKey(_ text: String) -> String { text.filter { $0 != " " && $0 != "\u{3000}" } }

    /// Number key → the first section with that label, made at the first reference.
    private final class SectionsByNumber {
        private var made: [String: Section]?
        private let document: Document
        init(_ document: Document) { self.document = document }
        var sections: [String: Section] {
            if let made { return made }
            var index: [String: Section] = [:]
            for section in document.allSections {
                guard let number = section.number else { continue }
                let key = EntryExtractor.numberKey(number)
                if index[key] == nil { index[key] = section }
            }
            made = index
            return index
        }
    }

    // MARK: - Building entries

    /// The entry a draft describes: its id, APIs (its text's, then its listings') and minimum iOS (its
    /// text's, else its sections', else what the document says of its main APIs). A pitfall's fields no
    /// label filled are completed from its text and the prose after it (`EntryFields`).
    func make(_ draft: EntryDraft, _ context: Context, counters: inout [String: Int]) -> Entry {
        var draft = draft
        draft.title = cues.entryTitle(draft.title)
        if draft.kind.isPitfall {
            EntryFields(cues: cues).complete(&draft, in: context.section, next: nextSibling[context.section.id])
        } else if draft.kind == .pattern, draft.fix.isEmpty {
            draft.fix = PatternLead.text(in: context.section, before: draft.examples.first)
        }
        let base = "\(document.guide)-\(context.section.id)"
        let id: String
        switch draft.id {
        case .section: id = base
        case .ordinal(let n): id = "\(base)-\(n)"
        case .suffix(let suffix): id = "\(document.guide)-\(suffix)"
        case .counted(let tag):
            counters[tag, default: 0] += 1
            id = "\(base)-\(tag)-\(counters[tag]!)"
        }
        let text = [draft.title, draft.symptom, draft.cause, draft.fix, draft.warning, draft.extraText].joined(separator: "\n")
        let apis = unique(APIRecognizer.apis(in: text) + draft.code.flatMap(apis(inCode:))).filter(APIRecognizer.isListed)
        let primaryAPIs = APIRecognizer.apis(in: draft.kind == .decisionRule ? "\(draft.title)\n\(draft.fix)" : draft.title)
        let minimumOS = Availability.minimum(in: text) ?? context.inheritedOS
            ?? primaryAPIs.compactMap { apiAvailability[$0] }.max()
        var entry = Entry(id: id, kind: draft.kind, guide: document.guide, language: document.language, title: draft.title,
                          symptom: wrapped.unwrapped(draft.symptom), cause: wrapped.unwrapped(draft.cause),
                          fix: wrapped.unwrapped(draft.fix), warning: wrapped.unwrapped(draft.warning), apis: apis,
                          minimumOS: minimumOS, examples: draft.examples,
                          source: SourceReference(file: document.source, line: draft.lines.lowerBound, endLine: draft.lines.upperBound,
                                                  section: context.section.id, sectionPath: context.path))
        entry.target = draft.target
        return entry
    }

    /// A title on one line: a line break between two Chinese or Japanese characters joins them, any other
    /// becomes a space (a Markdown paragraph keeps the author's soft breaks).
    static func oneLine(_ title: String) -> String {
        guard title.containsText("\n") else { return title }  // a byte search, not Foundation's
        return LineJoining.joined(title.split(separator: "\n").map { $0.trimmed }.filter { !$0.isEmpty }.joined(separator: "\n"))
    }

    func unique(_ names: [String]) -> [String] {
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }
    }
}
