import Foundation
import BridgeKBModel
import BridgeKBStore

/// `bridgekb search QUERY`: ranked, cross-language search over entries and sections.
enum SearchCommand: Subcommand {
    static let name = "search"
    static let abstract = "Search entries and sections across languages (循环引用 also finds 循環参照)."
    static let discussion = """
    Uses Site/kb.sqlite when it was built from the current content; otherwise indexes the content
    folder in memory (and says so on stderr). An entry and its translations are one result.
    Stages: exact (every token), corrected (a misspelt identifier fixed), relaxed (most tokens),
    expanded (glossary terms of the other language), lexicon (term pairs mined from the aligned
    translations: 扩展 also finds 拡張; --no-lexicon leaves them out), related (terms of related
    glossary concepts).

    EXAMPLES:
      bridgekb search 循环引用
      bridgekb search "updateUIView 闪烁" --lang zh-Hans
      bridgekb search メモリリーク --kind gotcha --json
      bridgekb search NavigationStack --ios 16 --limit 5
    """
    static let arguments: [ArgumentSpec] = [
        .positional("QUERY", "Words, API names, or both."),
        .option("lang", value: "TAG", "Only results in this language (zh-Hans, ja)."),
        .option("kind", value: "KIND", "gotcha, antiPattern, mistake, caution, pattern, decisionRule or section."),
        .option("api", value: "NAME", "Only results about this API."),
        .option("ios", value: "N", "Hide results that need a later iOS than N."),
        .option("limit", value: "N", "At most N results (default 10)."),
        .option("content", value: "DIR", "The content folder (default: Content)."),
        .option("index", value: "FILE", "The built index (default: Site/kb.sqlite)."),
        .flag("no-lexicon", "Do not expand the query through the mined lexicon (the glossary only)."),
        .flag("json", "Print JSON (schema in README.md)."),
        .flag("timings", "Print each stage's time to stderr (opening, each search stage, output)."),
    ]

    static func run(_ args: ParsedArguments, context: CommandContext) throws -> Int32 {
        let query = args.positionals[0]
        let limit = try args.intOption("limit") ?? 10
        guard limit > 0 else { throw BridgeKBError.usage("--limit must be at least 1") }
        let ios = try args.intOption("ios")
        if let kind = args.option("kind"), kind != "section", Entry.Kind(rawValue: kind) == nil {
            throw BridgeKBError.usage("unknown kind '\(kind)'; expected one of \((Entry.Kind.allCases.map(\.rawValue) + ["section"]).joined(separator: ", "))")
        }
        var backend = try SearchBackend.open(content: args.option("content") ?? "Content",
                                             index: args.option("index") ?? "Site/kb.sqlite", context: context)
        if let tag = args.option("lang") {
            let languages = try backend.languages()
            guard languages.contains(tag) else {
                throw BridgeKBError.usage("unknown language '\(tag)'; the guides are in \(languages.sorted().joined(separator: ", "))")
            }
        }
        // Extra results only when --ios may hide some: excerpts cost.
        var options = SearchOptions(limit: ios == nil ? limit : limit * 3 + 10)
        options.excerptsForEveryHit = false   // only the best hit's excerpt is printed
        options.languages = args.option("lang").map { [Language($0)] }
        options.kinds = args.option("kind").map { [$0] }
        options.api = args.option("api")
        options.usesLexicon = !args.flag("no-lexicon")
        let response: SearchResponse
        do {
            response = try backend.index.search(query, options: options)
        } catch let error as SQLiteError where backend.isStored {
            // A damaged database can pass the content-hash check and fail only when searched.
            backend = try backend.inMemory(reason: "\(backend.path) is damaged (\(error.message))", context: context)
            response = try backend.index.search(query, options: options)
        }
        var laps = Laps()
        var hidden = 0
        let results = response.results.filter { result in
            guard let ios, let needed = backend.minimumOS(result.best.record) else { return true }
            if needed > ios { hidden += 1; return false }
            return true
        }.prefix(limit)

        if args.flag("json") {
            context.outJSON(try SearchOutput.json(response: response, results: Array(results), backend: backend))
        } else {
            if let reason = response.emptyReason { context.out(reason.message) }
            else if results.isEmpty { context.out("no results for “\(query)”") }
            for (n, result) in results.enumerated() {
                context.outStyled(SearchOutput.text(n + 1, result, backend: backend, color: context.useColorOnStdout))
            }
        }
        laps.lap("output")
        if args.flag("timings") {
            var all = backend.laps
            all.append(contentsOf: backend.index.laps)
            all.append(contentsOf: laps)
            context.err(all.description)
        }
        if hidden > 0 { context.err("\(hidden) result\(hidden == 1 ? "" : "s") need a later iOS than \(ios!) and \(hidden == 1 ? "was" : "were") hidden") }
        return 0
    }
}

