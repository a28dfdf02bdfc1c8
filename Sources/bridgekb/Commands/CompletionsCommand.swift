import Foundation
import BridgeKBModel

/// `bridgekb completions bash|zsh|fish`: a completion script made from the command definitions.
enum CompletionsCommand: Subcommand {
    static let name = "completions"
    static let abstract = "Print a shell completion script (bash, zsh or fish)."
    static let discussion = """
    The script is made from the same definitions as --help, so it always knows every subcommand and option.
    'make install' installs all three.

    EXAMPLES:
      bridgekb completions bash > ~/.local/share/bash-completion/completions/bridgekb
      bridgekb completions zsh > ~/.zfunc/_bridgekb
      bridgekb completions fish > ~/.config/fish/completions/bridgekb.fish
    """
    static let arguments: [ArgumentSpec] = [.positional("SHELL", "bash, zsh or fish.").values(["bash", "zsh", "fish"])]

    static func run(_ args: ParsedArguments, context: CommandContext) throws -> Int32 {
        let commands = BridgeKBCLI.subcommands.map(ShellCompletions.Command.init)
        switch args.positionals[0] {
        case "bash": context.out(ShellCompletions.bash(commands))
        case "zsh": context.out(ShellCompletions.zsh(commands))
        case "fish": context.out(ShellCompletions.fish(commands))
        case let other: throw BridgeKBError.usage("unknown shell '\(other)'; expected bash, zsh or fish")
        }
        return 0
    }
}
