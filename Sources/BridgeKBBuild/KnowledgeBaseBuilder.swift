import Foundation
import BridgeKBModel
import BridgeKBText
import BridgeKBReaders
import BridgeKBExtraction
import BridgeKBLinking
import BridgeKBChecking
import BridgeKBStore

/// The pipeline from source files to a knowledge base: read, extract, (link, check). Pure: it does no
/// I/O; its input is bytes and its output one value, with problems in the diagnostic engine.
public enum KnowledgeBaseBuilder {
    /// `stageEnded`, when given, hears the end of each stage, by name: `guides` (every guide read,
    /// aligned, extracted and its snippets checked, or taken from `cache`), `lexicon` (term pairs
    /// mined from the aligned translations) and `related`.
    public static func build(files: [SourceFile], settings: [String: GuideSettings] = [:],
                             locks: [String: TranslationLock] = [:], glossary: Glossary? = nil,
                             vocabulary: Vocabulary = .builtIn,
                             diagnostics: DiagnosticEngine, cache: BuildCache? = nil,
                             stageEnded: ((String) -> Void)? = nil) -> KnowledgeBase {
        buildKeyed(files: files, settings: settings, locks: locks, glossary: glossary, vocabulary: vocabulary,
                   diagnostics: diagnostics, cache: cache, stageEnded: stageEnded).kb
    }

    /// ``build(files:settings:locks:glossary:vocabulary:diagnostics:cache:stageEnded:)``, with each
    /// guide's key (only with a `cache`): the key of the ``GuideBuild`` the knowledge base holds for it
    /// — its files, settings, lock, vocabulary and, when the guide took its second chance, the lexicon
    /// that pass read. What the guide's pages show of it is a function of that key.
    static func buildKeyed(files: [SourceFile], settings: [String: GuideSettings] = [:],
                           locks: [String: TranslationLock] = [:], glossary: Glossary? = nil,
                           vocabulary: Vocabulary = .builtIn,
                           diagnostics: DiagnosticEngine, cache: BuildCache? = nil,
                           stageEnded: ((String) -> Void)? = nil) -> (kb: KnowledgeBase, guideKeys: [String: String]) {
        func lap(_ stage: String) { stageEnded?(stage) }
        // Guides are independent until they are linked: each is read, aligned and extracted on its own
        // (both cores), or taken from the cache when its files, settings and lock are unchanged.
        var filesByGuide: [String: [SourceFile]] = [:]
        for file in files { filesByGuide[file.guide, default: []].append(file) }
        let ids = filesByGuide.keys.sorted()
        let keys = ids.map { id in cache.map { GuideBuild.key(guide: id, files: filesByGuide[id]!, settings: settings[id], lock: locks[id],
                                                                        vocabulary: vocabulary, cache: $0) } }
        var built = ids.indices.parallelMap { i -> GuideBuild in
            let id = ids[i]
            if let cache, let key = keys[i], let cached = cache.value(GuideBuild.self, for: key) { return cached }
            let result = buildGuide(id, files: filesByGuide[id]!, settings: settings[id], lock: locks[id], vocabulary: vocabulary)
            if let cache, let key = keys[i] { cache.store(result, for: key) }
            return result
        }
        lap("guides")
        var resultKeys = keys

        // The lexicon, mined from every aligned translation; then a second chance, with titles through
        // it, for the guides whose translations left sections unpaired between the same neighbours.
        var lexicon = Lexicon()
        if let normalizer = glossary?.normalizer ?? (try? TextNormalizer.standard()) {
            let aligned = KnowledgeBase(guides: built.compactMap(\.guide), entries: built.flatMap(\.entries))
            lexicon = minedLexicon(aligned, built: built, normalizer: normalizer, cache: cache, guideKeys: keys).filtered(by: glossary)
            let gaps = SectionGapMatcher(titles: LexiconTitles(lexicon: lexicon, normalizer: normalizer))
            let lexiconKey = cache.map { cache in cache.key("lexicon-pairs") { hasher in
                for pair in lexicon.pairs { hasher.combine(pair.keys.sorted(by: { $0.key < $1.key }).map { "\($0.key)=\($0.value)" }.joined(separator: " ")) }
            } }
            for i in ids.indices where built[i].hasOpenGaps && !lexicon.isEmpty {
                let id = ids[i]
                let key = cache.flatMap { cache in keys[i].map { guideKey in cache.key("guide-gaps") { $0.combine(guideKey); $0.combine(lexiconKey ?? "") } } }
                resultKeys[i] = key
                if let cache, let key, let cached = cache.value(GuideBuild.self, for: key) { built[i] = cached; continue }
                built[i] = buildGuide(id, files: filesByGuide[id]!, settings: settings[id], lock: locks[id],
                                      vocabulary: vocabulary, gaps: gaps)
                if let cache, let key { cache.store(built[i], for: key) }
            }
        }
        lap("lexicon")
        var guides: [Guide] = []
        var entries: [Entry] = []
        var links: [Link] = []
        var report = TranslationReport()
        var snippetChecks: [SnippetCheck] = []
        for result in built {
            result.diagnostics.forEach(diagnostics.emit)
            guard let guide = result.guide else { continue }
            guides.append(guide)
            entries += result.entries
            links += result.links
            snippetChecks += result.snippetChecks
            report.issues += result.issues
            report.coverage += result.coverage
        }
        for issue in report.issues {
            diagnostics.emit(Diagnostic(severity: .warning, file: issue.file, range: SourceRange(lines: issue.line, issue.line),
                                        ruleID: "translation.\(issue.kind.rawValue)", message: issue.message))
        }
        var kb = KnowledgeBase(guides: guides, entries: entries, links: links, translations: report)
        kb.lexicon = lexicon
        kb.snippetChecks = snippetChecks
        kb.ruleEntries = ruleEntries(entries, cache: cache)
        let related = relatedLinks(kb, glossary: glossary, cache: cache)
        kb.links += related
        var relatedIDs: [String: [String]] = [:]
        for link in related {
            let a = String(link.from.dropFirst("entry:".count)), b = String(link.to.dropFirst("entry:".count))
            relatedIDs[a, default: []].append(b)
            relatedIDs[b, default: []].append(a)
        }
        for index in kb.entries.indices {
            kb.entries[index].related = (relatedIDs[kb.entries[index].id] ?? []).sorted()
        }
        lap("related")
        var guideKeys: [String: String] = [:]
        for (id, key) in zip(ids, resultKeys) { guideKeys[id] = key }
        return (kb, guideKeys)
    }

