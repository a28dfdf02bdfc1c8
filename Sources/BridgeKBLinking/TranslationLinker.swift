import BridgeKBModel

/// Links a guide's translation to its source once both have their entries: the translation's entries
/// take their source ids (``EntryAligner``), entries without a counterpart are reported, and the
/// translation's coverage and its links to the source's sections and entries are made.
package enum TranslationLinker {
    /// What linking one translation yields.
    package struct Linked {
        package var entries: [Entry]
        package var issues: [TranslationReport.Issue]
        package var coverage: TranslationReport.Coverage?
        package var links: [Link]
    }

    /// `translation` (with its `entries`) linked to `source` (with `sourceEntries`); `alignment`: how its
    /// sections were aligned; `reported`: the guide's issues so far (a section reported covers its entries).
    package static func link(guide: String, source: Document, sourceEntries: [Entry], translation: Document, entries: [Entry],
                             alignment: TranslationAligner.Result?, lock: TranslationLock?,
                             reported: [TranslationReport.Issue]) -> Linked {
        let aligned = EntryAligner.align(source: sourceEntries, translation: entries)
        var linked = Linked(entries: aligned.entries, issues: entryIssues(aligned: aligned, source: source, translation: translation,
                                                                         reported: reported), coverage: nil, links: [])
        if let alignment {
            linked.coverage = coverage(guide: guide, source: source, translation: translation, result: alignment,
                                       sourceEntries: sourceEntries, entries: aligned.entries, lock: lock)
            linked.links = translationLinks(guide: guide, source: source, translation: translation, result: alignment,
                                            sourceEntries: sourceEntries, entries: aligned.entries)
        }
        return linked
    }

    /// The language the others are translations of: the declared one when the guide has it, else
    /// simplified Chinese when it has it, else the first by tag.
    package static func sourceLanguage(of documents: [Document], declared: String?) -> Language {
        if let declared, documents.contains(where: { $0.language.tag == declared }) { return Language(declared) }
        if documents.contains(where: { $0.language == .simplifiedChinese }) { return .simplifiedChinese }
        return documents.map(\.language).min() ?? .simplifiedChinese
    }

    /// Entries without a counterpart, unless their section or table is already reported. A caution said in
    /// passing, and an entry only the entry model found (`confidence`), may well be in the translation in
    /// other words: neither is drift.
    static func entryIssues(aligned: (entries: [Entry], unmatchedSource: [Entry]), source: Document, translation: Document,
                            reported: [TranslationReport.Issue]) -> [TranslationReport.Issue] {
        let covered = Set(reported.filter { $0.language == translation.language.tag && $0.guide == source.guide
            && ($0.kind == .missingSection || $0.kind == .extraSection || $0.kind == .tableDiffers) }.map(\.section))
        var sectionIDsWithParents: [String: [String]] = [:]
        func walk(_ sections: [Section], _ chain: [String]) {
            for s in sections { sectionIDsWithParents[s.id] = chain + [s.id]; walk(s.children, chain + [s.id]) }
        }
        walk(source.sections, []); walk(translation.sections, [])
        func isCovered(_ section: String) -> Bool { (sectionIDsWithParents[section] ?? [section]).contains(where: covered.contains) }
        func mustPair(_ entry: Entry) -> Bool { entry.kind != .caution && entry.confidence == nil && !isCovered(entry.source.section) }
        func issue(_ entry: Entry, _ what: String, key: String) -> TranslationReport.Issue {
            .init(kind: .entryWithoutCounterpart, guide: source.guide, language: translation.language.tag, file: entry.source.file,
                  line: entry.source.line, section: entry.source.section, message: "\(entry.kind.rawValue) '\(entry.title)' \(what)",
                  messageKey: key, arguments: ["entryKind": entry.kind.rawValue, "title": entry.title,
                                               "language": translation.language.tag, "sourceLanguage": source.language.tag])
        }
        let suffix = "-" + translation.language.tag.lowercased()
        return aligned.unmatchedSource.filter(mustPair).map { issue($0, "has no \(translation.language.tag) counterpart", key: "entryWithoutTranslation") }
            + aligned.entries.filter { $0.id.hasSuffix(suffix) && mustPair($0) }.map {
                issue($0, "is not in the \(source.language.tag) source", key: "entryNotInSource")
            }
    }

    /// How much of the source a translation carries over. Entries the structure states are what a
    /// translation must carry; the entry model reads each language on its own (nor are its entries drift).
    static func coverage(guide: String, source: Document, translation: Document, result: TranslationAligner.Result,
                         sourceEntries: [Entry], entries: [Entry], lock: TranslationLock?) -> TranslationReport.Coverage {
        let sourceEntries = sourceEntries.filter { $0.confidence == nil }
        let sourceIDs = Set(sourceEntries.map(\.id))
        let snippetIDs = Set(source.allSnippets.map(\.id))
        return .init(guide: guide, language: translation.language.tag, sourceLanguage: source.language.tag,
                     sections: source.allSections.count, alignedSections: result.pairs.count,
                     snippets: source.allSnippets.count,
                     alignedSnippets: translation.allSnippets.filter { snippetIDs.contains($0.id) }.count,
                     entries: sourceEntries.count, alignedEntries: entries.filter { sourceIDs.contains($0.id) }.count,
                     accepted: lock?.accepted[translation.language.tag] != nil)
    }

    /// Translation links between aligned sections and entries.
    static func translationLinks(guide: String, source: Document, translation: Document, result: TranslationAligner.Result,
                                 sourceEntries: [Entry], entries: [Entry]) -> [Link] {
        let s = source.language.tag, t = translation.language.tag
        var links = result.pairs.map { Link(from: "section:\(guide)/\($0.source)@\(s)", to: "section:\(guide)/\($0.source)@\(t)", kind: .translation, score: 1) }
        let ids = Set(sourceEntries.map(\.id))
        links += entries.filter { ids.contains($0.id) }.map { Link(from: "entry:\($0.id)@\(s)", to: "entry:\($0.id)@\(t)", kind: .translation, score: 1) }
        return links
    }
}
