import Foundation
import BridgeKBModel
import BridgeKBText
import BridgeKBStore
import BridgeKBSite

/// What the site's phases share, made once from the session and the theme: the site's settings (and
/// the problems in them), the page builder with its memo of earlier pages, the tokenizer, and the
/// search records with their tokens.
struct SiteInputs {
    var builder: SiteBuilder
    var settingsProblems: [Diagnostic]
    var tokenizer: Tokenizer
    var search: SearchInputs
    /// What every page's fingerprint shares (templates, labels, settings, glossary, base URL); nil without a cache.
    var pageSalt: String?
    /// What the last build into the output folder made of its pages, when made under the same salt.
    var earlier: EarlierPages.Kept?

    init(_ stage: SiteStage) throws {
        let renderer = DiagramRenderer()
        let services = SiteServices(diagram: { dot, links in renderer.svg(dot: dot, links: links) })
        let (session, content, theme) = (stage.session, stage.session.content, stage.theme)
        tokenizer = try session.tokenizer()
        // Content/site.json: a problem in it is a warning (so --strict fails) and the setting is left out.
        // It was read as every settings file is: a link or a FIFO in its place is refused with an error.
        let problems = DiagnosticEngine()
        content.siteFileProblems.forEach(problems.emit)
        let settings = content.setting("site.json").map {
            SiteSettings.parse($0, file: "\(content.root.lastPathComponent)/site.json", diagnostics: problems)
        } ?? SiteSettings()
        settingsProblems = problems.diagnostics
        builder = SiteBuilder(kb: session.kb, templates: theme.library, assets: theme.assets, labels: theme.labels,
                              services: services, baseURL: stage.baseURL ?? settings.baseURL, settings: settings,
                              tokenizer: tokenizer, glossary: session.glossary)
        builder.lastUpdated = content.days
        if let cache = stage.cache {
            builder.guideFingerprints = Self.guideFingerprints(session.kb, keys: session.guideKeys, days: content.days)
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
            // A page's key leaves out what every page shares: records made under another salt are not used.
            if let earlier = stage.earlier, earlier.salt == pageSalt { self.earlier = earlier }
            builder.earlierPages = self.earlier?.records ?? [:]
        }
        // The search records are tokenised once (on every core) for both indexes: kb.sqlite and the site's.
        // Tokens depend on the normaliser, whose inputs are the tool and the glossary.
        let tokenMemo = stage.cache.map { $0.memo(salt: ContentHasher.hash(content.setting("glossary.json") ?? Data())) }
        search = SearchInputs(kb: session.kb, tokenizer: tokenizer, memo: tokenMemo)
    }

    /// The problems of the site's files at `paths` (every page parses, every internal link and anchor
    /// resolves, no script is ours but ours), and what the check found on each page. Each page was
    /// validated as it was rendered, so the checker needs only the paths.
    ///
    /// A cache in memory keeps the check for the next build (a preview's): pages as they were (their
    /// fingerprint and the salt), with links to files as they were, are not checked again. In a folder,
    /// the last build's page records hold what it found on each page: when this build wrote the same
    /// paths (the search index's shards aside: ``EarlierPages/digest(paths:)``) and every page it made
    /// anew kept its anchors, a page whose key is the last build's has the same links to the same
    /// files and anchors, and is not checked again (about 1.7 s of a one-guide rebuild at 1,000
    /// guides, 47,000 pages).
    func checkLinks(paths: [String], pages: SiteBuilder.Output, cache: BuildCache?)
        -> (diagnostics: [Diagnostic], checks: [String: LinkReport.PageCheck], reused: Int) {
        let files = Dictionary(uniqueKeysWithValues: paths.map { ($0, Data()) })
        if let kept = cache?.memo().values {
            let keptCheck = Memo.fingerprint("links") { _ in }
            let identities = pages.fingerprints.mapValues { (pageSalt ?? "") + " " + $0 }
            let report = LinkChecker.report(files: files, known: pages.validations, identities: identities,
                                            earlier: kept.load(keptCheck) as? LinkReport)
            kept.save(keptCheck, report)
            return (report.allDiagnostics(allowedScripts: SiteBuilder.scripts), [:], 0)
        }
        guard cache != nil else {
            return (LinkChecker.report(files: files, known: pages.validations).allDiagnostics(allowedScripts: SiteBuilder.scripts), [:], 0)
        }
        var earlierReport: LinkReport?
        if let earlier, earlier.paths == EarlierPages.digest(paths: paths), keptAnchors(pages, earlier.records) {
            var report = LinkReport()
            report.files = Set(paths)
            report.pageChecks = earlier.records.compactMapValues(\.links).filter { $0.value.targets.isEmpty }
            earlierReport = report
        }
        let report = LinkChecker.report(files: files, known: pages.validations, identities: pages.fingerprints, earlier: earlierReport)
        let reused = earlierReport.map { earlier in
            pages.fingerprints.filter { path, key in earlier.pageChecks[path]?.identity == key }.count
        } ?? 0
        return (report.allDiagnostics(allowedScripts: SiteBuilder.scripts), report.pageChecks, reused)
    }

    /// Whether every page of `pages` has the anchors it had in `earlier`: the same key (the same
    /// bytes), or the same ids.
    private func keptAnchors(_ pages: SiteBuilder.Output, _ earlier: [String: PageRecord]) -> Bool {
        pages.validations.allSatisfy { path, validation in
            guard let record = earlier[path] else { return false }
            return (pages.fingerprints[path] != nil && record.key == pages.fingerprints[path]) || record.validation?.ids == validation.ids
        }
    }

    /// What a guide's pages show beyond the site's shared inputs, by guide: what the guide stage made
    /// of it (its key), when its files last changed, and — from other guides — the entries its
    /// listings' pitfall findings link to (``KnowledgeBase/ruleEntries``: ids, titles).
    static func guideFingerprints(_ kb: KnowledgeBase, keys: [String: String], days: [String: String]) -> [String: String] {
        var rulesByGuide: [String: Set<String>] = [:]
        for check in kb.snippetChecks where !check.rules.isEmpty { rulesByGuide[check.guide, default: []].formUnion(check.rules) }
        let entriesByID = Dictionary(grouping: kb.entries, by: \.id)
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
    final class SearchInputs: @unchecked Sendable {
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
}

/// Work run on another thread beside the caller's; ``result()`` waits for it.
final class Beside<T>: @unchecked Sendable {
    private let group = DispatchGroup()
    private var outcome: Result<T, Error>?

    init(_ work: @escaping () throws -> T) {
        DispatchQueue.global().async(group: group) { self.outcome = Result(catching: work) }
    }

    func result() -> Result<T, Error> {
        group.wait()
        return outcome!
    }
}
