import Foundation
import BridgeKBModel
import BridgeKBReaders

/// `bridgekb import FILE.txt`: a plain-text guide (or any guide) as normalised Markdown on stdout.
enum ImportCommand: Subcommand {
    static let name = "import"
    static let abstract = "Print a plain-text guide as normalised Markdown (front matter, headings, fenced code)."
    static let discussion = """
    The Markdown reads back into the same sections, snippets and tables as the source file, so a guide
    can move from .txt to .md without changing its section ids. .md and .html files are accepted too
    and come out normalised. The guide id is the name of the file's folder; the language comes from
    the file name (zh-Hans.txt, ja.txt).

    EXAMPLES:
      bridgekb import Content/uikit-bridging/ja.txt > Content/uikit-bridging/ja.md
    """
    static let arguments: [ArgumentSpec] = [
        .positional("FILE", "A guide: .txt (or .md, .html)."),
    ]

    static func run(_ args: ParsedArguments, context: CommandContext) throws -> Int32 {
        let path = args.positionals[0]
        let file = try GuideFileArgument.read(path)
        let diagnostics = DiagnosticEngine()
        let document = DocumentParser.parse(file, diagnostics: diagnostics)
        context.report(diagnostics.diagnostics, minimum: .warning)
        guard let document else { return 65 }
        var markdown = MarkdownWriter().write(document)
        if markdown.hasSuffix("\n") { markdown.removeLast() }
        context.out(markdown)
        return 0
    }
}
