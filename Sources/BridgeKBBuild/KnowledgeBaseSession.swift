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
    /// Everything read from the content folder, once: later phases take it instead of the disk.
    public var content: ContentSnapshot
    public var loader: ContentLoader
    /// Guide id → the key of what the guide stage made of it: the hash of its files, settings and lock,
    /// and of the lexicon when the guide took its second chance (only when building with a cache).
    public var guideKeys: [String: String] = [:]

    public var glossary: Glossary? { content.glossary }

    /// The hash of everything the build reads: guide files, glossary, settings and locks.
    public var contentHash: String { content.contentHash }

    /// Reads `content` (once: ``ContentSnapshot``; `dates`: with what a site shows of the files' history)
    /// and runs the guide stages (read, extract, link, check), memoised per guide in
    /// `cache` when one is given. `stageEnded` hears the end of each stage, by name (`load`, then those
    /// of ``KnowledgeBaseBuilder/build(files:settings:locks:glossary:vocabulary:diagnostics:cache:stageEnded:)``).
    public static func load(content: URL, cache: BuildCache? = nil, dates: Bool = false,
                            stageEnded: ((String) -> Void)? = nil) throws -> KnowledgeBaseSession {
        let loader = ContentLoader(root: content)
        let diagnostics = DiagnosticEngine()
        let snapshot = try loader.snapshot(diagnostics: diagnostics, dates: dates)
        stageEnded?("load")
        return make(snapshot, loader: loader, diagnostics: diagnostics, cache: cache, stageEnded: stageEnded)
    }

    /// The guide stages run over content already read (problems go to `diagnostics`, after the
    /// loader's); ``load(content:cache:dates:stageEnded:)`` without the reading.
    static func make(_ snapshot: ContentSnapshot, loader: ContentLoader, diagnostics: DiagnosticEngine, cache: BuildCache?,
                     stageEnded: ((String) -> Void)?) -> KnowledgeBaseSession {
        let built = KnowledgeBaseBuilder.buildKeyed(files: snapshot.files, settings: snapshot.settings, locks: snapshot.locks,
                                                    glossary: snapshot.glossary, vocabulary: snapshot.vocabulary,
                                                    diagnostics: diagnostics, cache: cache, stageEnded: stageEnded)
        var session = KnowledgeBaseSession(kb: built.kb, diagnostics: diagnostics, content: snapshot, loader: loader)
        session.guideKeys = built.guideKeys
        return session
    }

    /// The standard tokenizer, or the glossary's when there is one.
    public func tokenizer() throws -> Tokenizer {
        Tokenizer(normalizer: try glossary?.normalizer ?? TextNormalizer.standard())
    }
}
