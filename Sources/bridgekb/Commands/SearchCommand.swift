import Foundation
import BridgeKBModel
import BridgeKBStore
import BridgeKBBuild

/// `bridgekb search QUERY`: ranked, cross-language search over entries and sections.
enum SearchCommand: Subcommand {
    static let name = "search"
    static let abstract = "Search entries and sections across languages (循环引用 also finds 循環参照)."
    static let discussion = """
    Uses Site/kb.sqlite when it was built from the current content; otherwise indexes the content
    folder in memory (and says so on stderr). With no content folder, searches the built site as it is
    (--site DIR, the project's output folder, or Site/), with the built-in glossary (a note says so).
    An entry and its translations are one result.
    The query's language comes from the query: kana is Japanese; Han alone may be Chinese or Japanese
    (循環参照, 新規作成), so results of both rank alike and each result shows the language it matched in
    first; --lang keeps one language. Results that match only a related concept come after all others.
    Each result says how it matched (through the glossary, the mined lexicon, a related concept, …);
    a cut at --limit is said ("showing 10 of 27"). Exit status: 0 results, 1 nothing matched (or the
    query has nothing to search for), 64 usage, 74 no content and no built site.
    Stages: exact (every token), corrected (a misspelt identifier fixed), relaxed (most tokens),
    expanded (glossary terms of the other language), lexicon (term pairs mined from the aligned
    translations: 扩展 also finds 拡張; --no-lexicon leaves them out), related (terms of related
    glossary concepts).

    EXAMPLES:
      bridgekb search 循环引用
      bridgekb search "updateUIView 闪烁" --lang zh-Hans
      bridgekb search メモリリーク --kind gotcha --format json
      bridgekb search NavigationStack --ios 16 --limit 5
      bridgekb search retain cycle --site public/     # two words, one query, from a built site alone
    """
    static let arguments: [ArgumentSpec] = [
        .positional("QUERY", repeating: true, "Words, API names, or both (several words are one query)."),
        .option("lang", value: "LANG", "The language to read: only results in it (zh-Hans, zh-Hant, ja; default: every language).").values(["zh-Hans", "zh-Hant", "ja"]),
        .option("kind", value: "KIND", "gotcha, antiPattern, mistake, caution, pattern, decisionRule or section.").values(["gotcha", "antiPattern", "mistake", "caution", "pattern", "decisionRule", "section"]),
        .option("api", value: "NAME", "Only results about this API."),
        .option("ios", value: "N", "Hide results that need a later iOS than N."),
        .option("limit", value: "N", "At most N results (default 10)."),
        .option("content", value: "DIR", "The content folder (default: Content)."),
        .option("site", value: "DIR", "A built site: its kb.sqlite is the index (default: the project's output folder, else Site)."),
        .option("index", value: "FILE", "The built index (default: SITE/kb.sqlite)."),
        .flag("no-lexicon", "Do not expand the query through the mined lexicon (the glossary only)."),
        .option("format", value: "FORMAT", "text (default) or json (schema in README.md).").values(["text", "json"]),
        .flag("timings", "Print each stage's time to stderr (opening, each search stage, output)."),
    ]

    static func run(_ args: ParsedArguments, context: CommandContext) throws -> Int32 {
        _ = try args.format(["text", "json"])
        let query = args.positionals.joined(separator: " ")
        let limit = try args.intOption("limit", atLeast: 1) ?? 10
        let ios = try args.intOption("ios")
        let kind = try args.kind(extra: ["section"])
        let project = try ProjectOptions(args, context: context)
        let index = args.option("index").map(context.url) ?? project.site.appendingPathComponent("kb.sqlite")
        var backend = try SearchSession.open(content: project.content.relativePath, index: index.relativePath,
                                             contentOptional: args.option("content") == nil, note: { context.err($0) })
        let language = try args.language(among: try backend.languages())
        // Extra results only when --ios may hide some: excerpts cost.
        var options = SearchOptions(limit: ios == nil ? limit : limit * 3 + 10)
        options.excerptsForEveryHit = false   // only the best hit's excerpt is printed
        options.languages = language.map { [$0] }
        options.kinds = kind.map { [$0] }
        options.api = args.option("api")
        options.usesLexicon = !args.flag("no-lexicon")
        let response: SearchResponse
        do {
            response = try backend.index.search(query, options: options)
        } catch let error as SQLiteError where backend.isStored {
            // A damaged database can pass the content-hash check and fail only when searched.
            backend = try backend.inMemory(reason: "\(backend.path) is damaged (\(error.message))", note: { context.err($0) })
            response = try backend.index.search(query, options: options)
        }
        var laps = Laps()
        var hidden = 0
        let results = response.results.filter { result in
            guard let ios, let needed = result.best.record.minimumOS else { return true }
            if needed > ios { hidden += 1; return false }
            return true
        }.prefix(limit)

        // Results the options allow, before the cut: those found, less those --ios hid (among the ones fetched).
        let total = max(results.count, response.total - hidden)
        if args.wantsJSON {
            context.outJSON(try SearchOutput.json(response: response, results: Array(results), total: total, backend: backend))
        } else {
            if let reason = response.emptyReason { context.out(reason.message) }
            else if results.isEmpty { context.out("no results for “\(query)”") }
            for (n, result) in results.enumerated() {
                context.outStyled(SearchOutput.text(n + 1, result, backend: backend, color: context.useColorOnStdout))
            }
            if let line = SearchOutput.cutLine(shown: results.count, total: total) { context.out(line) }
        }
        laps.lap("output")
        if args.flag("timings") {
            var all = backend.laps
            all.append(contentsOf: backend.index.laps)
            all.append(contentsOf: laps)
            context.err(all.description)
        }
        if hidden > 0 { context.err(hiddenByIOS(hidden, "result", ios: ios!)) }
        // Like grep and ripgrep: 1 when nothing matched.
        return results.isEmpty ? 1 : 0
    }
}
