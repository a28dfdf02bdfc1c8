import Foundation
import BridgeKBTheme
import BridgeKBModel
import BridgeKBStore
import BridgeKBSite

/// The one entry point of a build: load → read → extract → link → check → store → site → sink.
/// The CLI's `build`, a preview server and the tests call it; only the content loader, the template
/// folder, the cache and the output sink touch the disk.
public struct BuildAction {
    public var content: URL
    /// The templates folder; nil uses the built-in theme (``BuiltInTheme``, Templates/ compiled in).
    public var templates: URL?
    public var out: URL
    /// The site's public address; nil takes Content/site.json's (and "" means none).
    public var baseURL: String?
    /// The project's folder: its `.bridgekb/` holds the build's state (the output lock, the cache).
    public var projectFolder: URL
    /// Folders the output folder may neither be nor hold, besides the content, the templates and the
    /// project's state folder (the CLI adds the working folder and the project folder).
    public var protectedFolders: [URL]
    /// The memo of guide results and pages (in `cacheFolder`, or in memory), keyed with the tool's identity.
    let cache: BuildCache?
    /// Hears the end of each stage, by name (`load`, `guides`, `lexicon`, `related`, `site`, `links`,
    /// `write`), from whichever thread ran it: for a progress line.
    public var progress: (@Sendable (String) -> Void)?

    /// `cacheFolder`: where results are memoised between builds (nil: nowhere); `cacheInMemory`: in
    /// this process instead, for repeated builds of one process (`serve`). `projectFolder`: where
    /// `.bridgekb/` is kept (default: the content folder's parent).
    public init(content: URL, templates: URL?, out: URL, baseURL: String? = nil, cacheFolder: URL? = nil,
                cacheInMemory: Bool = false, toolStamp: String = BuildAction.currentToolStamp,
                projectFolder: URL? = nil, protectedFolders: [URL] = []) {
        self.content = content; self.templates = templates; self.out = out; self.baseURL = baseURL
        let projectFolder = (projectFolder ?? content.standardizedFileURL.deletingLastPathComponent()).standardizedFileURL
        self.projectFolder = projectFolder
        self.protectedFolders = protectedFolders
        if cacheInMemory {
            cache = BuildCache.inMemory(toolStamp: toolStamp)
        } else if let cacheFolder, cacheFolder.standardizedFileURL == Self.defaultCacheFolder(project: projectFolder) {
            // The default cache is confined from the project folder down: `.bridgekb` may not be a link either.
            cache = BuildCache(base: projectFolder, components: [Self.stateFolderName, "cache"], toolStamp: toolStamp)
        } else {
            cache = cacheFolder.map { BuildCache(root: $0, toolStamp: toolStamp) }
        }
    }

    /// `.bridgekb`: the folder in the project that holds the build's state.
    public static let stateFolderName = ".bridgekb"

    /// The cache folder a build uses by default: `.bridgekb/cache` in the project folder.
    public static func defaultCacheFolder(project: URL) -> URL {
        project.standardizedFileURL.appendingPathComponent(stateFolderName).appendingPathComponent("cache")
    }

    /// The project's state folder (`.bridgekb/`): the output lock and, by default, the cache.
    public var stateFolder: URL { projectFolder.appendingPathComponent(Self.stateFolderName) }

