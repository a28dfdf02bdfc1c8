import Foundation
import BridgeKBModel
import BridgeKBStore

/// The `bridgekb` executable: dispatches to one subcommand per file in Commands/.
@main
enum BridgeKBCLI {
    /// Every subcommand, in the order `bridgekb --help` lists them.
    static let subcommands: [any Subcommand.Type] = [
        InitCommand.self,
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
        ThemeCommand.self,
        CompletionsCommand.self,
        VersionCommand.self,
    ]

    static var overview: String {
        let list = subcommands.map { "  \($0.name.padding(toLength: 14, withPad: " ", startingAt: 0)) \($0.abstract)" }
        return """
        OVERVIEW: bridgekb turns Chinese and Japanese UIKit ⇄ SwiftUI bridging guides into a
        multilingual knowledge base: a static site, a search CLI, and checks for the guides' snippets.

        USAGE: bridgekb <subcommand> [options]
               bridgekb -V | --version | help [--man | <subcommand>]

        SUBCOMMANDS:
        \(list.joined(separator: "\n"))

          See 'bridgekb <subcommand> --help' for details.

        GLOBAL OPTIONS:
          --color WHEN   auto (on a terminal, unless NO_COLOR is set non-empty), always or never.

        PROJECT FILE: bridgekb.json in this folder or one above it sets content, out, templates,
          baseURL and lint settings (paths relative to the file); flags override it.

        EXIT CODES: \(exitCodes)
        """
    }

    /// README's table of exit codes, one line.
    static let exitCodes = "0 success, 1 findings or failed check, 64 usage error, 65 bad input data, 74 I/O error."

    static func main() {
        let context = CommandContext()
        exit(run(Array(CommandLine.arguments.dropFirst()), context: context))
    }

    /// Runs one command line and returns the exit code.
    static func run(_ arguments: [String], context: CommandContext) -> Int32 {
        var argv = arguments
        do { try takeColorOption(&argv, context: context) } catch {
            context.err("error: \(ErrorText.describe(error))")
            return 64
        }
        guard let first = argv.first else {
            context.out(overview)
            return 0
        }
        if first == "--help" || first == "-h" || first == "help" {
            if first == "help", argv.dropFirst().first == "--man" {
                context.out(ManPage.roff(subcommands: subcommands))
            } else if first == "help", argv.count > 1, let command = subcommands.first(where: { $0.name == argv[1] }) {
                context.out(helpText(of: command, context: context))
            } else if first == "help", argv.count > 1 {
                return unknownSubcommand(argv[1], context: context)
            } else {
                context.out(overview)
            }
            return 0
        }
        if first == "--version" || first == "-V" { argv[0] = VersionCommand.name }
        guard let command = subcommands.first(where: { $0.name == argv[0] }) else {
            return unknownSubcommand(first, context: context)
        }
        argv.removeFirst()
        if argv.prefix(while: { $0 != "--" }).contains(where: { $0 == "--help" || $0 == "-h" }) {
            context.out(helpText(of: command, context: context))
            return 0
        }
        return execute(command, argv, context: context)
    }

    /// Says that `word` names no subcommand (and which one it may be a slip for); the usage error's code.
    static func unknownSubcommand(_ word: String, context: CommandContext) -> Int32 {
        let suggestion = EditDistance.suggestion(for: word, among: subcommands.map { $0.name } + ["help"])
        context.err("error: unknown subcommand '\(word)'" + EditDistance.didYouMean(suggestion))
        context.err("Run 'bridgekb --help' for the list of subcommands.")
        return 64
    }

    /// `--color WHEN` (or `--color=WHEN`) anywhere before `--`, taken out of `argv` and applied.
    static func takeColorOption(_ argv: inout [String], context: CommandContext) throws {
        var index = 0
        while index < argv.count, argv[index] != "--" {
            let word = argv[index]
            guard word == "--color" || word.hasPrefix("--color=") else { index += 1; continue }
            let value: String
            if word == "--color" {
                guard index + 1 < argv.count else { throw BridgeKBError.usage("--color needs a value (auto, always or never)") }
                value = argv[index + 1]
                argv.removeSubrange(index...(index + 1))
            } else {
                value = String(word.dropFirst("--color=".count))
                argv.remove(at: index)
            }
            guard let choice = CommandContext.ColorChoice(rawValue: value) else {
                throw BridgeKBError.usage("--color expects auto, always or never, got '\(value)'")
            }
            context.setColor(choice)
        }
    }

    private static func helpText<C: Subcommand>(of command: C.Type, context: CommandContext) -> String {
        C.helpText + (ProjectOptions.helpNote(options: C.arguments.map(\.name), context: context) ?? "")
    }

    private static func execute<C: Subcommand>(_ command: C.Type, _ argv: [String], context: CommandContext) -> Int32 {
        do {
            let parsed = try C.parse(argv)
            return try C.run(parsed, context: context)
        } catch let error as BridgeKBError {
            // Bad input and I/O errors already read `path: error: message`; usage errors need the label,
            // unless they name a file the same way (`parse bridgekb.json`).
            let text = error.description
            if case .usage = error, !text.contains(": error: ") { context.err("error: \(text)") } else { context.err(text) }
            return error.exitCode
        } catch {
            // A failure that already reads `path: error: message` is printed as it is.
            let text = ErrorText.describe(error)
            context.err(text.contains(": error: ") ? text : "error: \(text)")
            return 74
        }
    }
}
