import Foundation
import BridgeKB

/// `bridgekb translations`: coverage, drift and staleness of every translation.
enum TranslationsCommand: Subcommand {
    static let name = "translations"
    static let abstract = "Report translation coverage, drift and staleness; --accept records the current state."
    static let discussion = """
    For every guide with more than one language, the translations are aligned to the source language
    (guide.json "sourceLanguage", default zh-Hans) and compared: sections missing or extra, snippets
    whose code differs (comments aside), tables whose rows differ, entries without a counterpart, and
    stale translations — source sections edited since the translation was last accepted.
    --accept writes Content/<guide>/translations.lock with the current source hashes.
    Exit 1 when there is drift (after --accept, only structural drift remains).

    EXAMPLES:
      bridgekb translations
      bridgekb translations --json
      bridgekb translations --accept --guide uikit-bridging
    """
    static let arguments: [ArgumentSpec] = [
        .option("content", value: "DIR", "The content folder (default: Content)."),
        .option("guide", value: "ID", "Only this guide."),
        .flag("accept", "Record the current source hashes in translations.lock (clears staleness)."),
        .flag("json", "Print the report as JSON."),
    ]

    static func run(_ args: ParsedArguments, context: CommandContext) throws -> Int32 {
        let contentPath = args.option("content") ?? "Content"
        var kb = try KnowledgeBaseSession.load(content: contentPath, context: context).kb
        if let guide = args.option("guide"), kb.guide(guide) == nil {
            throw BridgeKBError.usage("unknown guide '\(guide)'; guides: \(kb.guides.map(\.id).joined(separator: ", "))")
        }
        let selected = kb.guides.filter { g in args.option("guide").map { $0 == g.id } ?? true }.filter { $0.documents.count > 1 }
        if args.flag("accept") {
            let loader = ContentLoader(root: URL(fileURLWithPath: contentPath))
            for guide in selected {
                let url = loader.lockURL(guide: guide.id)
                do { try TranslationLock.accepting(guide).encoded().write(to: url) } catch {
                    throw BridgeKBError.io(path: url.path, message: "cannot write the lock (\(ErrorText.describe(error)))")
                }
                context.err("accepted the translations of \(guide.id) (\(url.path))")
            }
            kb = try KnowledgeBaseSession.load(content: contentPath, context: context).kb
        }
        let ids = Set(selected.map(\.id))
        var report = kb.translations
        report.coverage = report.coverage.filter { ids.contains($0.guide) }
        report.issues = report.issues.filter { ids.contains($0.guide) }
        if args.flag("json") {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            context.outJSON(String(decoding: try encoder.encode(report), as: UTF8.self))
        } else {
            if selected.isEmpty { context.out("no guide has more than one language") }
            for c in report.coverage {
                context.out("\(c.guide) \(c.sourceLanguage) → \(c.language): sections \(c.alignedSections)/\(c.sections), snippets \(c.alignedSnippets)/\(c.snippets), entries \(c.alignedEntries)/\(c.entries)\(c.accepted ? "" : " (never accepted)")")
            }
            for issue in report.issues {
                context.out("\(issue.file):\(issue.line): \(issue.kind.rawValue): \(issue.message)")
            }
            if !selected.isEmpty { context.out(report.issues.isEmpty ? "no drift" : "\(report.issues.count) problem\(report.issues.count == 1 ? "" : "s")") }
        }
        return report.issues.isEmpty ? 0 : 1
    }
}
