import Foundation
import BridgeKBModel
import BridgeKBText
import BridgeKBStore
import BridgeKBSite

/// The store and site stages of a build: kb.json, kb.sqlite, every page and the search index
/// (assets/search/) put into a sink, then every page's links and anchors checked.
struct SiteStage {
    var session: KnowledgeBaseSession
    var theme: TemplateLoader.Loaded
    var baseURL: String?
    var cache: BuildCache?

    /// Every file of the site, kb.json and kb.sqlite included, and the problems found rendering and
    /// checking them. `lap` hears the end of the `site` stage (pages rendered and validated, kb.json
    /// and kb.sqlite written beside them) and of `links`; `part` hears each of the site stage's parts
    /// (wall-clock and CPU seconds). `deferring` (a preview): kb.json, kb.sqlite and the search index
    /// are not made but returned as ``DeferredFiles``, to be made when asked for.
    func generate(into sink: OutputSink, deferring: Bool = false, lap: (String) -> Void, part: (String, Double, Double) -> Void) throws
        -> (paths: [String], diagnostics: [Diagnostic], deferred: DeferredFiles?) {
        let renderer = DiagramRenderer()
        let services = SiteServices(diagram: { dot, links in renderer.svg(dot: dot, links: links) })
        let tokenizer = try session.tokenizer()
        // Content/site.json: a problem in it is a warning (so --strict fails) and the setting is left out.
        // It was read as every settings file is: a link or a FIFO in its place is refused with an error.
        let content = session.content
        let settingsProblems = DiagnosticEngine()
        content.siteFileProblems.forEach(settingsProblems.emit)
        let settings = content.setting("site.json").map {
            SiteSettings.parse($0, file: "\(content.root.lastPathComponent)/site.json", diagnostics: settingsProblems)
        } ?? SiteSettings()
        let days = content.days
        var builder = SiteBuilder(kb: session.kb, templates: theme.library, assets: theme.assets, labels: theme.labels,
                                  services: services, baseURL: baseURL ?? settings.baseURL, settings: settings,
                                  tokenizer: tokenizer, glossary: session.glossary)
        builder.lastUpdated = days
        var pageSalt: String?
        if let cache {
            builder.guideFingerprints = Self.guideFingerprints(session.kb, keys: session.guideKeys, days: days)
            // Pages also depend on the templates, labels, settings, glossary and base URL.
            var salt = ContentHasher()
            for name in theme.files.keys.sorted() { salt.combine(name); salt.combine(theme.files[name]!) }
            for name in ["site.json", "glossary.json"] {
                salt.combine(name)
                salt.combine(content.setting(name) ?? Data())
            }
            salt.combine(builder.baseURL ?? "")
            pageSalt = salt.finalize()
            builder.memo = cache.memo(salt: pageSalt!)
        }
        // The search records are tokenised once (on every core) for both indexes: kb.sqlite and the site's.
        // Tokens depend on the normaliser, whose inputs are the tool and the glossary.
        let tokenMemo = cache.map { $0.memo(salt: ContentHasher.hash(content.setting("glossary.json") ?? Data())) }
        let search = SearchInputs(kb: session.kb, tokenizer: tokenizer, memo: tokenMemo)
        var deferred: DeferredFiles?
        var storeWork: (@Sendable () -> Void)?
        let store = StoreResults()
        if deferring {
            let indexed = builder
            builder.tokenizer = nil
            // A preview leaves what no page shows to the request that asks for it.
            deferred = DeferredFiles(makers: [
                "kb.json": { ["kb.json": try KnowledgeBaseJSON.encode(session.kb)] },
                "kb.sqlite": { [session] in
                    let output = MemoryOutput()
                    try output.put("kb.sqlite") { try Self.sqlite(session, tokenizer: tokenizer, search: search.value, to: $0) }
                    return output.files
                },
                DeferredFiles.searchIndexFolder: {
                    var builder = indexed
                    builder.search = search.value
                    return Dictionary(uniqueKeysWithValues: try builder.searchIndexFiles().map { ($0.path, Data($0.bytes)) })
                },
            ])
        } else {
            let started = Date(), cpuStarted = Laps.processCPUSeconds
            builder.search = search.value
            part("search tokens", Date().timeIntervalSince(started), Laps.processCPUSeconds - cpuStarted)
            // kb.json and kb.sqlite do not depend on the pages: they are written on another thread (SQLite
            // is single-threaded) while the pages render and are checked.
            storeWork = { [session, search] in
                // One thread: its own CPU time is the part's.
                var started = Date(), cpuStarted = Laps.threadCPUSeconds
                store.json = Result { try sink.put("kb.json", try KnowledgeBaseJSON.encode(session.kb)) }
                store.seconds.append(("kb.json", Date().timeIntervalSince(started), Laps.threadCPUSeconds - cpuStarted))
                (started, cpuStarted) = (Date(), Laps.threadCPUSeconds)
                store.sqlite = Result { try sink.put("kb.sqlite") { try Self.sqlite(session, tokenizer: tokenizer, search: search.value, to: $0) } }
                store.seconds.append(("kb.sqlite", Date().timeIntervalSince(started), Laps.threadCPUSeconds - cpuStarted))
            }
        }
        let group = DispatchGroup()
        if let storeWork { DispatchQueue.global().async(group: group, execute: storeWork) }
        let started = Date(), cpuStarted = Laps.processCPUSeconds
        var paths: [String], diagnostics: [Diagnostic] = settingsProblems.diagnostics, validations: [String: HTMLValidation]
        var fingerprints: [String: String]
        do {
            let site = try builder.build(into: sink, validator: HTMLValidator(requiresContentSecurityPolicy: true))
            (paths, validations, fingerprints) = (site.paths, site.validations, site.fingerprints)
            diagnostics += site.diagnostics
            // Pages taken from the cache were not rendered: how many were is part of the timing.
            // The pages' CPU time holds that of the kb.json and kb.sqlite thread while it ran beside them.
            part("pages (\(site.rendered.count) of \(site.pages) rendered)", Date().timeIntervalSince(started) - site.searchIndex.seconds,
                 Laps.processCPUSeconds - cpuStarted - site.searchIndex.cpuSeconds)
            if !deferring { part("assets/search/", site.searchIndex.seconds, site.searchIndex.cpuSeconds) }
        } catch {
            group.wait()
            throw error
        }
        group.wait()
        store.seconds.forEach { part($0.0, $0.1, $0.2) }
        lap("site")
        if deferring {
            // What pages link to of the files left for later (the search index's other files are
            // loaded by its script, never linked).
            paths += ["kb.json", "kb.sqlite", DeferredFiles.searchIndexFolder + "manifest.js"]
        } else {
            try store.json!.get()
            try store.sqlite!.get()
            paths += ["kb.json", "kb.sqlite"]
        }
        // Every page parses, every internal link and anchor resolves, and no script is ours but ours.
        // Each page was validated as it was rendered, so the checker needs only the list of paths.
        let files = Dictionary(uniqueKeysWithValues: paths.map { ($0, Data()) })
        // A cache in memory keeps the check for the next build (a preview's): pages that are as they
        // were, with links to files that are as they were, are not checked again. A page is known by
        // its fingerprint and the salt of every page's (templates, settings…).
        let kept = cache?.memo().values, keptCheck = Memo.fingerprint("links") { _ in }
        let identities = kept == nil ? [:] : fingerprints.mapValues { (pageSalt ?? "") + " " + $0 }
        let report = LinkChecker.report(files: files, known: validations, identities: identities,
                                        earlier: kept?.load(keptCheck) as? LinkReport)
        kept?.save(keptCheck, report)
        diagnostics += report.allDiagnostics(allowedScripts: SiteBuilder.scripts)
        lap("links")
        return (paths, diagnostics, deferred)
    }