    /// The lexicon mined from `kb`'s aligned translations (before the glossary filters it; `built`: its
    /// guides as the per-guide stage gave them, with their keys). Taken from the cache when every guide
    /// is as it was (their keys, in order); else when the aligned units mined are as they were (most
    /// edits leave them so: each guide's units are kept under its key); mined otherwise.
    static func minedLexicon(_ kb: KnowledgeBase, built: [GuideBuild], normalizer: TextNormalizer, cache: BuildCache?,
                             guideKeys: [String?]) -> Lexicon {
        let miner = LexiconMiner(normalizer: normalizer)
        guard let cache, !guideKeys.contains(nil) else { return miner.mine(kb) }
        let key = cache.key("lexicon") { hasher in
            hasher.combine(miner.settingsFingerprint)
            for guideKey in guideKeys { hasher.combine(guideKey ?? "-") }
        }
        if let lexicon = cache.value(Lexicon.self, for: key) { return lexicon }
        let units = built.indices.parallelMap { i -> [LexiconMiner.GuideUnits] in
            guard let guide = built[i].guide, let guideKey = guideKeys[i] else { return [] }
            let unitsKey = cache.key("lexicon-units") { $0.combine(guideKey) }
            if let units = cache.value([LexiconMiner.GuideUnits].self, for: unitsKey) { return units }
            let units = LexiconMiner.units(of: guide, entries: built[i].entries)
            cache.store(units, for: unitsKey)
            return units
        }.flatMap { $0 }
        let unitsKey = cache.key("lexicon-of-units") { hasher in
            hasher.combine(miner.settingsFingerprint)
            for part in units {
                hasher.combine(part.languages.joined(separator: " "))
                for unit in part.units {
                    for field in [unit.kind.rawValue, unit.guide, unit.section, unit.source, unit.translation] { hasher.combine(field) }
                }
            }
        }
        if let lexicon = cache.value(Lexicon.self, for: unitsKey) {
            cache.store(lexicon, for: key)
            return lexicon
        }
        let lexicon = miner.mine(units)
        cache.store(lexicon, for: unitsKey)
        cache.store(lexicon, for: key)
        return lexicon
    }

