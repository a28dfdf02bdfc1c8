import Foundation
import BridgeKBModel
import BridgeKBText
import BridgeKBStore
import BridgeKBBuild

/// What the commands share: the content folder read and turned into a knowledge base in memory.
struct KnowledgeBaseSession {
    var kb: KnowledgeBase
    var diagnostics: DiagnosticEngine
    var files: [SourceFile]
    var glossary: Glossary?
    var loader: ContentLoader
    /// Guide id → the hash of its files, settings and lock (only when building with a cache).
    var guideKeys: [String: String] = [:]

    /// The hash of everything the build reads: guide files, glossary, settings and locks.
    var contentHash: String { loader.contentHash(of: files) }

    static func load(content: String?, context: CommandContext, cache: BuildCache? = nil,
                     stageTimed: ((String, Double) -> Void)? = nil) throws -> KnowledgeBaseSession {
        let loader = ContentLoader(root: URL(fileURLWithPath: content ?? "Content"))
        let diagnostics = DiagnosticEngine()
        let files = try loader.load(diagnostics: diagnostics)
        let glossary = try loader.glossary(diagnostics: diagnostics)
        let settings = loader.settings(diagnostics: diagnostics), locks = loader.locks(diagnostics: diagnostics)
        let vocabulary = loader.vocabulary(diagnostics: diagnostics)
        let kb = KnowledgeBaseBuilder.build(files: files, settings: settings, locks: locks, glossary: glossary,
                                            vocabulary: vocabulary, diagnostics: diagnostics, cache: cache, stageTimed: stageTimed)
        var session = KnowledgeBaseSession(kb: kb, diagnostics: diagnostics, files: files, glossary: glossary, loader: loader)
        if let cache {
            session.guideKeys = KnowledgeBaseBuilder.guideKeys(files: files, settings: settings, locks: locks,
                                                               vocabulary: vocabulary, cache: cache)
        }
        return session
    }

    /// `--lang` as a language, checked against the tags the knowledge base has.
    static func language(_ tag: String?, in kb: KnowledgeBase) throws -> Language? {
        guard let tag else { return nil }
        let known = Set(kb.guides.flatMap(\.languages).map(\.tag))
        guard known.contains(tag) else {
            throw BridgeKBError.usage("unknown language '\(tag)'; the guides are in \(known.sorted().joined(separator: ", "))")
        }
        return Language(tag)
    }

    static func kind(_ text: String?) throws -> Entry.Kind? {
        guard let text else { return nil }
        guard let kind = Entry.Kind(rawValue: text) else {
            throw BridgeKBError.usage("unknown kind '\(text)'; expected one of \(Entry.Kind.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return kind
    }
}
