import Foundation
import BridgeKBModel
import BridgeKBText
import BridgeKBStore
import BridgeKBSite

/// The store and site stages of a build: kb.json, kb.sqlite, every page and search-index.js put into
/// a sink, then every page's links and anchors checked.
struct SiteStage {
    var session: KnowledgeBaseSession
    var theme: TemplateLoader.Loaded
    var baseURL: String?
    var cache: BuildCache?

    /// Every file of the site, kb.json and kb.sqlite included, and the problems found rendering and
    /// checking them. `lap` hears the end of the `site` stage (pages rendered and validated, kb.json
    /// and kb.sqlite written beside them) and of `links`; `part` hears each of the site stage's parts.
    func generate(into sink: OutputSink, lap: (String) -> Void, part: (String, Double) -> Void) throws
        -> (paths: [String], diagnostics: [Diagnostic]) {
        let renderer = DiagramRenderer()
        let services = SiteServices(diagram: { dot, links in renderer.svg(dot: dot, links: links) })
        let tokenizer = try session.tokenizer()
        // Content/site.json: a problem in it is a warning (so --strict fails) and the setting is left out.
        let settingsProblems = DiagnosticEngine()
        // Read as every settings file is: a link or a FIFO in its place is refused with an error.
        let loader = session.loader
        let settings = loader.setting(["site.json"], diagnostics: settingsProblems).map {
            SiteSettings.parse($0, file: "\(loader.root.lastPathComponent)/site.json", diagnostics: settingsProblems)
        } ?? SiteSettings()
        let days = ContentDates.days(content: loader.root, sources: session.kb.guides.flatMap(\.documents).map(\.source))
        var builder = SiteBuilder(kb: session.kb, templates: theme.library, assets: theme.assets, labels: theme.labels,
                                  services: services, baseURL: baseURL ?? settings.baseURL, settings: settings,
                                  tokenizer: tokenizer, glossary: session.glossary)
        builder.lastUpdated = days
        if let cache {
            // A guide's pages show when its files last changed, which its content hash does not hold.
            builder.guideFingerprints = session.guideKeys
            for guide in session.kb.guides {
                builder.guideFingerprints[guide.id, default: ""] += guide.documents.map { days[$0.source] ?? "-" }.joined(separator: ",")
            }
            // Pages also depend on the templates, labels, settings, glossary and base URL.
            var salt = ContentHasher()
            for name in theme.files.keys.sorted() { salt.combine(name); salt.combine(theme.files[name]!) }
            for name in ["site.json", "glossary.json"] {
                salt.combine(name)
                salt.combine(loader.setting([name], diagnostics: nil) ?? Data())
            }
            salt.combine(builder.baseURL ?? "")
            builder.memo = cache.memo(salt: salt.finalize())
        }
        // The search records are tokenised once (on every core) for both indexes: kb.sqlite and the site's.
        var started = Date()
        // Tokens depend on the normaliser, whose inputs are the tool and the glossary.
        let tokenMemo = cache.map { $0.memo(salt: ContentHasher.hash(loader.setting(["glossary.json"], diagnostics: nil) ?? Data())) }
        let records = SearchRecords.make(session.kb)
        let search = (records: records, tokens: SearchTokens.make(records, tokenizer: tokenizer, memo: tokenMemo))
        builder.search = search
        part("search tokens", Date().timeIntervalSince(started))
        // kb.json and kb.sqlite do not depend on the pages: they are written on another thread (SQLite
        // is single-threaded) while the pages render and are checked.
        let store = StoreResults()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async { [session] in
            defer { group.leave() }
            var started = Date()
            store.json = Result { try sink.put("kb.json", try KnowledgeBaseJSON.encode(session.kb)) }
            store.seconds.append(("kb.json", Date().timeIntervalSince(started)))
            started = Date()
            store.sqlite = Result { try sink.put("kb.sqlite") { try Self.sqlite(session, tokenizer: tokenizer, search: search, to: $0) } }
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
        diagnostics += LinkChecker.report(files: files, known: validations).allDiagnostics(allowedScripts: SiteBuilder.scripts)
        lap("links")
        return (paths, diagnostics)
    }

    /// The results of the work done beside the site build.
    private final class StoreResults: @unchecked Sendable {
        var json: Result<Void, Error>?
        var sqlite: Result<Void, Error>?
        var seconds: [(String, Double)] = []
    }

    /// kb.sqlite, written at `path`.
    static func sqlite(_ session: KnowledgeBaseSession, tokenizer: Tokenizer,
                       search: (records: [SearchRecord], tokens: SearchTokens)?, to path: String) throws {
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