    /// What a guide's pages show beyond the site's shared inputs, by guide: what the guide stage made
    /// of it (its key), when its files last changed, and — from other guides — the entries its
    /// listings' pitfall findings link to (``KnowledgeBase/ruleEntries``: ids, titles).
    static func guideFingerprints(_ kb: KnowledgeBase, keys: [String: String], days: [String: String]) -> [String: String] {
        var rulesByGuide: [String: Set<String>] = [:]
        for check in kb.snippetChecks where !check.rules.isEmpty { rulesByGuide[check.guide, default: []].formUnion(check.rules) }
        var entriesByID: [String: [Entry]] = [:]
        for entry in kb.entries { entriesByID[entry.id, default: []].append(entry) }
        var fingerprints: [String: String] = [:]
        for guide in kb.guides {
            guard let key = keys[guide.id] else { continue }
            var parts = [key, guide.documents.map { days[$0.source] ?? "-" }.joined(separator: ",")]
            for rule in (rulesByGuide[guide.id] ?? []).sorted() {
                parts.append(rule)
                for id in kb.ruleEntries[rule] ?? [] {
                    for entry in entriesByID[id] ?? [] { parts += [id, entry.language.tag, entry.guide, entry.title] }
                }
            }
            fingerprints[guide.id] = ContentHasher.hash(Data(parts.joined(separator: "\u{1F}").utf8))
        }
        return fingerprints
    }

    /// The search records of the knowledge base and their tokens, made once when first needed (by
    /// kb.sqlite or the site's search index, whichever comes first).
    private final class SearchInputs: @unchecked Sendable {
        private let kb: KnowledgeBase
        private let tokenizer: Tokenizer
        private let memo: Memo?
        private let lock = NSLock()
        private var made: (records: [SearchRecord], tokens: SearchTokens)?

        init(kb: KnowledgeBase, tokenizer: Tokenizer, memo: Memo?) {
            self.kb = kb; self.tokenizer = tokenizer; self.memo = memo
        }

        var value: (records: [SearchRecord], tokens: SearchTokens) {
            lock.lock(); defer { lock.unlock() }
            if let made { return made }
            let records = SearchRecords.make(kb)
            let value = (records: records, tokens: SearchTokens.make(records, tokenizer: tokenizer, memo: memo))
            made = value
            return value
        }
    }

    /// The results of the work done beside the site build.
    private final class StoreResults: @unchecked Sendable {
        var json: Result<Void, Error>?
        var sqlite: Result<Void, Error>?
        var seconds: [(String, Double, Double)] = []
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