    /// The format versions and the executable's size and modification time, so that any rebuilt tool
    /// starts from an empty cache.
    public static var currentToolStamp: String {
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

    /// What a build made and found.
    public struct Outcome {
        /// The content read and modelled; nil when the build found its output current and did nothing
        /// (``write(strict:)``).
        public var session: KnowledgeBaseSession?
        /// How many guides, documents, sections and entries were built.
        public var summary: Summary
        /// Every problem in the content and in the pages (errors, warnings, notes), in order.
        public var diagnostics: [Diagnostic]
        /// Notes about the cache (damaged entries dropped and computed again).
        public var cacheNotes: [Diagnostic] = []
        /// Every file written, relative to the output folder.
        public var paths: [String]
        /// Each stage's wall-clock and CPU time (load, guides, lexicon, related, site, links), then the
        /// site's phases (store, beside the pages; pages; search index; links).
        public var stages = Laps()
        public var parts = Laps()
        /// What a preview (``preview(into:)``) left to be made when asked for: kb.json, kb.sqlite and
        /// the search index. Nil for a full build.
        public var deferred: DeferredFiles?
        /// Per kind of result the store and the search index make (`searchfile`, `textblock`,
        /// `jsonentries`, `jsonguide`), how many this build made anew of how many: the others came
        /// from the cache or were kept from the last build. Empty without a cache.
        public var remade: [String: Remade] = [:]
        /// What was made of each page, for the next build into the same folder (``EarlierPages``).
        var pageRecords: EarlierPages.Kept?

        /// How many problems fail the build: errors, and warnings too when `strict`.
        public func failing(strict: Bool) -> Int {
            diagnostics.filter { $0.severity == .error || (strict && $0.severity == .warning) }.count
        }
    }

    /// Builds what a preview shows into `sink` — every page and asset — and leaves kb.json, kb.sqlite
    /// and the search index to ``Outcome/deferred``, which makes them, as `render` would, when they
    /// are asked for. Links to them from pages count as resolved.
    public func preview(into sink: OutputSink) throws -> Outcome {
        let deferred = DeferredFiles(sink)
        var outcome = try load().render(into: deferred)
        outcome.deferred = deferred
        return outcome
    }

    /// The first half of a build: the theme and the content read and modelled. Nothing is written, so
    /// a missing folder is reported before any output folder is touched.
    func load() throws -> Loaded {
        try read().modelled()
    }

    /// What a build reads: the theme, then the content (``ContentSnapshot``).
    func read() throws -> Read {
        // Forked before the content is read: see ``DiagramRenderer/startWorker()``.
        DiagramRenderer.startWorker()
        var stages = Laps()
        // Templates first: a missing templates folder is reported before any content is read.
        let theme = try templates.map { try Self.theme(at: $0) } ?? Self.builtInTheme()
        let diagnostics = DiagnosticEngine()
        let loader = ContentLoader(root: content)
        let snapshot = try loader.snapshot(diagnostics: diagnostics, dates: true)
        stages.lap("load"); progress?("load")
        return Read(action: self, theme: theme, loader: loader, content: snapshot, diagnostics: diagnostics, stages: stages)
    }

    /// A build with its inputs read, before any stage ran.
    struct Read {
        var action: BuildAction
        var theme: TemplateLoader.Loaded
        var loader: ContentLoader
        var content: ContentSnapshot
        var diagnostics: DiagnosticEngine
        var stages: Laps

        /// The content modelled: the guide stages run (or taken from the cache). `stageEnded` hears
        /// the end of each stage too, on the thread that runs them.
        func modelled(stageEnded: @escaping (String) -> Void = { _ in }) -> Loaded {
            var stages = self.stages
            let session = KnowledgeBaseSession.make(content, loader: loader, diagnostics: diagnostics, cache: action.cache) {
                stages.lap($0); action.progress?($0); stageEnded($0)
            }
            return Loaded(action: action, theme: theme, session: session, stages: stages)
        }

        /// The hash of every input of the build's output (``BuildRecord``), problems found reading
        /// included: taken before the stages run, which report to the same engine.
        var inputs: String {
            BuildRecord.inputs(content: content, found: diagnostics.diagnostics, theme: theme, baseURL: action.baseURL, out: action.out)
        }
    }

    /// A build between its two halves.
    struct Loaded {
        var action: BuildAction
        var theme: TemplateLoader.Loaded
        var session: KnowledgeBaseSession
        var stages: Laps

        /// The second half: the store and the site put into `sink`. A cache in memory then keeps only
        /// what this build used.
        func render(into sink: OutputSink, earlier: EarlierPages.Kept? = nil) throws -> Outcome {
            var stages = self.stages
            let clock = PhaseClock(plan: SiteStage.phases)
            let site = try SiteStage(session: session, theme: theme, baseURL: action.baseURL, cache: action.cache, earlier: earlier,
                                     out: action.out)
                .generate(into: sink, clock: clock, lap: { stages.lap($0); action.progress?($0) })
            var outcome = Outcome(session: session, summary: Summary(session.kb),
                                  diagnostics: session.diagnostics.diagnostics + site.diagnostics, paths: site.paths)
            outcome.stages = stages
            outcome.parts = clock.laps
            outcome.pageRecords = site.kept
            outcome.remade = site.remade
            if let cache = action.cache {
                outcome.cacheNotes = BuildAction.notes(droppedFrom: cache)
                if cache.isInMemory { cache.prune() }
            }
            return outcome
        }
    }

    /// Builds the output folder: the files go to a staging folder that replaces the output folder in
    /// one step, and only when nothing fails (`strict`: warnings fail too); a failed build leaves the
    /// old folder as it was. The cache is pruned and the search index stamped as current.
    public func write(strict: Bool) throws -> (outcome: Outcome, committed: Bool) {
        let writer = OutputWriter(target: out, stateFolder: stateFolder,
                                  protectedFolders: [content, stateFolder] + (templates.map { [$0] } ?? []) + protectedFolders)
        // Before any work: a refused output folder or a link in the state folder is reported at once.
        try writer.refuseUnsafeTarget()
        try writer.checkLock()
        let read = try read()
        // Before any stage runs: their problems go to the same engine as the loader's.
        let inputs = read.inputs
        if let outcome = unchanged(read, inputs: inputs) {
            guard outcome.failing(strict: strict) == 0 else { return (outcome, false) }
            stamp(read.content)
            return (outcome, true)
        }
        // The last build's page records (and the output folder's state they were kept for) are read on
        // a thread of their own beside the stages across guides (the lexicon, related links: mostly one
        // thread; the per-guide stage before them fills every core), which neither read nor write the
        // output folder; taken before the staging folder stands beside the output folder.
        let (out, cache) = (out, cache)
        var earlierPages: Beside<EarlierPages.Kept?>?
        let loaded = read.modelled { stage in
            if stage == "guides" { earlierPages = Beside { EarlierPages.load(out: out, cache: cache) } }
        }
        let earlier = try earlierPages?.result().get() ?? EarlierPages.load(out: out, cache: cache)
        let staging = try writer.stage()
        staging.keepsEarlierFiles = earlier != nil
        var outcome: Outcome
        do { outcome = try loaded.render(into: staging, earlier: earlier) } catch {
            staging.discard()
            throw error
        }
        guard outcome.failing(strict: strict) == 0 else {
            staging.discard()
            return (outcome, false)
        }
        var laps = Laps()
        try staging.commit()
        if let cache, let output = FolderState.digest(of: out) {
            cache.store(BuildRecord(inputs: inputs, output: output, diagnostics: outcome.diagnostics, paths: outcome.paths,
                                    summary: outcome.summary), for: BuildRecord.key(out: out, cache: cache))
            if let kept = outcome.pageRecords { EarlierPages.store(kept, output: output, out: out, cache: cache) }
        }
        cache?.prune()
        stamp(read.content)
        staging.finish()
        laps.lap("write")
        outcome.stages.append(contentsOf: laps)
        return (outcome, true)
    }

    /// Lets the next search see that the output's index is current without re-hashing the content.
    func stamp(_ content: ContentSnapshot) {
        let index = out.appendingPathComponent("kb.sqlite").path
        if let state = content.state {
            IndexStamp.take(state, index: index, contentHash: content.contentHash)?.save(content: content.root, index: index)
        }
    }

    /// The outcome of the last build into the output folder, when this one would repeat it: its
    /// inputs hash the same, the folder is exactly as it left it (``BuildRecord``) and no build's
    /// staging folder stands beside it (a killed build's is for a build that writes to remove). Nil otherwise.
    func unchanged(_ read: Read, inputs: String) -> Outcome? {
        guard let cache, !cache.isInMemory, !OutputWriter.hasStaging(beside: out),
              let record = cache.value(BuildRecord.self, for: BuildRecord.key(out: out, cache: cache)),
              record.inputs == inputs, FolderState.digest(of: out) == record.output else { return nil }
        var outcome = Outcome(session: nil, summary: record.summary, diagnostics: record.diagnostics, paths: record.paths)
        outcome.stages = read.stages
        outcome.stages.lap("unchanged")
        return outcome
    }

    /// Builds in memory and compares with the output folder, writing nothing (`build --check`).
    public func check() throws -> (outcome: Outcome, comparison: OutputComparison) {
        let loaded = try load()
        let comparison = OutputComparison(target: out)
        try comparison.put(OutputWriter.markerName, OutputWriter.marker)
        return (try loaded.render(into: comparison), comparison)
    }

    /// The theme compiled into the binary, parsed.
    public static func builtInTheme() throws -> TemplateLoader.Loaded {
        try TemplateLoader.parse(BuiltInTheme.files, origin: BuiltInTheme.origin)
    }

    /// A theme folder over the built-in theme: each file the folder lacks (a template, a label file, an
    /// asset) comes from the built-in one, so a theme holds only what it changes.
    public static func theme(at folder: URL) throws -> TemplateLoader.Loaded {
        let own = try TemplateFolder.read(folder)
        return try TemplateLoader.parse(BuiltInTheme.files.merging(own) { _, theirs in theirs }, origin: folder.path)
    }

    /// The built-in theme's files (relative path → bytes), for `bridgekb theme export`.
    public static var builtInThemeFiles: [String: Data] { BuiltInTheme.files }

    /// A note for each cache entry dropped as damaged (the first ten, then how many more): the build
    /// computed what they held again, so the output is what it would be without the cache.
    static func notes(droppedFrom cache: BuildCache) -> [Diagnostic] {
        let dropped = cache.dropped, shown = 10
        var notes: [Diagnostic] = []
        if let refusal = cache.refusal {
            notes.append(Diagnostic(severity: .info, file: refusal.path, ruleID: "build.cache-refused",
                                    message: "the cache folder is not used: \(refusal.reason); this build goes on without a cache"))
        }
        notes += dropped.prefix(shown).map { entry in
            Diagnostic(severity: .info, file: cache.url(entry.key).path, ruleID: "build.cache-entry-dropped",
                       message: "dropped a damaged cache entry (\(entry.reason)); what it held was computed again")
        }
        if dropped.count > shown {
            notes.append(Diagnostic(severity: .info, file: cache.root.path, ruleID: "build.cache-entry-dropped",
                                    message: "\(dropped.count - shown) more damaged cache entries dropped"))
        }
        return notes
    }
}
