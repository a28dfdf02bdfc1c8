import Foundation
import BridgeKB

/// `bridgekb build`: the main job — Content → model → checks → Site/.
enum BuildCommand: Subcommand {
    static let name = "build"
    static let abstract = "Read every guide in the content folder and report what was found."
    static let discussion = """
    EXAMPLES:
      bridgekb build
      bridgekb build --content Content --strict
    """
    static let arguments: [ArgumentSpec] = [
        .option("content", value: "DIR", "The content folder (default: Content)."),
        .option("out", value: "DIR", "The output folder (default: Site)."),
        .flag("strict", "Fail (exit 1) on any warning, not only on errors."),
        .flag("check", "Only say whether the output is current (exit 1 when it is not)."),
    ]

    static func run(_ args: ParsedArguments, context: CommandContext) throws -> Int32 {
        let content = URL(fileURLWithPath: args.option("content") ?? "Content")
        let diagnostics = DiagnosticEngine()
        let files = try ContentLoader(root: content).load(diagnostics: diagnostics)
        var documents: [Document] = []
        for file in files {
            if let document = DocumentParser.parse(file, diagnostics: diagnostics) { documents.append(document) }
        }
        for document in documents {
            context.err("\(document.source): \(document.allSections.count) sections, \(document.allSnippets.count) snippets")
        }
        context.report(diagnostics.diagnostics)
        let failing = args.flag("strict") ? diagnostics.count(of: .warning) + diagnostics.count(of: .error) : diagnostics.count(of: .error)
        return failing > 0 ? 1 : 0
    }
}
