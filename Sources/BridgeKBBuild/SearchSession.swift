import Foundation
import BridgeKBModel
import BridgeKBText
import BridgeKBStore

/// The query entry point: where search results come from: the built database when it was built from exactly this
/// content, else the content folder indexed in memory (with a note on stderr saying why).
///
/// Whether the database is current is decided by the content hash it stores; an ``IndexStamp``
/// left by an earlier check (or by `bridgekb build`) lets an unchanged folder skip re-reading and
/// hashing every guide. Facts about results (their files) are looked up per result.
public final class SearchSession {
    public let index: SearchIndex
    /// Whether results come from the database at ``path`` (not from memory).
    public var isStored: Bool { if case .database = facts { return true } else { return false } }
    public let path: String
    private let source: Source
    private let facts: Facts
    /// How long opening took: reading the glossary, checking the index is current, opening it (or
    /// indexing the content in memory).
    public private(set) var laps = Laps()

    /// The content folder, read lazily: a current database needs only its glossary.
    private final class Source {
        let content: String
        let loader: ContentLoader
        let glossary: Glossary?
        let planner: QueryPlanner
        private var loaded: [SourceFile]?

        init(content: String) throws {
            self.content = content
            loader = ContentLoader(root: URL(fileURLWithPath: content))
            glossary = try loader.glossary(diagnostics: DiagnosticEngine())
            let tokenizer = Tokenizer(normalizer: try glossary?.normalizer ?? TextNormalizer.standard())
            planner = QueryPlanner(tokenizer: tokenizer, glossary: glossary)
        }

        func files() throws -> [SourceFile] {
            if let loaded { return loaded }
            let files = try loader.load(diagnostics: DiagnosticEngine())
            loaded = files
            return files
        }

        /// The hash `bridgekb build` stores: guide files, glossary, settings and locks.
        func contentHash() throws -> String {
            loader.contentHash(of: try files())
        }
    }

    /// Per-result facts: from memory, or looked up in the database.
    private enum Facts {
        case memory(files: [String: String], languages: Set<String>)
        case database(SQLiteDatabase)
    }

    private init(index: SearchIndex, path: String, source: Source, facts: Facts) {
        self.index = index; self.path = path; self.source = source; self.facts = facts
    }

    // MARK: - Facts

    /// The language tags of the guides.
    public func languages() throws -> Set<String> {
        switch facts {
        case .memory(_, let languages): return languages
        case .database(let db): return try KnowledgeBaseStore.languages(in: db)
        }
    }

    /// The source file of a record's document.
    public func file(_ record: SearchRecord) -> String? {
        switch facts {
        case .memory(let files, _): return files["\(record.guide)@\(record.language.tag)"]
        case .database(let db): return KnowledgeBaseStore.sourceFile(guide: record.guide, language: record.language.tag, in: db)
        }
    }

    // MARK: - Opening

    /// The session for `content` and the database at `path`. With `contentOptional`, a missing content
    /// folder is not an error: the database is searched as it is, with the built-in glossary, after a note.
    public static func open(content: String, index path: String, contentOptional: Bool = false,
                            note: (String) -> Void) throws -> SearchSession {
        var laps = Laps()
        if contentOptional, !FileManager.default.fileExists(atPath: content) {
            let source = try Source(content: content)
            guard case .sound = KnowledgeBaseStore.health(at: path), let backend = try? fromDatabase(path: path, source: source) else {
                throw BridgeKBError.io(path: content, message: "content folder not found (and no usable built site index at \(path); pass --content DIR or --site DIR)")
            }
            note("note: no content folder (\(content)); searching \(path) as built, with the built-in glossary (not checked against any content)")
            laps.lap("open")
            backend.laps = laps
            return backend
        }
        let backend = try open(content: content, index: path, note: note, laps: &laps)
        // Opening the database (after a content hash when the stamp did not answer), or indexing in memory.
        laps.lap(backend.isStored ? "open" : "in-memory index")
        backend.laps = laps
        return backend
    }

    private static func open(content: String, index path: String, note: (String) -> Void, laps: inout Laps) throws -> SearchSession {
        let source = try Source(content: content)
        laps.lap("glossary")
        let root = source.loader.root
        // Whether the stored index can answer: a file (SQLite would block opening a FIFO), whole,
        // matching its checksum, of this format, built from exactly this content. A stamp left by the
        // build (or by an earlier search that checked all this) vouches for an unchanged index.
        if ConfinedFile.nonRegularKind(path) == nil, IndexStamp.isCurrent(content: root, index: path),
           let backend = try? fromDatabase(path: path, source: source) {
            laps.lap("currency")
            return backend
        }
        laps.lap("currency")
        IndexStamp.remove(content: root, index: path)
        // The content is read first: a missing content folder is an error before any note.
        let hash = try source.contentHash()
        let reason: String
        switch KnowledgeBaseStore.health(at: path) {
        case .sound(let stored):
            guard stored == hash else {
                reason = "\(path) is stale (built from other content)"
                break
            }
            do {
                let backend = try fromDatabase(path: path, source: source)
                IndexStamp.take(content: root, index: path, contentHash: hash)?.save(content: root, index: path)
                return backend
            } catch {
                reason = "\(path) is damaged (\(ErrorText.describe(error)))"
            }
        case .missing: reason = "\(path) not found"
        case .notAFile(let kind): reason = "\(path) is not a regular file (\(kind))"
        case .truncated: reason = "\(path) is damaged (truncated, or not an SQLite file)"
        case .damaged: reason = "\(path) is damaged (its checksum does not match its bytes)"
        case .otherFormat: reason = "\(path) was written by another bridgekb version"
        }
        return try inMemory(source, path: path, reason: reason, note: note)
    }

    /// The same content indexed in memory, after a note saying why.
    public func inMemory(reason: String, note: (String) -> Void) throws -> SearchSession {
        IndexStamp.remove(content: source.loader.root, index: path)
        return try SearchSession.inMemory(source, path: path, reason: reason, note: note)
    }

    private static func inMemory(_ source: Source, path: String, reason: String, note: (String) -> Void) throws -> SearchSession {
        note("note: \(reason); indexing \(source.content) in memory (run 'bridgekb build' to make searches instant)")
        let diagnostics = DiagnosticEngine()
        let kb = KnowledgeBaseBuilder.build(files: try source.files(), settings: source.loader.settings(diagnostics: diagnostics),
                                            locks: source.loader.locks(diagnostics: diagnostics), glossary: source.glossary,
                                            vocabulary: source.loader.vocabulary(diagnostics: diagnostics), diagnostics: diagnostics)
        let index = try SearchIndex.inMemory(tokenizer: source.planner.tokenizer, glossary: source.glossary)
        try index.add(SearchRecords.make(kb))
        try index.setLexicon(kb.lexicon)
        var files: [String: String] = [:]
        for g in kb.guides { for d in g.documents { files["\(g.id)@\(d.language.tag)"] = d.source } }
        let languages = Set(kb.guides.flatMap(\.languages).map(\.tag))
        return SearchSession(index: index, path: path, source: source,
                             facts: .memory(files: files, languages: languages))
    }

    private static func fromDatabase(path: String, source: Source) throws -> SearchSession {
        let db = try SQLiteDatabase(path: path, mode: .readOnly)
        // Map the file instead of thousands of 4 KB reads: a search touches tens of MB at 1,000 guides.
        try? db.execute("PRAGMA mmap_size = 1073741824")
        return SearchSession(index: try SearchIndex(database: db, planner: source.planner), path: path, source: source,
                             facts: .database(db))
    }
}
