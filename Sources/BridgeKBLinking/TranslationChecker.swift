import BridgeKBModel
/// Aligns every translation of a guide to its source and reports drift and staleness.
public struct TranslationChecker {
    public var source: Document
    public var lock: TranslationLock?
    /// Matches sections left between aligned neighbours (with the mined lexicon's titles, when given).
    public var gaps: SectionGapMatcher

    public init(source: Document, lock: TranslationLock?, gaps: SectionGapMatcher = SectionGapMatcher()) {
        self.source = source
        self.lock = lock
        self.gaps = gaps
    }

    /// Aligns `translation` (renaming its section and snippet ids) and reports what differs.
    public func check(_ translation: Document) -> (document: Document, result: TranslationAligner.Result, issues: [TranslationReport.Issue]) {
        let (renamed, result) = TranslationAligner.align(source: source, translation: translation, gaps: gaps)
        var issues: [TranslationReport.Issue] = []
        let sourceSections = Dictionary(source.allSections.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        let translated = Dictionary(renamed.allSections.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        let language = translation.language.tag

        let sourceLanguage = source.language.tag
        /// An issue whose message is `key`'s form (``TranslationReport/Issue/messageKeys``) with `arguments`;
        /// every message names the translation's `language` and the source's `sourceLanguage`.
        func issue(_ kind: TranslationReport.Issue.Kind, _ file: String, _ line: Int, _ section: String, _ message: String,
                   key: String, _ arguments: [String: String] = [:], confidence: Double? = nil) {
            let named = arguments.merging(["language": language, "sourceLanguage": sourceLanguage]) { own, _ in own }
            issues.append(.init(kind: kind, guide: source.guide, language: language, file: file, line: line, section: section,
                                message: message, messageKey: key, arguments: named, confidence: confidence))
        }
        /// What a drift report adds about its certainty: the section in its place that did not match.
        func certainty(_ id: String) -> (confidence: Double?, closest: String?, note: String) {
            guard let value = result.certainty[id] else { return (nil, nil, "") }
            return (value.confidence, value.closest, value.closest.map { " ('\($0)' stands in its place but does not match it)" } ?? "")
        }

        // Missing and extra sections: only the top-most of a missing or extra subtree.
        let missing = Set(result.missing)
        for id in result.missing {
            guard let section = sourceSections[id], !isDescendant(id, of: missing, in: source) else { continue }
            let (confidence, closest, note) = certainty(id)
            issue(.missingSection, source.source, section.range.startLine, id,
                  "section '\(section.displayTitle)' has no \(language) translation\(note)",
                  key: closest == nil ? "missingSection" : "missingSectionClosest",
                  ["title": section.displayTitle, "closest": closest ?? ""].filter { !$0.value.isEmpty }, confidence: confidence)
        }
        let renamedExtra = Set(renamed.allSections.map(\.id).filter { sourceSections[$0] == nil })
        for id in renamedExtra.sorted() {
            guard let section = translated[id], !isDescendant(id, of: renamedExtra, in: renamed) else { continue }
            let (confidence, closest, note) = certainty(id)
            issue(.extraSection, renamed.source, section.range.startLine, id,
                  "section '\(section.displayTitle)' is not in the \(sourceLanguage) source\(note)",
                  key: closest == nil ? "extraSection" : "extraSectionClosest",
                  ["title": section.displayTitle, "closest": closest ?? ""].filter { !$0.value.isEmpty }, confidence: confidence)
        }

        for (sourceID, _) in result.pairs {
            guard let s = sourceSections[sourceID], let t = translated[sourceID] else { continue }
            // Snippets: the code (comments aside) must be the same.
            let a = s.snippets, b = t.snippets
            // Anchors once per snippet, not once per pair the aligner scores.
            let anchorsA = a.map { Anchors.of($0.code) }, anchorsB = b.map { Anchors.of($0.code) }
            let pairs = MonotoneAligner.align(a.count, b.count) { i, j in
                Anchors.jaccard(anchorsA[i], anchorsB[j], empty: 1) * 0.9 + 0.1
            }
            for (i, j) in pairs where Anchors.normalizedCode(a[i].code) != Anchors.normalizedCode(b[j].code) {
                let place = "\(source.source):\(a[i].range.startLine)"
                issue(.snippetDiffers, renamed.source, b[j].range.startLine, sourceID,
                      "code differs from the \(sourceLanguage) source (\(place))", key: "snippetDiffers", ["place": place])
            }
            let pairedA = Set(pairs.map(\.0)), pairedB = Set(pairs.map(\.1))
            for i in a.indices where !pairedA.contains(i) {
                issue(.snippetDiffers, source.source, a[i].range.startLine, sourceID, "snippet has no counterpart in \(language)",
                      key: "snippetOnlyInSource")
            }
            for j in b.indices where !pairedB.contains(j) {
                issue(.snippetDiffers, renamed.source, b[j].range.startLine, sourceID, "snippet is not in the \(sourceLanguage) source",
                      key: "snippetOnlyInTranslation")
            }
            // Tables: the same shape.
            let ta = s.blocks.compactMap(\.table), tb = t.blocks.compactMap(\.table)
            for (x, y) in zip(ta, tb) where x.rows.count != y.rows.count || x.header.count != y.header.count {
                issue(.tableDiffers, renamed.source, y.range.startLine, sourceID,
                      "table has \(y.rows.count) rows × \(y.header.count) columns; the source has \(x.rows.count) × \(x.header.count)",
                      key: "tableShape", ["rows": "\(y.rows.count)", "columns": "\(y.header.count)",
                                          "sourceRows": "\(x.rows.count)", "sourceColumns": "\(x.header.count)"])
            }
            if ta.count != tb.count {
                issue(.tableDiffers, renamed.source, t.range.startLine, sourceID, "section has \(tb.count) tables; the source has \(ta.count)",
                      key: "tableCount", ["tables": "\(tb.count)", "sourceTables": "\(ta.count)"])
            }
            // Staleness: the source section changed since the translation was accepted.
            if let lock, let accepted = lock.accepted[language] {
                let now = TranslationLock.hash(of: s)
                if accepted[sourceID] == nil {
                    issue(.stale, renamed.source, t.range.startLine, sourceID,
                          "translation of '\(s.displayTitle)' was never accepted (bridgekb translations --accept)",
                          key: "staleNeverAccepted", ["title": s.displayTitle])
                } else if accepted[sourceID] != now {
                    let place = "\(source.source):\(s.range.startLine)"
                    issue(.stale, renamed.source, t.range.startLine, sourceID,
                          "source section '\(s.displayTitle)' changed since this translation was accepted (\(place))",
                          key: "staleChanged", ["title": s.displayTitle, "place": place])
                }
            }
        }
        return (renamed, result, issues)
    }

    /// Whether `id`'s parent is itself in `set` (so the parent's report covers it).
    private func isDescendant(_ id: String, of set: Set<String>, in document: Document) -> Bool {
        func walk(_ sections: [Section], parentInSet: Bool) -> Bool? {
            for section in sections {
                if section.id == id { return parentInSet }
                if let found = walk(section.children, parentInSet: set.contains(section.id)) { return found }
            }
            return nil
        }
        return walk(document.sections, parentInSet: false) ?? false
    }
}
