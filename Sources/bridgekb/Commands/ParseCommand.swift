import Foundation
import BridgeKBModel
import BridgeKBReaders
import BridgeKBExtraction

/// `bridgekb parse FILE [--format json]`: the document model of one guide, for debugging readers.
enum ParseCommand: Subcommand {
    static let name = "parse"
    static let abstract = "Show the document model of one guide file (outline, or JSON with --format json)."
    static let discussion = """
    The guide id is the name of the file's folder and the language comes from the file name
    (zh-Hans.txt, ja.md); a file named otherwise gets a language detected from its script.

    EXAMPLES:
      bridgekb parse Content/uikit-bridging/zh-Hans.txt
      bridgekb parse Content/uikit-bridging/ja.txt --format json | jq '.sections[].title'
      bridgekb parse Content/uikit-bridging/ja.txt --candidates     # why a line is, or is not, an entry
    """
    static let arguments: [ArgumentSpec] = [
        .positional("FILE", "A guide: .txt, .md or .html."),
        .option("format", value: "FORMAT", "text (default: the outline), or json: the whole document (schema in README.md).").values(["text", "json"]),
        .flag("blocks", "In the outline, list each section's blocks too."),
        .flag("candidates", "List the places that may state an entry, with the entry model's probabilities (with --format json, every signal too): why a line is, or is not, an entry."),
        .option("repeat", value: "N", "Parse N times in this process and print the median time to stderr, and the median time of extracting the entries (benchmarks).").hidden,
    ]

    static func run(_ args: ParsedArguments, context: CommandContext) throws -> Int32 {
        _ = try args.format(["text", "json"])
        let path = args.positionals[0]
        let file = try GuideFileArgument.read(path)
        if let repeats = try args.intOption("repeat"), repeats > 0 {
            /// The median wall-clock time of `repeats` runs of `work`, in milliseconds.
            func median(_ work: () -> Void) -> Double {
                let times = (0..<repeats).map { _ in
                    let start = DispatchTime.now().uptimeNanoseconds
                    work()
                    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
                }
                return times.sorted()[times.count / 2]
            }
            let parsing = median { _ = DocumentParser.parse(file, diagnostics: DiagnosticEngine()) }
            context.err(String(format: "%@: median %.3f ms over %d parses (%.1f MB/s)", path, parsing, repeats,
                               Double(file.data.count) / 1e6 / (parsing / 1e3)))
            if let document = DocumentParser.parse(file, diagnostics: DiagnosticEngine()) {
                var count = 0
                let extracting = median { count = EntryExtractor.extract(from: document).entries.count }
                context.err(String(format: "%@: median %.3f ms over %d extractions (%d entries)", path, extracting, repeats, count))
            }
        }
        let diagnostics = DiagnosticEngine()
        let document = DocumentParser.parse(file, diagnostics: diagnostics)
        if args.flag("candidates"), let document {
            let listing = CandidateListing.render(document, json: args.wantsJSON)
            if args.wantsJSON { context.outJSON(listing) } else { context.out(listing) }
        } else if args.wantsJSON {
            context.outJSON(try DocumentJSON.encode(document, diagnostics: diagnostics.diagnostics))
        } else if let document {
            context.out(Outline.render(document, withBlocks: args.flag("blocks")))
        }
        context.report(diagnostics.diagnostics, minimum: args.wantsJSON ? .error : .info)
        return document == nil ? 65 : 0
    }
}

/// The indented outline that `bridgekb parse` prints.
enum Outline {
    static func render(_ document: Document, withBlocks: Bool) -> String {
        var lines = ["\(document.title)  [\(document.guide), \(document.language.tag), \(counted(document.allSections.count, "section")), \(counted(document.allSnippets.count, "snippet"))]"]
        func walk(_ section: Section, depth: Int) {
            let indent = String(repeating: "  ", count: depth)
            lines.append("\(indent)\(section.displayTitle)  #\(section.id)  L\(section.range.startLine)–\(section.range.endLine)")
            if withBlocks {
                for block in section.blocks {
                    var detail = "\(block.kind.rawValue) L\(block.range.startLine)–\(block.range.endLine)"
                    if let s = block.snippet {
                        detail += " \(s.language.rawValue)"
                        if s.marker != .none { detail += " \(s.marker.rawValue)" }
                        if let f = s.fileName { detail += " \(f)" }
                    }
                    if let t = block.table { detail += " \(t.header.count)×\(t.rows.count)" }
                    lines.append("\(indent)  · \(detail)")
                }
            }
            for child in section.children { walk(child, depth: depth + 1) }
        }
        for section in document.sections { walk(section, depth: 1) }
        return lines.joined(separator: "\n")
    }
}
