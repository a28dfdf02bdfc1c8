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
    """
    static let arguments: [ArgumentSpec] = [
        .option("content", value: "DIR", "The content folder (default: Content)."),
        .option("templates", value: "DIR", "The templates folder (default: Templates)."),
        .option("out", value: "DIR", "The output folder (default: Site)."),
        .option("base-url", value: "URL", "The site's public address, for sitemap.xml (default: Content/site.json's baseURL)."),
        .flag("strict", "Fail (exit 1) on warnings too, not only on errors."),
        .flag("check", "Write nothing; exit 1 when the output folder is not current."),
        .flag("quiet", "Print only problems."),
        .flag("timings", "Print each stage's time to stderr (load, read, align, related, site, json, sqlite, links, write)."),
    ]

    static func run(_ args: ParsedArguments, context: CommandContext) throws -> Int32 {
        let started = Date()
        var timings: [(String, Double)] = []
        var clock = Date()
        func lap(_ stage: String) { timings.append((stage, Date().timeIntervalSince(clock))); clock = Date() }
        let session = try KnowledgeBaseSession.load(content: args.option("content"), context: context) { stage, seconds in
            timings.append((stage, seconds))
        }
        timings.insert(("load", max(0, Date().timeIntervalSince(clock) - timings.map(\.1).reduce(0, +))), at: 0)
        clock = Date()
        let kb = session.kb, diagnostics = session.diagnostics
        let templates = try TemplateLoader(root: URL(fileURLWithPath: args.option("templates") ?? "Templates")).load()
        var files = try SiteFiles.pages(session, templates: templates, baseURL: args.option("base-url"), diagnostics: diagnostics)
        lap("site")
        files["kb.json"] = try KnowledgeBaseJSON.encode(session.kb)
        lap("json")
        files["kb.sqlite"] = try SiteFiles.sqlite(session)
        lap("sqlite")
        // Every page parses, every internal link and anchor resolves, and no script is ours but ours.
        LinkChecker.report(files: files).allDiagnostics(allowedScripts: SiteBuilder.scripts).forEach(diagnostics.emit)
        lap("links")
        defer {
            if args.flag("timings") {
                lap("write")
                context.err(timings.map { String(format: "%@ %.3f s", $0.0, $0.1) }.joined(separator: ", "))
            }
        }
        let writer = OutputWriter(target: URL(fileURLWithPath: args.option("out") ?? "Site"))
        context.report(diagnostics.diagnostics)
        let failing = diagnostics.count(of: .error) + (args.flag("strict") ? diagnostics.count(of: .warning) : 0)
        if args.flag("check") {
            if writer.isCurrent(files) {
                if !args.flag("quiet") { context.err("\(writer.target.path) is current") }
                return failing > 0 ? 1 : 0
            }
            context.err("\(writer.target.path) is not current: run 'bridgekb build' (or 'make site') and commit it")
            return 1
        }
        if failing > 0 {
            context.err("build failed: \(failing) problem\(failing == 1 ? "" : "s"); \(writer.target.path) left as it was")
            return 1
        }
        try writer.write(files)
        // Lets the next `bridgekb search` see that this index is current without re-hashing the content.
        let index = writer.target.appendingPathComponent("kb.sqlite").path
        IndexStamp.take(content: session.loader.root, index: index, contentHash: session.contentHash)?
            .save(content: session.loader.root, index: index)
        if !args.flag("quiet") {
            let documents = kb.guides.flatMap(\.documents)
            context.err(String(format: "built %d guides (%d documents, %d sections, %d entries) into %@: %d files in %.2f s",
                               kb.guides.count, documents.count, documents.map { $0.allSections.count }.reduce(0, +),
                               kb.entries.count, writer.target.path, files.count, Date().timeIntervalSince(started)))
        }
        return 0
    }
}

/// Everything the build writes, as relative path → bytes.
enum SiteFiles {
    /// The pages and assets of the site (not kb.json or kb.sqlite); rendering problems go to `diagnostics`.
    static func pages(_ session: KnowledgeBaseSession, templates: TemplateLoader.Loaded, baseURL: String?,
                      diagnostics: DiagnosticEngine) throws -> [String: Data] {
        let renderer = DiagramRenderer()
        let services = SiteServices(diagram: { dot, links in
            renderer.svg(dot: dot, links: links).mapError { SiteServices.DiagramFailure($0.message) }
        })
        let tokenizer = Tokenizer(normalizer: try session.glossary?.normalizer ?? TextNormalizer.standard())
        let builder = SiteBuilder(kb: session.kb, templates: templates.library, assets: templates.assets, labels: templates.labels,
                                  services: services, baseURL: baseURL ?? session.siteSettings.baseURL,
                                  tokenizer: tokenizer, glossary: session.glossary)
        let (files, problems) = try builder.build()
        problems.forEach(diagnostics.emit)
        return files
    }

    /// kb.sqlite, built in a temporary file and read back.
    static func sqlite(_ session: KnowledgeBaseSession) throws -> Data {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("bridgekb-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString).sqlite").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let tokenizer = Tokenizer(normalizer: try session.glossary?.normalizer ?? TextNormalizer.standard())
        do {
            try KnowledgeBaseStore.write(session.kb, contentHash: session.contentHash, tokenizer: tokenizer, glossary: session.glossary, to: path)
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch let error as BridgeKBError {
            throw error
        } catch {
            throw BridgeKBError.io(path: path, message: "cannot write kb.sqlite: \(error)")
        }
    }
}
