import Foundation
import BridgeKBStore

/// `bridgekb init [DIR]`: a new project — project file, a content folder with an example guide, the
/// site's settings and a .gitignore — that builds, checks and searches as it is.
enum InitCommand: Subcommand {
    static let name = "init"
    static let abstract = "Start a project: bridgekb.json, Content/ with an example guide, .gitignore."
    static let discussion = """
    Writes into DIR (default: the current folder; created when missing):
      bridgekb.json                 the project file (content, out, lint settings)
      Content/site.json             the site's title and description
      Content/example/zh-Hans.md    an example guide and its Japanese translation (ja.md),
      Content/example/ja.md         left out when Content/ holds guides already
      .gitignore                    Site/ (the built site) and .bridgekb/ (the build's cache and lock);
                                    an existing .gitignore only gains the lines it lacks
    Nothing that exists is replaced. A folder that has a bridgekb.json already is left alone, and a
    DIR that is a file is refused (exit 74).
    The built-in glossary (UIKit, SwiftUI and Swift terms in zh-Hans, zh-Hant, ja and en) makes
    cross-language search work at once; Content/glossary.json adds the project's own terms.

    EXAMPLES:
      bridgekb init my-notes && cd my-notes && bridgekb build
      bridgekb init            # in the current folder
    """
    static let arguments: [ArgumentSpec] = [
        .positional("DIR", optional: true, "The project folder (default: the current folder)."),
    ]

    static func run(_ args: ParsedArguments, context: CommandContext) throws -> Int32 {
        let folder = args.positionals.first.map(context.url) ?? context.currentFolder
        let outcome = try ProjectScaffold.write(into: folder)
        let shown = args.positionals.first ?? "."
        context.out("created a bridgekb project in \(shown)")
        for path in outcome.created { context.out("  created  \(path)") }
        for path in outcome.kept { context.out("  kept     \(path) (exists)") }
        if outcome.exampleSkipped { context.out("  Content/ holds guides already: no example guide added") }
        let cd = args.positionals.first.map { "cd \($0) && " } ?? ""
        let steps = [("\(cd)bridgekb build", "build Site/ from Content/"),
                     ("bridgekb serve", "preview it, rebuilt on every save"),
                     ("bridgekb search 代理", "search across languages (finds the Japanese デリゲート too)"),
                     ("bridgekb lint", "the pitfall rules on the project's Swift files")]
        let width = steps.map { TerminalColumns.width($0.0) }.max()! + 3
        context.out("\nnext:\n" + steps.map { "  " + TerminalColumns.pad($0.0, to: width) + $0.1 }.joined(separator: "\n"))
        return 0
    }
}
