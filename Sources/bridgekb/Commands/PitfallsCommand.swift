import Foundation
import BridgeKBModel
import BridgeKBText

/// `bridgekb pitfalls`: list and filter entries.
enum PitfallsCommand: Subcommand {
    static let name = "pitfalls"
    static let abstract = "List pitfalls (and, with --kind, patterns and decision rules), filtered."
    static let discussion = """
    Without --kind, lists gotchas, anti-patterns, mistakes and cautions. --ios N hides entries that need a
    later iOS than N and says how many it hid. Exit status: 0 entries listed, 1 none matched (like grep).

    EXAMPLES:
      bridgekb pitfalls --lang ja
      bridgekb pitfalls --guide uikit-bridging --api updateUIView
      bridgekb pitfalls --kind decisionRule --ios 16 --format json
      bridgekb pitfalls --site public/          # a built site alone, no content folder
    """
    static let arguments: [ArgumentSpec] = [
        .option("guide", value: "ID", "Only entries of this guide."),
        .option("kind", value: "KIND", "gotcha, antiPattern, mistake, caution, pattern or decisionRule.").values(["gotcha", "antiPattern", "mistake", "caution", "pattern", "decisionRule"]),
        .option("api", value: "NAME", "Only entries about this API (case-insensitive, @ optional)."),
        .option("ios", value: "N", "Only entries available on iOS N (hide those needing later)."),
        .option("lang", value: "LANG", "The language to read: only entries in it (zh-Hans, zh-Hant, ja; default: every language).").values(["zh-Hans", "zh-Hant", "ja"]),
        .option("content", value: "DIR", "The content folder (default: Content)."),
        .option("site", value: "DIR", "Query a built site's kb.json instead (default when there is no content folder: Site)."),
        .option("format", value: "FORMAT", "text (default) or json: records of the kb.json entry shape.").values(["text", "json"]),
    ]

    static func run(_ args: ParsedArguments, context: CommandContext) throws -> Int32 {
        _ = try args.format(["text", "json"])
        let source = try QuerySource.load(args, context: context)
        let kb = source.kb
        context.report(source.diagnostics.filter { $0.severity == .error })
        let language = try args.language(in: kb)
        let kind = try args.entryKind()
        let ios = try args.intOption("ios")
        let guide = try args.guide(in: kb)
        let api = args.option("api").map { $0.hasPrefix("@") ? String($0.dropFirst()) : $0 }?.lowercased()
        var hidden = 0
        let entries = kb.entries.filter { e in
            guard kind.map({ e.kind == $0 }) ?? e.kind.isPitfall else { return false }
            guard guide.map({ e.guide == $0 }) ?? true, language.map({ e.language == $0 }) ?? true else { return false }
            if let api, !e.apis.contains(where: { $0.lowercased().trimmingCharacters(in: ["@"]) == api }) { return false }
            if let ios, let needed = e.minimumOS, needed > ios { hidden += 1; return false }
            return true
        }
        if args.wantsJSON {
            try context.outJSON(encoding: entries)
        } else {
            for e in entries {
                let os = e.minimumOS.map { ", iOS \($0)+" } ?? ""
                context.out("\(e.id)  [\(e.kind.rawValue), \(e.language.tag)\(os)]  \(e.title)")
                for (key, text) in e.shownFields where ["symptom", "fix", "use", "how"].contains(key) {
                    context.out("    \(EntryLabels.inline("field_\(key)", e.language))\(LineJoining.joined(text))")
                }
            }
            if entries.isEmpty { context.out("no entries match") }
        }
        if hidden > 0 { context.err(hiddenByIOS(hidden, "entry", "entries", ios: ios!)) }
        // Like grep: 1 when nothing matched the filters.
        return entries.isEmpty ? 1 : 0
    }
}
