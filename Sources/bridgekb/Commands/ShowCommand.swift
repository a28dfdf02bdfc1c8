import Foundation
import BridgeKBModel

/// `bridgekb show ID`: one entry in full, with its snippets, sources and translations.
enum ShowCommand: Subcommand {
    static let name = "show"
    static let abstract = "Show one entry (symptom, cause, fix, snippets, translations) or one section."
    static let discussion = """
    ID is an entry id (from 'bridgekb pitfalls' or 'bridgekb search') or a section as <guide>/<section-id>.
    Exit status: 0 shown; 64 usage, also when ID (or --lang) names nothing there (the nearest ids
    are suggested); 74 no content folder and no built site.

    EXAMPLES:
      bridgekb show uikit-bridging-part-5-1
      bridgekb show uikit-bridging-part-5-1 --lang ja --format json
      bridgekb show uikit-bridging/part-1-s4 --lang ja
    """
    static let arguments: [ArgumentSpec] = [
        .positional("ID", "An entry id, or <guide>/<section-id> for a section."),
        .option("lang", value: "LANG", "The language to read: the entry or section in it (default: the guide's source language).").values(["zh-Hans", "zh-Hant", "ja"]),
        .option("content", value: "DIR", "The content folder (default: Content)."),
        .option("site", value: "DIR", "Query a built site's kb.json instead (default when there is no content folder: Site)."),
        .option("format", value: "FORMAT", "text (default), or json: the entry records and their snippets.").values(["text", "json"]),
    ]

    static func run(_ args: ParsedArguments, context: CommandContext) throws -> Int32 {
        _ = try args.format(["text", "json"])
        let source = try QuerySource.load(args, context: context)
        let kb = source.kb
        let id = args.positionals[0]
        if id.contains("/") { return try showSection(id, kb: kb, args: args, context: context) }
        let records = kb.entries(id: id)
        guard !records.isEmpty else {
            let ids = Set(kb.entries.map(\.id))
            let nearest = EditDistance.nearest(to: id, among: ids.sorted(), count: 3)
            throw BridgeKBError.usage("no entry '\(id)'. Nearest: \(nearest.joined(separator: ", "))")
        }
        let language = try args.language(in: kb)
            ?? kb.guide(records[0].guide)?.sourceLanguage ?? records[0].language
        guard let entry = records.first(where: { $0.language == language }) else {
            throw BridgeKBError.usage("entry '\(id)' has no \(language.tag) version; it exists in \(records.map(\.language.tag).joined(separator: ", "))")
        }
        let snippets = snippetsByID(kb, guide: entry.guide, language: entry.language)
        if args.wantsJSON {
            struct Output: Encodable { var entry: Entry; var translations: [Entry]; var snippets: [Snippet] }
            try context.outJSON(encoding: Output(entry: entry, translations: records.filter { $0 != entry },
                                         snippets: entry.examples.compactMap { snippets[$0] }))
            return 0
        }
        context.out("\(entry.title)")
        context.out("\(entry.id) · \(entry.kind.rawValue) · \(entry.guide) · \(entry.language.tag)" + (entry.minimumOS.map { " · iOS \($0)+" } ?? ""))
        context.out("\(entry.source.file):\(entry.source.line)  \(entry.source.sectionPath.joined(separator: " › "))")
        for (key, text) in entry.shownFields {
            context.out("\n\(EntryLabels.label("field_\(key)", language))\n  \(text.replacingOccurrences(of: "\n", with: "\n  "))")
        }
        if !entry.apis.isEmpty { context.out("\n\(EntryLabels.inline("apisLabel", language))\(entry.apis.joined(separator: ", "))") }
        for snippetID in entry.examples {
            guard let snippet = snippets[snippetID] else {
                if source.fromSite { context.out("\n--- \(snippetID) (the code is on the site's page)") }
                continue
            }
            context.out("\n--- \(snippet.id)\(snippet.fileName.map { " (\($0))" } ?? "") \(snippet.marker == .none ? "" : snippet.marker.rawValue)")
            context.out(snippet.code)
        }
        let others = records.filter { $0 != entry }
        if !others.isEmpty {
            context.out("\n\(EntryLabels.inline("translationsOf", language))" + others.map { "\($0.language.tag): \($0.title)" }.joined(separator: "; "))
        }
        if !entry.related.isEmpty { context.out("\(EntryLabels.inline("related", language))\(entry.related.joined(separator: ", "))") }
        return 0
    }

