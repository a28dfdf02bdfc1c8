import Foundation
import BridgeKB
import BridgeKBSite

/// `bridgekb build`: the main job — Content → model → checks → Site/.
enum BuildCommand: Subcommand {
    static let name = "build"
    static let abstract = "Build the knowledge base and the site from the content folder (atomic)."
    static let discussion = """
    Reads every guide in the content folder, extracts entries, and writes the output folder:
    kb.json (the public knowledge base, schema in README.md). The output is replaced in one step, so a
    failed build leaves the previous output untouched. Output is byte-for-byte reproducible.

    EXAMPLES:
      bridgekb build
      bridgekb build --content Content --out Site --strict
      bridgekb build --check        # exit 1 when Site/ is not what Content/ generates
      bridgekb build --no-cache --timings   # a full build, each stage's time on stderr (docs/performance.md)
    """
    static let arguments: [ArgumentSpec] = [
        .option("content", value: "DIR", "The content folder (default: Content)."),
        .option("templates", value: "DIR", "The templates folder (default: Templates)."),
        .option("out", value: "DIR", "The output folder (default: Site)."),
        .option("base-url", value: "URL", "The site's public address, for canonical links and sitemap.xml (default: Content/site.json's baseURL; \"\" for none)."),
        .option("cache", value: "DIR", "Where per-guide results and rendered pages are cached (default: .bridgekb-cache next to the output folder)."),
        .flag("no-cache", "Neither read nor write the cache."),
        .flag("strict", "Fail (exit 1) on warnings too, not only on errors."),
        .flag("check", "Write nothing; exit 1 when the output folder is not current."),
        .flag("quiet", "Print only problems."),
        .flag("timings", "Print each stage's time to stderr (load, guides, lexicon, related, site, links, write) and how many pages were rendered."),
    ]

    /// The identity of this bridgekb for the cache: the format versions and the executable's size and
    /// modification time, so that any rebuilt tool starts from an empty cache.
    static var toolStamp: String {
        var stamp = "bridgekb-\(KnowledgeBaseStore.formatVersion)-\(KnowledgeBaseJSON.schemaVersion)-\(SearchIndexEmitter.formatVersion)"
        if let attributes = try? FileManager.default.attributesOfItem(
            atPath: URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path),
           let size = attributes[.size], let date = attributes[.modificationDate] as? Date {
            stamp += "-\(size)-\(date.timeIntervalSince1970)"
        } else {
            stamp += "-\(CommandLine.arguments.first ?? "")-\(Date().timeIntervalSince1970)"
        }
        return stamp
    }

    static func run(_ args: ParsedArguments, context: CommandContext) throws -> Int32 {
        let started = Date()
        var timings: [(String, Double)] = []
        var parts: [(String, Double)] = []
        var clock = Date()
        func lap(_ stage: String) { timings.append((stage, Date().timeIntervalSince(clock))); clock = Date() }
        // Templates first: a missing templates folder is reported before any content is read.
        let templates = try TemplateLoader(root: URL(fileURLWithPath: args.option("templates") ?? "Templates")).load()
        let out = URL(fileURLWithPath: args.option("out") ?? "Site")
        let cache = args.flag("no-cache") ? nil : BuildCache(
            root: args.option("cache").map { URL(fileURLWithPath: $0) }
                ?? out.standardizedFileURL.deletingLastPathComponent().appendingPathComponent(".bridgekb-cache"),
            toolStamp: toolStamp)
        let session = try KnowledgeBaseSession.load(content: args.option("content"), context: context, cache: cache) { stage, seconds in
            timings.append((stage, seconds))
        }
        timings.insert(("load", max(0, Date().timeIntervalSince(clock) - timings.map(\.1).reduce(0, +))), at: 0)
        clock = Date()
        let kb = session.kb, diagnostics = session.diagnostics
        // Pages go to the staging folder as they are rendered (or, with --check, are compared with
        // the output folder); the output folder itself changes only in the final swap.
        let writer = OutputWriter(target: out)
        let comparison = args.flag("check") ? OutputComparison(target: out) : nil
        let staging = comparison == nil ? try writer.stage() : nil
        let paths: [String]
        do {
            let sink: OutputSink = comparison ?? staging!
            let (written, siteDiagnostics) = try SiteFiles.generate(session, templates: templates, baseURL: args.option("base-url"),
                                                                    into: sink, cache: cache, lap: lap, part: { parts.append(($0, $1)) })
            paths = written
            siteDiagnostics.forEach(diagnostics.emit)
        } catch {
            staging?.discard()
            throw error
        }
        defer {
            if args.flag("timings") {
                lap("write")
                context.err("within site: " + parts.map { String(format: "%@ %.3f s", $0.0, $0.1) }.joined(separator: ", "))
                context.err(timings.map { String(format: "%@ %.3f s", $0.0, $0.1) }.joined(separator: ", "))
            }
        }
        context.report(diagnostics.diagnostics)
        if let cache { reportDropped(cache, context: context) }
        let failing = diagnostics.count(of: .error) + (args.flag("strict") ? diagnostics.count(of: .warning) : 0)
        if let comparison {
            if comparison.isCurrent {
                if !args.flag("quiet") { context.err("\(writer.target.path) is current") }
                return failing > 0 ? 1 : 0
            }
            let changed = comparison.changed
            let listed = changed.prefix(5).joined(separator: ", ") + (changed.count > 5 ? ", …" : "")
            context.err("\(writer.target.path) is not current\(changed.isEmpty ? "" : " (\(changed.count == 1 ? "1 file differs" : "\(changed.count) files differ"): \(listed))"): run 'bridgekb build' (or 'make site') and commit it")
            return 1
        }
        if failing > 0 {
            staging?.discard()
            context.err("build failed: \(failing) problem\(failing == 1 ? "" : "s"); \(writer.target.path) left as it was")
            return 1
        }
        try staging!.commit()
        cache?.prune()
        // Lets the next `bridgekb search` see that this index is current without re-hashing the content.
        let index = writer.target.appendingPathComponent("kb.sqlite").path
        IndexStamp.take(content: session.loader.root, index: index, contentHash: session.contentHash)?
            .save(content: session.loader.root, index: index)
        if !args.flag("quiet") {
            let documents = kb.guides.flatMap(\.documents)
            context.err(String(format: "built %d guides (%d documents, %d sections, %d entries) into %@: %d files in %.2f s",
                               kb.guides.count, documents.count, documents.map { $0.allSections.count }.reduce(0, +),
                               kb.entries.count, writer.target.path, paths.count, Date().timeIntervalSince(started)))
        }
        return 0
    }
}

