import Foundation
import BridgeKB

/// `bridgekb show ID`: one entry in full, with its snippets, sources and translations.
enum ShowCommand: Subcommand {
    static let name = "show"
    static let abstract = "Show one entry in full: symptom, cause, fix, snippets, sources, translations."
    static let discussion = """
    EXAMPLES:
      bridgekb show uikit-bridging-part-5-1
      bridgekb show uikit-bridging-part-5-1 --lang ja --json
    """
    static let arguments: [ArgumentSpec] = [
        .positional("ID", "An entry id (see 'bridgekb pitfalls')."),
        .option("lang", value: "TAG", "The language to show (default: the guide's source language)."),
        .option("content", value: "DIR", "The content folder (default: Content)."),
        .flag("json", "Print the entry records and their snippets as JSON."),
    ]

    static func run(_ args: ParsedArguments, context: CommandContext) throws -> Int32 {
        let kb = try KnowledgeBaseSession.load(content: args.option("content"), context: context).kb
        let id = args.positionals[0]
        let records = kb.entries(id: id)
        guard !records.isEmpty else {
            let ids = Set(kb.entries.map(\.id))
            let nearest = ids.sorted().sorted { EditDistance.between($0, id) < EditDistance.between($1, id) }.prefix(3)
            context.err("error: no entry '\(id)'. Nearest: \(nearest.joined(separator: ", "))")
            return 65
        }
        let language = try KnowledgeBaseSession.language(args.option("lang"), in: kb)
            ?? kb.guide(records[0].guide)?.sourceLanguage ?? records[0].language
        guard let entry = records.first(where: { $0.language == language }) else {
            context.err("error: entry '\(id)' has no \(language.tag) version; it exists in \(records.map(\.language.tag).joined(separator: ", "))")
            return 65
        }
        let snippets = snippetsByID(kb, guide: entry.guide, language: entry.language)
        if args.flag("json") {
            struct Output: Encodable { var entry: KnowledgeBaseJSON.EntryRecord; var translations: [KnowledgeBaseJSON.EntryRecord]; var snippets: [Snippet] }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            let output = Output(entry: .init(entry), translations: records.filter { $0 != entry }.map(KnowledgeBaseJSON.EntryRecord.init),
                                snippets: entry.examples.compactMap { snippets[$0] })
            context.out(String(decoding: try encoder.encode(output), as: UTF8.self))
            return 0
        }
        context.out("\(entry.title)")
        context.out("\(entry.id) · \(entry.kind.rawValue) · \(entry.guide) · \(entry.language.tag)" + (entry.minimumOS.map { " · iOS \($0)+" } ?? ""))
        context.out("\(entry.source.file):\(entry.source.line)  \(entry.source.sectionPath.joined(separator: " › "))")
        for (label, text) in [("Symptom", entry.symptom), ("Cause", entry.cause), ("Fix", entry.kind == .decisionRule ? "" : entry.fix),
                              ("Use", entry.kind == .decisionRule ? entry.fix : ""), ("Warning sign", entry.warning)] where !text.isEmpty {
            context.out("\n\(label):\n  \(text.replacingOccurrences(of: "\n", with: "\n  "))")
        }
        if !entry.apis.isEmpty { context.out("\nAPIs: \(entry.apis.joined(separator: ", "))") }
        for snippetID in entry.examples {
            guard let snippet = snippets[snippetID] else { continue }
            context.out("\n--- \(snippet.id)\(snippet.fileName.map { " (\($0))" } ?? "") \(snippet.marker == .none ? "" : snippet.marker.rawValue)")
            context.out(snippet.code)
        }
        let others = records.filter { $0 != entry }
        if !others.isEmpty {
            context.out("\nTranslations: " + others.map { "\($0.language.tag): \($0.title)" }.joined(separator: "; "))
        }
        if !entry.related.isEmpty { context.out("Related: \(entry.related.joined(separator: ", "))") }
        return 0
    }

    static func snippetsByID(_ kb: KnowledgeBase, guide: String, language: Language) -> [String: Snippet] {
        guard let doc = kb.guide(guide)?.document(in: language) else { return [:] }
        return Dictionary(doc.allSnippets.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    }
}