    /// The related links of `kb`'s entries: taken from the cache when the linker's inputs — the
    /// pitfalls' texts, the glossary and the linker's settings — are those of an earlier build (most
    /// edits change no entry), computed otherwise.
    static func relatedLinks(_ kb: KnowledgeBase, glossary: Glossary?, cache: BuildCache?) -> [Link] {
        let linker = RelatedLinker(glossary: glossary, tokenizer: glossary.map { Tokenizer(normalizer: $0.normalizer) }, lexicon: kb.lexicon)
        guard let cache else { return linker.links(for: kb) }
        let key = cache.key("related") { linker.fingerprint(of: kb, into: &$0) }
        if let links = cache.value([Link].self, for: key) { return links }
        let links = linker.links(for: kb)
        cache.store(links, for: key)
        return links
    }

    /// Which pitfalls each lint rule enforces (``RuleEntryLinker``): taken from the cache when the
    /// pitfalls' ids, APIs and texts — all the linker reads of them — are those of an earlier build.
    static func ruleEntries(_ entries: [Entry], cache: BuildCache?) -> [String: [String]] {
        let rules = RuleRegistry.all.map { type(of: $0).description }
        guard let cache else { return RuleEntryLinker.links(rules: rules, entries: entries) }
        let key = cache.key("rule-entries") { hasher in
            for entry in entries where entry.kind.isPitfall {
                hasher.combine(entry.id); hasher.combine(entry.apis.joined(separator: "\u{1F}")); hasher.combine(entry.text)
            }
        }
        if let links = cache.value([String: [String]].self, for: key) { return links }
        let links = RuleEntryLinker.links(rules: rules, entries: entries)
        cache.store(links, for: key)
        return links
    }

    /// Each guide's cache key (guide id → hash of its files, settings and lock, the vocabulary and the
    /// tool): what the guide's pages are fingerprinted with.
    public static func guideKeys(files: [SourceFile], settings: [String: GuideSettings], locks: [String: TranslationLock],
                                 vocabulary: Vocabulary = .builtIn, cache: BuildCache) -> [String: String] {
        var filesByGuide: [String: [SourceFile]] = [:]
        for file in files { filesByGuide[file.guide, default: []].append(file) }
        var keys: [String: String] = [:]
        for (id, guideFiles) in filesByGuide {
            keys[id] = GuideBuild.key(guide: id, files: guideFiles, settings: settings[id], lock: locks[id],
                                      vocabulary: vocabulary, cache: cache)
        }
        return keys
    }

    /// One guide on its own: its files read, translations aligned to the source language, entries
    /// extracted and aligned, translation links and issues; a pure function of its inputs.
    static func buildGuide(_ id: String, files: [SourceFile], settings: GuideSettings?, lock: TranslationLock?,
                           vocabulary: Vocabulary = .builtIn, gaps: SectionGapMatcher = SectionGapMatcher()) -> GuideBuild {
        let diagnostics = DiagnosticEngine()
        var docs: [Document] = []
        for file in files {
            guard let document = DocumentParser.parse(file, diagnostics: diagnostics) else { continue }
            if docs.contains(where: { $0.language == document.language }) {
                diagnostics.emit(.error, "content.duplicate-language",
                                 "guide '\(document.guide)' has two files in \(document.language.tag); keeping the first",
                                 file: document.source)
                continue
            }
            docs.append(document)
        }
        var result = GuideBuild(diagnostics: diagnostics.diagnostics)
        guard !docs.isEmpty else { return result }
        let source = sourceLanguage(of: docs, declared: settings?.sourceLanguage)
        docs.sort { ($0.language == source ? 0 : 1, $0.language.tag) < ($1.language == source ? 0 : 1, $1.language.tag) }
        // Translations take the source's section ids, then every document yields its entries.
        let checker = TranslationChecker(source: docs[0], lock: lock, gaps: gaps)
        var results: [Language: TranslationAligner.Result] = [:]
        for index in docs.indices.dropFirst() {
            let checked = checker.check(docs[index])
            // A plain-text translation's hierarchy was guessed; its aligned source's tree is the better guess.
            docs[index] = OutlineHint.nest(checked.document, like: docs[0])
            results[docs[index].language] = checked.result
            result.issues += checked.issues
            if checked.result.certainty.values.contains(where: { $0.closest != nil }) { result.hasOpenGaps = true }
        }
        var annotated: [Document] = []
        var sourceEntries: [Entry] = []
        // Kinds and snippet checks lex each distinct listing once between them.
        let lexer = LexMemo()
        for doc in docs.map({ SnippetKindAssigner.assigningKinds($0, lexer: lexer) }) {
            let (document, extracted) = EntryExtractor.extract(from: doc, vocabulary: vocabulary)
            var found = extracted
            if doc.language == source {
                sourceEntries = found
            } else {
                let aligned = EntryAligner.align(source: sourceEntries, translation: found)
                found = aligned.entries
                result.issues += entryIssues(aligned: aligned, source: docs[0], translation: document, reported: result.issues)
                if let checked = results[doc.language] {
                    result.coverage.append(coverage(guide: id, source: docs[0], translation: document, result: checked,
                                                    sourceEntries: sourceEntries, entries: found, lock: lock))
                    result.links += translationLinks(guide: id, source: docs[0], translation: document, result: checked,
                                                     sourceEntries: sourceEntries, entries: found)
                }
            }
            annotated.append(document)
            result.entries += found
        }
        result.guide = Guide(id: id, documents: annotated, sourceLanguage: source)
        result.snippetChecks = annotated.flatMap { checkSnippets(of: $0, guide: id, diagnostics: diagnostics, lexer: lexer) }
        result.diagnostics = diagnostics.diagnostics
        return result
    }