extension BuildCommand {
    /// A note for each cache entry dropped as damaged (the first ten, then how many more): the build
    /// computed what they held again, so the output is what it would be without the cache.
    static func reportDropped(_ cache: BuildCache, context: CommandContext) {
        let dropped = cache.dropped
        guard !dropped.isEmpty else { return }
        let shown = 10
        var notes = dropped.prefix(shown).map { entry in
            Diagnostic(severity: .info, file: cache.url(entry.key).path, ruleID: "build.cache-entry-dropped",
                       message: "dropped a damaged cache entry (\(entry.reason)); what it held was computed again")
        }
        if dropped.count > shown {
            notes.append(Diagnostic(severity: .info, file: cache.root.path, ruleID: "build.cache-entry-dropped",
                                    message: "\(dropped.count - shown) more damaged cache entries dropped"))
        }
        context.report(notes, minimum: .info)
    }
}

/// Everything the build writes, as relative path → bytes.
enum SiteFiles {
    /// Every file of the site, kb.json and kb.sqlite included, and the problems found rendering and
    /// checking them. `lap` hears the end of the `site` stage (pages rendered and validated, kb.json
    /// and kb.sqlite written beside them) and of `links` (every link and anchor resolved); `part` hears
    /// how long each of the site stage's parts took (search tokens, pages, assets/search/, kb.json, kb.sqlite).
    static func generate(_ session: KnowledgeBaseSession, templates: TemplateLoader.Loaded, baseURL: String?,
                         into sink: OutputSink, cache: BuildCache? = nil, lap: (String) -> Void = { _ in },
                         part: (String, Double) -> Void = { _, _ in }) throws -> ([String], [Diagnostic]) {
        let renderer = DiagramRenderer()
        let services = SiteServices(diagram: { dot, links in
            renderer.svg(dot: dot, links: links).mapError { SiteServices.DiagramFailure($0.message) }
        })
        let tokenizer = Tokenizer(normalizer: try session.glossary?.normalizer ?? TextNormalizer.standard())
        // Content/site.json: a problem in it is a warning (so --strict fails) and the setting is left out.
        let settingsProblems = DiagnosticEngine()
        // Read as every settings file is: a link or a FIFO in its place is refused with an error.
        let settings = session.loader.setting(["site.json"], diagnostics: settingsProblems).map {
            SiteSettings.parse($0, file: "\(session.loader.root.lastPathComponent)/site.json", diagnostics: settingsProblems)
        } ?? SiteSettings()
        let sources = session.kb.guides.flatMap(\.documents).map(\.source)
        let days = ContentDates.days(content: session.loader.root, sources: sources)
        let tokenSalt = cache.map { _ in ContentHasher.hash(session.loader.setting(["glossary.json"], diagnostics: nil) ?? Data()) } ?? ""
        var builder = SiteBuilder(kb: session.kb, templates: templates.library, assets: templates.assets, labels: templates.labels,
                                  services: services, baseURL: baseURL ?? settings.baseURL, settings: settings,
                                  tokenizer: tokenizer, glossary: session.glossary)
        builder.lastUpdated = days
        if let cache {
            builder.cache = cache
            // A guide's pages show when its files last changed, which its content hash does not hold.
            builder.guideFingerprints = session.guideKeys.mapValues { $0 }
            for guide in session.kb.guides {
                builder.guideFingerprints[guide.id, default: ""] += guide.documents.map { days[$0.source] ?? "-" }.joined(separator: ",")
            }
            // Pages also depend on the templates, labels, settings, glossary and base URL.
            var salt = ContentHasher()
            for name in templates.files.keys.sorted() { salt.combine(name); salt.combine(templates.files[name]!) }
            for name in ["site.json", "glossary.json"] {
                salt.combine(name)
                salt.combine(session.loader.setting([name], diagnostics: nil) ?? Data())
            }
            salt.combine(builder.baseURL ?? "")
            builder.cacheSalt = salt.finalize()
        }
        // The search records are tokenised once (on every core) for both indexes: kb.sqlite and the site's.
        var started = Date()
        let records = SearchRecords.make(session.kb)
        let search = (records: records, tokens: SearchTokens.make(records, tokenizer: tokenizer, cache: cache, salt: tokenSalt))
        builder.search = search
        part("search tokens", Date().timeIntervalSince(started))
        // kb.json and kb.sqlite do not depend on the pages: they are written on another thread (SQLite
        // is single-threaded) while the pages render and are checked.
        let store = ResultBox()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            defer { group.leave() }
            var started = Date()
            store.json = Result { try sink.put("kb.json", try KnowledgeBaseJSON.encode(session.kb)) }
            store.seconds.append(("kb.json", Date().timeIntervalSince(started)))
            started = Date()
            store.sqlite = Result { try sink.put("kb.sqlite") { try sqlite(session, search: search, to: $0) } }
            store.seconds.append(("kb.sqlite", Date().timeIntervalSince(started)))
        }
        started = Date()
        var paths: [String], diagnostics: [Diagnostic] = settingsProblems.diagnostics, validations: [String: HTMLValidation]
        do {
            let site = try builder.build(into: sink, validator: HTMLValidator(requiresContentSecurityPolicy: true))
            (paths, validations) = (site.paths, site.validations)
            diagnostics += site.diagnostics
            // Pages taken from the cache were not rendered: how many were is part of the timing.
            part("pages (\(site.rendered.count) of \(site.pages) rendered)", Date().timeIntervalSince(started) - site.searchIndexSeconds)
            part("assets/search/", site.searchIndexSeconds)
        } catch {
            group.wait()
            throw error
        }
        group.wait()
        store.seconds.forEach(part)
        lap("site")
        try store.json!.get()
        try store.sqlite!.get()
        paths += ["kb.json", "kb.sqlite"]
        // Every page parses, every internal link and anchor resolves, and no script is ours but ours.
        // Each page was validated as it was rendered, so the checker needs only the list of paths.
        let files = Dictionary(uniqueKeysWithValues: paths.map { ($0, Data()) })
        // Not from the cache: each page's checks were just run (cached pages are checked again too).
        diagnostics += LinkChecker.report(files: files, known: validations).allDiagnostics(allowedScripts: SiteBuilder.scripts)
        lap("links")
        return (paths, diagnostics)
    }

    /// The results of the work done beside the site build.
    private final class ResultBox: @unchecked Sendable {
        var json: Result<Void, Error>?
        var sqlite: Result<Void, Error>?
        var seconds: [(String, Double)] = []
    }

    /// kb.sqlite, written at `path`.
    static func sqlite(_ session: KnowledgeBaseSession, search: (records: [SearchRecord], tokens: SearchTokens)? = nil,
                       to path: String) throws {
        let tokenizer = Tokenizer(normalizer: try session.glossary?.normalizer ?? TextNormalizer.standard())
        do {
            try KnowledgeBaseStore.write(session.kb, contentHash: session.contentHash, tokenizer: tokenizer, glossary: session.glossary,
                                         to: path, search: search)
        } catch let error as BridgeKBError {
            throw error
        } catch {
            throw BridgeKBError.io(path: path, message: "cannot write kb.sqlite: \(error)")
        }
    }
}
