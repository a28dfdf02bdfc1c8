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
    ]

    static func run(_ args: ParsedArguments, context: CommandContext) throws -> Int32 {
        let started = Date()
        let session = try KnowledgeBaseSession.load(content: args.option("content"), context: context)
        let kb = session.kb, diagnostics = session.diagnostics
        let templates = try TemplateLoader(root: URL(fileURLWithPath: args.option("templates") ?? "Templates")).load()
        let (files, siteDiagnostics) = try SiteFiles.generate(session, templates: templates, baseURL: args.option("base-url"))
        siteDiagnostics.forEach(diagnostics.emit)
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
    static func generate(_ session: KnowledgeBaseSession, templates: TemplateLoader.Loaded, baseURL: String?) throws -> ([String: Data], [Diagnostic]) {
        let renderer = DiagramRenderer()
        let services = SiteServices(diagram: { dot, links in
            renderer.svg(dot: dot, links: links).mapError { SiteServices.DiagramFailure($0.message) }
        })
        let tokenizer = Tokenizer(normalizer: try session.glossary?.normalizer ?? TextNormalizer.standard())
        let builder = SiteBuilder(kb: session.kb, templates: templates.library, assets: templates.assets, labels: templates.labels,
                                  services: services, baseURL: baseURL ?? session.siteSettings.baseURL,
                                  tokenizer: tokenizer, glossary: session.glossary)
        var (files, diagnostics) = try builder.build()
        files["kb.json"] = try KnowledgeBaseJSON.encode(session.kb)
        files["kb.sqlite"] = try sqlite(session)
        // Every page parses, every internal link and anchor resolves, and no script is ours but ours.
        diagnostics += LinkChecker.report(files: files).allDiagnostics(allowedScripts: SiteBuilder.scripts)
        return (files, diagnostics)
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