    /// Checks every snippet of one document; problems become warnings of the build, so `build --strict`
    /// fails on a broken snippet or a ❌ / ✅ marker the rules contradict.
    static func checkSnippets(of document: Document, guide: String, diagnostics: DiagnosticEngine,
                              lexer: LexMemo = LexMemo()) -> [SnippetCheck] {
        var checks: [SnippetCheck] = []
        for result in SnippetChecker().check(document, lexer: lexer) {
            let problems = (result.structural + result.markerProblems).filter { $0.severity == .error }
            let state: SnippetCheck.State
            switch result.expectation.outcome {
            case .expectedFailure: state = .expected
            case .ignore: state = .unchecked
            case .pass: state = problems.isEmpty ? .valid : .invalid
            }
            if state == .invalid {
                for problem in problems {
                    var d = problem.diagnostic
                    d.severity = .warning
                    diagnostics.emit(d)
                }
            }
            checks.append(SnippetCheck(guide: guide, language: document.language, snippet: result.snippetID, state: state,
                                       rules: Array(Set(result.findings.map(\.ruleID))).sorted(),
                                       message: problems.first?.diagnostic.message ?? ""))
        }
        return checks
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
        var issues: [TranslationReport.Issue] = []
        for entry in aligned.unmatchedSource where mustPair(entry) {
            issues.append(.init(kind: .entryWithoutCounterpart, guide: source.guide, language: translation.language.tag,
                                file: entry.source.file, line: entry.source.line, section: entry.source.section,
                                message: "\(entry.kind.rawValue) '\(entry.title)' has no \(translation.language.tag) counterpart"))
        }
        let suffix = "-" + translation.language.tag.lowercased()
        for entry in aligned.entries where entry.id.hasSuffix(suffix) && mustPair(entry) {
            issues.append(.init(kind: .entryWithoutCounterpart, guide: source.guide, language: translation.language.tag,
                                file: entry.source.file, line: entry.source.line, section: entry.source.section,
                                message: "\(entry.kind.rawValue) '\(entry.title)' is not in the \(source.language.tag) source"))
        }
        return issues
    }

    static func coverage(guide: String, source: Document, translation: Document, result: TranslationAligner.Result,
                         sourceEntries: [Entry], entries: [Entry], lock: TranslationLock?) -> TranslationReport.Coverage {
        // Entries the structure states are what a translation must carry over; the entry model reads each
        // language on its own (its entries are not drift either: `entryIssues`).
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


    static func sourceLanguage(of documents: [Document], declared: String?) -> Language {
        if let declared, documents.contains(where: { $0.language.tag == declared }) { return Language(declared) }
        if documents.contains(where: { $0.language == .simplifiedChinese }) { return .simplifiedChinese }
        return documents.map(\.language).min() ?? .simplifiedChinese
    }
}
