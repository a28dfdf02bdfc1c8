import Foundation
import BridgeKBModel
import BridgeKBText
import BridgeKBStore

/// A content folder read and turned into a knowledge base in memory: the first half of every build
/// and what the query commands (`pitfalls`, `show`, `translations`, `check`) work on. Only the
/// ``ContentLoader`` touches the disk; the stages take its values and return values.
public struct KnowledgeBaseSession {
    public var kb: KnowledgeBase
    public var diagnostics: DiagnosticEngine
    public var files: [SourceFile]
    public var glossary: Glossary?
    public var loader: ContentLoader
    /// Guide id → the key of what the guide stage made of it: the hash of its files, settings and lock,
    /// and of the lexicon when the guide took its second chance (only when building with a cache).
    public var guideKeys: [String: String] = [:]

    /// The hash of everything the build reads: guide files, glossary, settings and locks.
    public var contentHash: String { loader.contentHash(of: files) }

    /// Reads `content` and runs the guide stages (read, extract, link, check), memoised per guide in
    /// `cache` when one is given. `stageEnded` hears the end of each stage, by name (`load`, then those
    /// of ``KnowledgeBaseBuilder/build(files:settings:locks:glossary:vocabulary:diagnostics:cache:stageEnded:)``).
    public static func load(content: URL, cache: BuildCache? = nil,
                            stageEnded: ((String) -> Void)? = nil) throws -> KnowledgeBaseSession {
        let loader = ContentLoader(root: content)
        let diagnostics = DiagnosticEngine()
        let files = try loader.load(diagnostics: diagnostics)
        let glossary = try loader.glossary(diagnostics: diagnostics)
        let settings = loader.settings(diagnostics: diagnostics), locks = loader.locks(diagnostics: diagnostics)
        let vocabulary = loader.vocabulary(diagnostics: diagnostics)
        stageEnded?("load")
        let built = KnowledgeBaseBuilder.buildKeyed(files: files, settings: settings, locks: locks, glossary: glossary,
                                                    vocabulary: vocabulary, diagnostics: diagnostics, cache: cache, stageEnded: stageEnded)
        var session = KnowledgeBaseSession(kb: built.kb, diagnostics: diagnostics, files: files, glossary: glossary, loader: loader)
        session.guideKeys = built.guideKeys
        return session
    }

    /// The standard tokenizer, or the glossary's when there is one.
    public func tokenizer() throws -> Tokenizer {
        Tokenizer(normalizer: try glossary?.normalizer ?? TextNormalizer.standard())
    }
}
