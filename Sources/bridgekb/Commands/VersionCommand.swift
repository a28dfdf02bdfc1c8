import Foundation

/// `bridgekb version` (also `-V`, `--version`): the tool's version.
enum VersionCommand: Subcommand {
    static let name = "version"
    static let abstract = "Print bridgekb's version."
    static let version = "0.1.0"
    static let arguments: [ArgumentSpec] = []

    static func run(_ args: ParsedArguments, context: CommandContext) throws -> Int32 {
        context.out("bridgekb \(version)")
        return 0
    }
}
