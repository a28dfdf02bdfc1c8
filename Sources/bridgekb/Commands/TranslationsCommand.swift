import Foundation
import BridgeKBModel
import BridgeKBLinking
import BridgeKBStore
import BridgeKBBuild

/// `bridgekb translations`: coverage, drift and staleness of every translation.
enum TranslationsCommand: Subcommand {
    static let name = "translations"
    static let abstract = "Report translation coverage, drift and staleness; --accept records the current state."
    static let discussion = """
    For every guide with more than one language, the translations are aligned to the source language
    (guide.json "sourceLanguage", default zh-Hans) and compared: sections missing or extra, snippets
    whose code differs (comments aside), tables whose rows differ, entries without a counterpart, and
    stale translations — source sections edited since the translation was last accepted. Sections left
    between the same aligned neighbours are first matched by their anchors (code up to comments and
    version numbers, identifiers, titles through the mined lexicon); a missing or extra section says
    how sure the report is (confidence 0.5–0.95) and what stands in its place on the other side.
    --accept writes Content/<guide>/translations.lock with the current source hashes.
    Exit 1 when there is drift (after --accept, only structural drift remains).
    --lexicon prints instead the term pairs mined from the aligned translations (扩展 ⇄ 拡張), surest
    first: confidence (0.5–1: specificity × evidence × form — how exclusively the two terms occur
    together, in how many sections they were linked, whether they look like a term and its translation;
    pairs below 0.5, noise and pieces cut from longer terms, are dropped and never expand a search),
    then Dice's score, units linked / units holding both, sections, each term's units, example places.

    EXAMPLES:
      bridgekb translations
      bridgekb translations --format json
      bridgekb translations --accept --guide uikit-bridging
      bridgekb translations --lexicon --limit 20
    """
    static let arguments: [ArgumentSpec] = [
        .option("content", value: "DIR", "The content folder (default: Content)."),
        .option("guide", value: "ID", "Only this guide."),
        .flag("accept", "Record the current source hashes in translations.lock (clears staleness)."),
        .flag("lexicon", "Print the mined bilingual lexicon instead of the report (exit 0)."),
        .option("limit", value: "N", "With --lexicon: at most N pairs."),
        .option("format", value: "FORMAT", "text (default) or json: the report (or the lexicon).").values(["text", "json"]),
    ]

    static func run(_ args: ParsedArguments, context: CommandContext) throws -> Int32 {
        _ = try args.format(["text", "json"])
        if args.option("limit") != nil, !args.flag("lexicon") {
            throw BridgeKBError.usage("--limit applies to --lexicon only (the report is never cut)")
        }
        let content = try ProjectOptions(args, context: context).content
        var kb = try KnowledgeBaseSession.load(content: content).kb
        let guide = try args.guide(in: kb)
        let selected = kb.guides.filter { g in guide.map { $0 == g.id } ?? true }.filter { $0.documents.count > 1 }
        if args.flag("accept") {
            let loader = ContentLoader(root: content)
            for guide in selected {
                let url = loader.lockURL(guide: guide.id)
                do { try loader.writeLock(try TranslationLock.accepting(guide).encoded(), guide: guide.id) } catch let error as BridgeKBError {
                    throw error
                } catch {
                    throw BridgeKBError.io(path: url.path, message: "cannot write the lock (\(ErrorText.describe(error)))")
                }
                context.err("accepted the translations of \(guide.id) (\(url.path))")
            }
            kb = try KnowledgeBaseSession.load(content: content).kb
        }
        if args.flag("lexicon") { return try printLexicon(kb, args, context: context) }
        let ids = Set(selected.map(\.id))
        var report = kb.translations
        report.coverage = report.coverage.filter { ids.contains($0.guide) }
        report.issues = report.issues.filter { ids.contains($0.guide) }
        if args.wantsJSON {
            try context.outJSON(encoding: report)
        } else {
            if selected.isEmpty { context.out("no guide has more than one language") }
            for c in report.coverage {
                context.out("\(c.guide) \(c.sourceLanguage) → \(c.language): sections \(c.alignedSections)/\(c.sections), snippets \(c.alignedSnippets)/\(c.snippets), entries \(c.alignedEntries)/\(c.entries)\(c.accepted ? "" : " (never accepted)")")
            }
            // What to do about a translation never accepted: review it, then record it.
            for guide in Set(report.coverage.filter { !$0.accepted }.map(\.guide)).sorted() {
                context.out("  once reviewed: bridgekb translations --accept --guide \(guide)")
            }
            // Each problem as `build` reports it (`file:line:col: warning: message [translation.kind]`), with how sure it is.
            for issue in report.issues {
                var line = issue.diagnostic
                if let sure = issue.confidence { line.message += String(format: " (confidence %.2f)", sure) }
                context.out(line.formatted)
            }
            if !selected.isEmpty { context.out(report.issues.isEmpty ? "no drift" : "\(report.issues.count) problem\(report.issues.count == 1 ? "" : "s")") }
        }
        return report.issues.isEmpty ? 0 : 1
    }

    /// `--lexicon`: the mined pairs (of `--guide` only, when given), strongest first.
    static func printLexicon(_ kb: KnowledgeBase, _ args: ParsedArguments, context: CommandContext) throws -> Int32 {
        var lexicon = kb.lexicon
        if let guide = args.option("guide") {
            lexicon.pairs = lexicon.pairs.filter { $0.evidence.contains { $0.guide == guide } }
        }
        let total = lexicon.pairs.count
        if let limit = try args.intOption("limit", atLeast: 1) {
            lexicon.pairs = Array(lexicon.pairs.prefix(limit))
        }
        if args.wantsJSON {
            context.out(try PrettyJSON.string(lexicon))
            return 0
        }
        for pair in lexicon.pairs {
            let languages = pair.languages
            let terms = languages.map { pair.terms[$0] ?? "" }.joined(separator: " ⇄ ")
            let counts = languages.map { "\($0) \(pair.frequencies[$0] ?? 0)" }.joined(separator: ", ")
            let places = pair.evidence.map { "\($0.guide)/\($0.section.isEmpty ? "title" : $0.section) (\($0.unit.rawValue))" }.joined(separator: ", ")
            let concept = pair.concept.map { "  glossary: \($0)" } ?? ""
            context.out("\(terms)  confidence \(String(format: "%.2f", pair.confidence))  score \(String(format: "%.3f", pair.score))  linked \(pair.links)/\(pair.cooccurrences) in \(pair.sections) section\(pair.sections == 1 ? "" : "s")  (\(counts))\(concept)  e.g. \(places)")
        }
        // A cut says so, as search's "showing 10 of 27" does.
        let shown = lexicon.pairs.count < total ? "\(lexicon.pairs.count) of \(total) pairs" : "\(total) pair\(total == 1 ? "" : "s")"
        let cut = lexicon.pairs.count < total ? " (--limit \(total) shows all)" : ""
        context.out("\(shown) from \(lexicon.units) aligned units\(lexicon.vetoed > 0 ? ", \(lexicon.vetoed) vetoed by the glossary" : "")\(cut)")
        return 0
    }
}