/// How search results print.
enum SearchOutput {
    static func id(of record: SearchRecord) -> String {
        let key = record.groupKey
        if key.hasPrefix("entry:") { return String(key.dropFirst("entry:".count)) }
        return String(key.dropFirst("section:".count))
    }

    /// One result as text for the terminal: every piece of content escaped (``TerminalText``),
    /// then coloured when `color`.
    static func text(_ n: Int, _ result: SearchResult, backend: SearchBackend, color: Bool) -> String {
        let hit = result.best, r = hit.record
        func safe(_ text: String) -> String { TerminalText.escape(text.replacingOccurrences(of: "\n", with: " ")) }
        let languages = result.languages.map(\.tag).joined(separator: "+")
        let cross = hit.crossLanguage ? ", across languages" : ""
        let excerpt = hit.excerpt.rendered(plain: safe) { color ? "\u{1B}[1;33m\(safe($0))\u{1B}[0m" : "[\(safe($0))]" }
        let title = color ? "\u{1B}[1m\(safe(r.title))\u{1B}[0m" : safe(r.title)
        var lines = ["\(n). \(title)  [\(safe(r.kind)), \(safe(languages))\(cross)]"]
        lines.append("   \(safe(r.guide)) › \(safe(r.sectionPath.joined(separator: " › ")))  (\(safe(backend.file(r) ?? r.guide)):\(r.line))")
        if !excerpt.isEmpty { lines.append("   \(excerpt)") }
        if !result.merged.isEmpty {
            lines.append("   also in this chapter: " + result.merged.map { "\(safe($0.record.title)) (\(safe(id(of: $0.record))))" }.joined(separator: "; "))
        }
        lines.append("   id \(safe(id(of: r)))  score \(String(format: "%.2f", result.score))  \(result.stage.rawValue)")
        return lines.joined(separator: "\n")
    }

    /// One result as `--json` prints it.
    struct ResultJSON: Encodable {
        struct Translation: Encodable { var language: String; var title: String; var line: Int; var file: String? }
        struct Section: Encodable { var id: String; var language: String; var title: String; var line: Int }
        var id: String
        var kind: String
        var guide: String
        var language: String
        var languages: [String]
        var title: String
        var sectionPath: [String]
        var file: String?
        var line: Int
        var score: Double
        var stage: String
        var crossLanguage: Bool
        var excerpt: String
        var highlights: [[Int]]
        var translations: [Translation]
        /// Other sections of the same chapter that matched, folded into this result.
        var merged: [Section]
    }

    struct ResponseJSON: Encodable {
        var query: String
        var truncated: Bool
        var tokens: [String]
        var corrections: [String: String]
        var concepts: [String]
        var lexicon: [String]
        var emptyReason: String?
        var results: [ResultJSON]
    }

    static func json(response: SearchResponse, results: [SearchResult], backend: SearchBackend) throws -> String {
        let output = ResponseJSON(
            query: response.query, truncated: response.truncated, tokens: response.tokens, corrections: response.corrections,
            concepts: response.concepts, lexicon: response.lexicon, emptyReason: response.emptyReason?.message,
            results: results.map { result in
                let hit = result.best, r = hit.record
                return ResultJSON(id: id(of: r), kind: r.kind, guide: r.guide, language: r.language.tag,
                                  languages: result.languages.map(\.tag), title: r.title, sectionPath: r.sectionPath,
                                  file: backend.file(r), line: r.line, score: (result.score * 1000).rounded() / 1000,
                                  stage: result.stage.rawValue, crossLanguage: hit.crossLanguage, excerpt: hit.excerpt.text,
                                  highlights: hit.excerpt.highlights.map { [$0.lowerBound, $0.upperBound] },
                                  translations: result.hits.dropFirst().map { .init(language: $0.record.language.tag, title: $0.record.title,
                                                                                    line: $0.record.line, file: backend.file($0.record)) },
                                  merged: result.merged.map { .init(id: id(of: $0.record), language: $0.record.language.tag,
                                                                    title: $0.record.title, line: $0.record.line) })
            })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(output), as: UTF8.self)
    }
}
