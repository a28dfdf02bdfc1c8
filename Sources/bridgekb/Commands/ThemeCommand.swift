import Foundation
import BridgeKBModel
import BridgeKBStore
import BridgeKBBuild

/// `bridgekb theme export DIR`: the built-in theme written out, to customise and pass as --templates.
enum ThemeCommand: Subcommand {
    static let name = "theme"
    static let abstract = "Write the built-in theme (templates, labels, assets) out for customising."
    static let discussion = """
    The theme is compiled into bridgekb, so a build needs no templates folder. 'theme export DIR' writes
    its files (*.mustache, i18n/*.json, assets/*) into DIR; edit them and build with --templates DIR
    (or "templates" in bridgekb.json). Files DIR has already are left alone (so exporting again fills in
    only what is missing, e.g. a template added by a newer bridgekb) unless --force replaces them.
    A theme folder needs only the files it changes: each file it lacks comes from the built-in theme.

    EXAMPLES:
      bridgekb theme export MyTheme
      bridgekb build --templates MyTheme
    """
    static let arguments: [ArgumentSpec] = [
        .positional("ACTION", "export").values(["export"]),
        .positional("DIR", "The folder to write the theme into."),
        .flag("force", "Replace files that exist already."),
    ]

    static func run(_ args: ParsedArguments, context: CommandContext) throws -> Int32 {
        guard args.positionals[0] == "export" else {
            throw BridgeKBError.usage("unknown theme action '\(args.positionals[0])'; expected 'export'\nUsage: \(usage)")
        }
        let folder = context.url(args.positionals[1])
        let files = BuildAction.builtInThemeFiles
        let result = try TemplateFolder.write(files, to: folder, overwrite: args.flag("force"))
        let kept = result.kept.isEmpty ? "" : "; kept \(counted(result.kept.count, "existing file")) (--force replaces them)"
        context.err("wrote \(result.written.count) of the built-in theme's \(counted(files.count, "file")) into \(folder.path)\(kept)")
        return 0
    }
}
