import Foundation
import BridgeKBModel
import BridgeKBReaders
import BridgeKBBuild

/// `bridgekb build`: the main job — Content → model → checks → Site/.
enum BuildCommand: Subcommand {
    static let name = "build"
    static let abstract = "Build the knowledge base and the site from the content folder (atomic)."
    static let discussion = """
    Folders come from the flags, else from the nearest bridgekb.json (this folder or one above it),
    else Content/ and Site/; the theme is the built-in one unless --templates (or the project) names one.
    Reads every guide in the content folder, extracts entries, checks the snippets, and writes the
    output folder: the site's pages, kb.json (the public knowledge base, schema in README.md) and
    kb.sqlite (what 'bridgekb search' reads). The output is replaced in one step, so a
    failed build leaves the previous output untouched. A full build's output is byte-for-byte
    reproducible; a rebuild updates kb.sqlite by rows, same content, other bytes (--check compares it so).
    A build marks its output with a .bridgekb-site file and replaces only a folder so marked, an empty
    one or a new one; never the working folder, the project, content or templates folder, or a folder
    holding one of them (exit 74). The lock and the cache are kept in .bridgekb/ in the project folder.

    EXAMPLES:
      bridgekb build                # inside a project: bridgekb.json's folders
      bridgekb build --content Content --out Site --strict
      bridgekb build --check        # exit 1 when Site/ is not what Content/ generates
      bridgekb build --no-cache --timings   # a full build, each stage's time on stderr (docs/performance.md)
    """
    static let arguments: [ArgumentSpec] = [
        .option("content", value: "DIR", "The content folder (default: Content)."),
        .option("templates", value: "DIR", "The templates folder (default: the built-in theme; 'bridgekb theme export DIR' writes it out)."),
        .option("out", value: "DIR", "The output folder (default: Site)."),
        .option("base-url", value: "URL", "The site's public address, for canonical links and sitemap.xml (default: Content/site.json's baseURL; \"\" for none)."),
        .option("cache", value: "DIR", "Where per-guide results and rendered pages are cached (default: .bridgekb/cache in the project folder)."),
        .flag("no-cache", "Neither read nor write the cache."),
        .flag("strict", "Fail (exit 1) on warnings too, not only on errors."),
        .flag("check", "Write nothing; exit 1 when the output folder is not current."),
        .flag("quiet", short: "q", "Print only problems."),
        .flag("timings", "Print each stage's time to stderr (load, guides, lexicon, related, site, links, write) and the site's phases (store, pages and how many were rendered, search index, links)."),
    ]

    static func run(_ args: ParsedArguments, context: CommandContext) throws -> Int32 {
        let started = Date()
        let project = try ProjectOptions(args, context: context)
        let out = project.out
        var action = BuildAction(content: project.content, templates: project.templates, out: out, baseURL: project.baseURL,
                                 cacheFolder: args.flag("no-cache") ? nil
                                     : args.option("cache").map(context.url) ?? BuildAction.defaultCacheFolder(project: project.projectFolder),
                                 projectFolder: project.projectFolder, protectedFolders: project.protectedFolders)
        let strict = args.flag("strict")
        // On a terminal, a build over a second shows what it is doing (erased before anything else prints).
        let progress = context.stderrIsTerminal && ProgressLine.wanted(isTerminal: true, quiet: args.flag("quiet"),
                                                                       environment: ProcessInfo.processInfo.environment)
            ? ProgressLine(label: out.lastPathComponent + "/") : nil
        action.progress = progress.map { line in { @Sendable phase in line.ended(phase) } }
        progress?.start()
        defer { progress?.finish() }
        if args.flag("check") {
            let (outcome, comparison) = try action.check()
            context.keepUntilExit(outcome)
            progress?.finish()
            report(outcome, args, context: context)
            guard comparison.isCurrent else {
                let changed = comparison.changed
                let listed = changed.prefix(5).joined(separator: ", ") + (changed.count > 5 ? ", …" : "")
                let count = changed.count == 1 ? "1 file differs" : "\(changed.count) files differ"
                context.err("\(out.path) is not current\(changed.isEmpty ? "" : " (\(count): \(listed))"): run 'bridgekb build' (and commit it, where the site is kept in git)")
                return 1
            }
            if !args.flag("quiet") { context.err("\(out.path) is current") }
            return outcome.failing(strict: strict) > 0 ? 1 : 0
        }
        let (outcome, committed) = try action.write(strict: strict)
        context.keepUntilExit(outcome)
        progress?.finish()
        report(outcome, args, context: context)
        guard committed else {
            let failing = outcome.failing(strict: strict)
            // Under --strict, say how many of them are warnings that --strict made fatal.
            let warnings = failing - outcome.failing(strict: false)
            let problems = warnings == failing
                ? "\(failing) warning\(failing == 1 ? "" : "s"), which --strict makes fatal"
                : "\(failing) problem\(failing == 1 ? "" : "s")" + (warnings > 0 ? " (\(warnings) of them warnings that --strict makes fatal)" : "")
            context.err("build failed: \(problems); \(out.path) left as it was")
            return 1
        }
        if !args.flag("quiet") {
            let summary = outcome.summary
            context.err(String(format: "built %@ (%@, %@, %@) into %@: %@ in %.2f s",
                               counted(summary.guides, "guide"), counted(summary.documents, "document"),
                               counted(summary.sections, "section"), counted(summary.entries, "entry", "entries"),
                               out.path, counted(outcome.paths.count, "file"), Date().timeIntervalSince(started)))
        }
        return 0
    }

    /// What a build prints of its diagnostics: the problems, the content folder's notes (a file name
    /// read as another language tag) and what a reader dropped by design (a saved page's scripts).
    static func shown(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.filter { $0.severity >= .warning || $0.ruleID.hasPrefix("content.") || $0.ruleID == HTMLReader.droppedScriptRule }
    }

    /// The problems found, the cache's notes and, with --timings, each stage's time.
    static func report(_ outcome: BuildAction.Outcome, _ args: ParsedArguments, context: CommandContext) {
        context.report(shown(outcome.diagnostics), minimum: .info)
        context.report(outcome.cacheNotes, minimum: .info)
        guard args.flag("timings") else { return }
        func line(_ laps: Laps) -> String {
            laps.stages.map { String(format: "%@ %.3f s (CPU %.3f s)", $0.name, $0.seconds, $0.cpuSeconds) }.joined(separator: ", ")
        }
        // A build that found nothing changed ran no site stage.
        if !outcome.parts.stages.isEmpty { context.err("within site: " + line(outcome.parts)) }
        context.err(line(outcome.stages))
    }
}
