import Foundation
import BridgeKB

/// Where search results come from: the built database when it was built from exactly this
/// content, else the content folder indexed in memory (with a note on stderr saying why).
final class SearchBackend {
    let index: SearchIndex
    let languages: Set<String>
    /// Whether results come from the database at ``path`` (not from memory).
    let isStored: Bool
    let path: String
    private let source: Source
    private let minimumOSByGroup: [String: Int]
    private let files: [String: String]

    /// The content folder as read, kept for an in-memory fallback.
    private struct Source {
        var content: String
        var loader: ContentLoader
        var files: [SourceFile]
        var glossary: Glossary?
        var planner: QueryPlanner
    }

    private init(index: SearchIndex, languages: Set<String>, isStored: Bool, path: String, source: Source,
                 minimumOS: [String: Int], files: [String: String]) {
        self.index = index; self.languages = languages; self.isStored = isStored; self.path = path
        self.source = source; self.minimumOSByGroup = minimumOS; self.files = files
    }

    func minimumOS(_ record: SearchRecord) -> Int? { minimumOSByGroup[record.groupKey] }
    func file(_ record: SearchRecord) -> String? { files["\(record.guide)@\(record.language.tag)"] }

    // MARK: - Opening

    static func open(content: String, index path: String, context: CommandContext) throws -> SearchBackend {
        let loader = ContentLoader(root: URL(fileURLWithPath: content))
        let diagnostics = DiagnosticEngine()
        let sourceFiles = try loader.load(diagnostics: diagnostics)
        let glossary = try loader.glossary(diagnostics: diagnostics)
        let tokenizer = Tokenizer(normalizer: try glossary?.normalizer ?? TextNormalizer.standard())
        let source = Source(content: content, loader: loader, files: sourceFiles, glossary: glossary,
                            planner: QueryPlanner(tokenizer: tokenizer, glossary: glossary))
        // The stored index is used only when built from exactly this content.
        var extra: [String: Data] = [:]
        let fm = FileManager.default
        extra["glossary.json"] = fm.contents(atPath: loader.root.appendingPathComponent("glossary.json").path)
        for guide in Set(sourceFiles.map(\.guide)) {
            for name in ["guide.json", "translations.lock"] {
                extra["\(guide)/\(name)"] = fm.contents(atPath: loader.root.appendingPathComponent(guide).appendingPathComponent(name).path)
            }
        }
        let hash = KnowledgeBaseStore.contentHash(of: sourceFiles, extra: extra.compactMapValues { $0 })
        let stored = KnowledgeBaseStore.contentHash(at: path)
        if stored == hash {
            do {
                return try fromDatabase(try SQLiteDatabase(path: path, mode: .readOnly), path: path, source: source)
            } catch {
                return try inMemory(source, path: path, reason: "\(path) is damaged (\(error))", context: context)
            }
        }
        let reason: String
        if !fm.fileExists(atPath: path) {
            reason = "\(path) not found"
        } else if stored == nil {
            reason = "\(path) is unreadable (damaged, truncated, or written by another bridgekb version)"
        } else {
            reason = "\(path) is stale (built from other content)"
        }
        return try inMemory(source, path: path, reason: reason, context: context)
    }

    /// The same content indexed in memory, after a note saying why.
    func inMemory(reason: String, context: CommandContext) throws -> SearchBackend {
        try SearchBackend.inMemory(source, path: path, reason: reason, context: context)
    }

    private static func inMemory(_ source: Source, path: String, reason: String, context: CommandContext) throws -> SearchBackend {
        context.err("note: \(reason); indexing \(source.content) in memory (run 'bridgekb build' to make searches instant)")
        let diagnostics = DiagnosticEngine()
        let kb = KnowledgeBaseBuilder.build(files: source.files, settings: source.loader.settings(diagnostics: diagnostics),
                                            locks: source.loader.locks(diagnostics: diagnostics), glossary: source.glossary,
                                            diagnostics: diagnostics)
        let index = try SearchIndex.inMemory(tokenizer: source.planner.tokenizer, glossary: source.glossary)
        try index.add(SearchRecords.make(kb))
        var minimumOS: [String: Int] = [:]
        for e in kb.entries { if let os = e.minimumOS { minimumOS["entry:\(e.id)"] = os } }
        var files: [String: String] = [:]
        for g in kb.guides {
            for d in g.documents {
                files["\(g.id)@\(d.language.tag)"] = d.source
                for s in d.allSections { if let os = s.minimumOS { minimumOS["section:\(g.id)/\(s.id)"] = os } }
            }
        }
        return SearchBackend(index: index, languages: Set(kb.guides.flatMap(\.languages).map(\.tag)), isStored: false,
                             path: path, source: source, minimumOS: minimumOS, files: files)
    }

    private static func fromDatabase(_ db: SQLiteDatabase, path: String, source: Source) throws -> SearchBackend {
        var minimumOS: [String: Int] = [:]
        for (id, os) in try db.query("SELECT id, minimum_os FROM entries WHERE minimum_os IS NOT NULL", [], { ($0.text(0), $0.int(1)) }) {
            minimumOS["entry:\(id)"] = os
        }
        for (guide, id, os) in try db.query("SELECT guide, id, minimum_os FROM sections WHERE minimum_os IS NOT NULL", [], { ($0.text(0), $0.text(1), $0.int(2)) }) {
            minimumOS["section:\(guide)/\(id)"] = os
        }
        var files: [String: String] = [:]
        var languages = Set<String>()
        for (guide, language, source) in try db.query("SELECT guide, language, source FROM documents", [], { ($0.text(0), $0.text(1), $0.text(2)) }) {
            files["\(guide)@\(language)"] = source
            languages.insert(language)
        }
        return SearchBackend(index: try SearchIndex(database: db, planner: source.planner), languages: languages, isStored: true,
                             path: path, source: source, minimumOS: minimumOS, files: files)
    }
}
