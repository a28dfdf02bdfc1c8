import Foundation
import BridgeKBModel
import BridgeKBStore

/// The `bridgekb` executable: dispatches to one subcommand per file in Commands/.
@main
enum BridgeKBCLI {
    /// Every subcommand, in the order `bridgekb --help` lists them.
    static let subcommands: [any Subcommand.Type] = [
        BuildCommand.self,
        ServeCommand.self,
        SearchCommand.self,
        PitfallsCommand.self,
        ShowCommand.self,
        TranslationsCommand.self,
        CheckCommand.self,
        LintCommand.self,
        RulesCommand.self,
        ParseCommand.self,
        ImportCommand.self,
    ]

    static var overview: String {
        let list = subcommands.map { "  \($0.name.padding(toLength: 14, withPad: " ", startingAt: 0)) \($0.abstract)" }
        return """
        OVERVIEW: bridgekb turns Chinese and Japanese UIKit ⇄ SwiftUI bridging guides into a
        multilingual knowledge base: a static site, a search CLI, and checks for the guides' snippets.

        USAGE: bridgekb <subcommand> [options]

        SUBCOMMANDS:
        \(list.joined(separator: "\n"))

          See 'bridgekb <subcommand> --help' for details.

        EXIT CODES: 0 success, 1 findings or failed check, 64 usage error, 65 bad input data, 74 I/O error.
        """
    }

    static func main() {
        let context = CommandContext()
        exit(run(Array(CommandLine.arguments.dropFirst()), context: context))
    }

    /// Runs one command line and returns the exit code.
    static func run(_ arguments: [String], context: CommandContext) -> Int32 {
        var argv = arguments
        guard let first = argv.first else {
            context.out(overview)
            return 0
        }
        if first == "--help" || first == "-h" || first == "help" {
            if first == "help", argv.count > 1, let command = subcommands.first(where: { $0.name == argv[1] }) {
                context.out(helpText(of: command))
            } else {
                context.out(overview)
            }
            return 0
        }
        if first == "--version" {
            context.out("bridgekb 0.1.0")
            return 0
        }
        guard let command = subcommands.first(where: { $0.name == first }) else {
            let suggestion = subcommands.map { $0.name }.min { EditDistance.between($0, first) < EditDistance.between($1, first) }
            context.err("error: unknown subcommand '\(first)'" + (suggestion.map { ". Did you mean '\($0)'?" } ?? ""))
            context.err("Run 'bridgekb --help' for the list of subcommands.")
            return 64
        }
        argv.removeFirst()
        if argv.contains("--help") || argv.contains("-h") {
            context.out(helpText(of: command))
            return 0
        }
        return execute(command, argv, context: context)
    }

    private static func helpText<C: Subcommand>(of command: C.Type) -> String { C.helpText }

    private static func execute<C: Subcommand>(_ command: C.Type, _ argv: [String], context: CommandContext) -> Int32 {
        do {
            let parsed = try C.parse(argv)
            return try C.run(parsed, context: context)
        } catch let error as BridgeKBError {
            // Bad input and I/O errors already read `path: error: message`; usage errors need the label.
            if case .usage = error { context.err("error: \(error.description)") } else { context.err(error.description) }
            return error.exitCode
        } catch {
            // A failure that already reads `path: error: message` is printed as it is.
            let text = ErrorText.describe(error)
            context.err(text.contains(": error: ") ? text : "error: \(text)")
            return 74
        }
    }
}
