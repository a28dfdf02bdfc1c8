import Foundation
import BridgeKBModel
import BridgeKBReaders
import BridgeKBExtraction
import BridgeKBLinking
import BridgeKBChecking

/// The stages a guide goes through on its own, in order (``run(_:gaps:)``), and ``assemble(_:lexicon:diagnostics:)``
/// for what spans guides. Pure: values in, values out; ``KnowledgeBaseBuilder`` memoises around it.
enum GuidePipeline {
    /// What one guide's stages read: its files, settings and translation lock, and the vocabulary.
    struct Input {
        var id: String
        var files: [SourceFile]
        var settings: GuideSettings?
        var lock: TranslationLock?
        var vocabulary: Vocabulary = .builtIn
    }

    /// The files grouped by guide, one input per guide, by id.
    static func inputs(files: [SourceFile], settings: [String: GuideSettings], locks: [String: TranslationLock],
                       vocabulary: Vocabulary) -> [Input] {
        Dictionary(grouping: files, by: \.guide).sorted { $0.key < $1.key }.map { id, files in
            Input(id: id, files: files, settings: settings[id], lock: locks[id], vocabulary: vocabulary)
        }
    }

    /// One guide, stage by stage. `gaps`: the lexicon's titles, for a guide's second chance at the
    /// sections its translations left unpaired (``GuideBuild/hasOpenGaps``).
    static func run(_ input: Input, gaps: SectionGapMatcher = SectionGapMatcher()) -> GuideBuild {
        let diagnostics = DiagnosticEngine()
        let lexer = LexMemo()  // snippet kinds and snippet checks lex each distinct listing once between them
        var result = GuideBuild()
        let documents = read(input, diagnostics: diagnostics)               // Readers: a document per language, the source first
        if !documents.isEmpty {
            let aligned = align(documents, input, gaps: gaps, into: &result) // Linking: translations take the source's sections, outline
            let extracted = extract(aligned.documents, input, lexer: lexer)  // Checking (snippet kinds), Extraction: entries
            link(extracted, aligned, input, into: &result)                   // Linking: entries paired, coverage, translation links
            result.snippetChecks = check(extracted, input, lexer: lexer, diagnostics: diagnostics) // Checking: every snippet
        }
        result.diagnostics = diagnostics.diagnostics
        return result
    }

    /// The guide's files read, a document per language (a second file in one language is reported
    /// and left out), the source language's first and the others by tag.
    static func read(_ input: Input, diagnostics: DiagnosticEngine) -> [Document] {
        var documents: [Document] = []
        for file in input.files {
            guard let document = DocumentParser.parse(file, diagnostics: diagnostics) else { continue }
            if documents.contains(where: { $0.language == document.language }) {
                diagnostics.emit(.error, "content.duplicate-language",
                                 "guide '\(document.guide)' has two files in \(document.language.tag); keeping the first",
                                 file: document.source)
                continue
            }
            documents.append(document)
        }
        let source = TranslationLinker.sourceLanguage(of: documents, declared: input.settings?.sourceLanguage)
        return documents.sorted { ($0.language == source ? 0 : 1, $0.language.tag) < ($1.language == source ? 0 : 1, $1.language.tag) }
    }

    /// The documents once aligned: translations renamed to the source's section ids, with how.
    typealias Aligned = (documents: [Document], alignments: [Language: TranslationAligner.Result])

    /// Each translation aligned to the source (``TranslationChecker``: its drift issues go to `result`)
    /// and its guessed outline nested like the source's (``OutlineHint``).
    static func align(_ documents: [Document], _ input: Input, gaps: SectionGapMatcher, into result: inout GuideBuild) -> Aligned {
        var aligned: Aligned = (documents, [:])
        let checker = TranslationChecker(source: documents[0], lock: input.lock, gaps: gaps)
        for index in documents.indices.dropFirst() {
            let checked = checker.check(documents[index])
            aligned.documents[index] = OutlineHint.nest(checked.document, like: documents[0])
            aligned.alignments[documents[index].language] = checked.result
            result.issues += checked.issues
            if checked.result.certainty.values.contains(where: { $0.closest != nil }) { result.hasOpenGaps = true }
        }
        return aligned
    }

    /// Each document's snippets given their kinds, then its entries extracted (``EntryExtractor``).
    static func extract(_ documents: [Document], _ input: Input, lexer: LexMemo) -> [(document: Document, entries: [Entry])] {
        documents.map { EntryExtractor.extract(from: SnippetKindAssigner.assigningKinds($0, lexer: lexer), vocabulary: input.vocabulary) }
    }

    /// The guide made of its documents: each translation's entries linked to the source's (``TranslationLinker``).
    static func link(_ extracted: [(document: Document, entries: [Entry])], _ aligned: Aligned, _ input: Input,
                     into result: inout GuideBuild) {
        let source = extracted[0]
        result.entries = source.entries
        for translation in extracted.dropFirst() {
            let linked = TranslationLinker.link(guide: input.id, source: aligned.documents[0], sourceEntries: source.entries,
                                                translation: translation.document, entries: translation.entries,
                                                alignment: aligned.alignments[translation.document.language], lock: input.lock,
                                                reported: result.issues)
            result.entries += linked.entries
            result.issues += linked.issues
            result.coverage += linked.coverage.map { [$0] } ?? []
            result.links += linked.links
        }
        result.guide = Guide(id: input.id, documents: extracted.map(\.document), sourceLanguage: source.document.language)
    }

    /// Every snippet of every document checked (``SnippetChecker``); an invalid one's errors become warnings.
    static func check(_ extracted: [(document: Document, entries: [Entry])], _ input: Input, lexer: LexMemo,
                      diagnostics: DiagnosticEngine) -> [SnippetCheck] {
        extracted.flatMap { SnippetChecker().snippetChecks(of: $0.document, guide: input.id, diagnostics: diagnostics, lexer: lexer) }
    }

    /// What spans guides, put together: every guide's documents, entries, links, snippet checks and
    /// translation report (its issues also as warnings), with the `lexicon` mined across them.
    static func assemble(_ built: [GuideBuild], lexicon: Lexicon, diagnostics: DiagnosticEngine) -> KnowledgeBase {
        var guides: [Guide] = [], entries: [Entry] = [], links: [Link] = [], checks: [SnippetCheck] = []
        var report = TranslationReport()
        for result in built {
            result.diagnostics.forEach(diagnostics.emit)
            guard let guide = result.guide else { continue }
            guides.append(guide)
            entries += result.entries
            links += result.links
            checks += result.snippetChecks
            report.issues += result.issues
            report.coverage += result.coverage
        }
        report.issues.map(\.diagnostic).forEach(diagnostics.emit)
        var kb = KnowledgeBase(guides: guides, entries: entries, links: links, translations: report)
        kb.lexicon = lexicon
        kb.snippetChecks = checks
        return kb
    }

    /// `related` (links between the entries of different guides) added to `kb`, and to each entry's related ids.
    static func relate(_ kb: inout KnowledgeBase, _ related: [Link]) {
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
    }
}