    /// A section: its heading and path, its text, its entries, and the same section in other languages.
    static func showSection(_ id: String, kb: KnowledgeBase, args: ParsedArguments, context: CommandContext) throws -> Int32 {
        let parts = id.split(separator: "/", maxSplits: 1).map(String.init)
        guard parts.count == 2, let guide = kb.guide(parts[0]) else {
            throw BridgeKBError.usage("no guide '\(parts[0])'; guides: \(kb.guides.map(\.id).joined(separator: ", "))")
        }
        let language = try args.language(in: kb) ?? guide.sourceLanguage
        guard let document = guide.document(in: language) ?? guide.document(in: guide.sourceLanguage) else { return 65 }
        guard let section = document.section(id: parts[1]) else {
            let nearest = EditDistance.nearest(to: parts[1], among: document.allSections.map(\.id), count: 3)
            throw BridgeKBError.usage("no section '\(parts[1])' in \(guide.id). Nearest: \(nearest.joined(separator: ", "))")
        }
        let entries = kb.entries.filter { $0.guide == guide.id && $0.language == document.language && $0.source.section == section.id }
        if args.wantsJSON {
            struct Output: Encodable { var guide: String; var language: String; var section: Section; var entries: [String]; var translations: [String] }
            let output = Output(guide: guide.id, language: document.language.tag, section: section, entries: entries.map(\.id),
                                translations: guide.documents.filter { $0.language != document.language && $0.section(id: section.id) != nil }.map(\.language.tag))
            try context.outJSON(encoding: output)
            return 0
        }
        context.out(section.displayTitle)
        context.out("\(guide.id)/\(section.id) · \(document.language.tag)" + (section.minimumOS.map { " · iOS \($0)+" } ?? ""))
        context.out("\(document.source):\(section.range.startLine)–\(section.range.endLine)")
        for block in section.blocks { context.out("\n" + text(of: block)) }
        let labels = document.language
        if !section.apis.isEmpty { context.out("\n\(EntryLabels.inline("apisLabel", labels))\(section.apis.joined(separator: ", "))") }
        if !entries.isEmpty { context.out(EntryLabels.inline("entriesInSection", labels) + entries.map { "\($0.id) (\($0.title))" }.joined(separator: "; ")) }
        let others = guide.documents.filter { $0.language != document.language }.compactMap { d in d.section(id: section.id).map { "\(d.language.tag): \($0.displayTitle)" } }
        if !others.isEmpty { context.out(EntryLabels.inline("translationsOf", labels) + others.joined(separator: "; ")) }
        return 0
    }

    /// A block as the terminal shows it: a table's cells parted by `|` (a space alone runs a Chinese or
    /// Japanese cell into the next), a list's items marked; the rest as its plain text.
    static func text(of block: Block) -> String {
        switch block {
        case .table(let table):
            return ([table.header] + table.rows).map { "| " + $0.joined(separator: " | ") + " |" }.joined(separator: "\n")
        case .list(let list):
            return list.items.enumerated().map { index, item in
                let mark = list.ordered ? "\(index + 1). " : "- "
                let children = item.children.map { "\n   " + text(of: $0).replacingOccurrences(of: "\n", with: "\n   ") }.joined()
                return mark + item.text.replacingOccurrences(of: "\n", with: "\n" + String(repeating: " ", count: mark.count)) + children
            }.joined(separator: "\n")
        default:
            return block.plainText
        }
    }

    static func snippetsByID(_ kb: KnowledgeBase, guide: String, language: Language) -> [String: Snippet] {
        guard let doc = kb.guide(guide)?.document(in: language) else { return [:] }
        return Dictionary(doc.allSnippets.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    }
}
