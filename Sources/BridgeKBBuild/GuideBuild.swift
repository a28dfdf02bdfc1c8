import Foundation
import BridgeKBModel
import BridgeKBExtraction
import BridgeKBStore

/// What one guide contributes to the knowledge base before guides are linked to each other: its
/// documents (translations aligned), entries, translation links and issues, and the diagnostics of
/// reading it. A pure function of the guide's files, settings and lock, so it is cached by their hash.
public struct GuideBuild: Codable, Sendable {
    /// Nil when none of the guide's files could be read.
    public var guide: Guide?
    public var entries: [Entry] = []
    public var links: [Link] = []
    public var issues: [TranslationReport.Issue] = []
    public var coverage: [TranslationReport.Coverage] = []
    public var snippetChecks: [SnippetCheck] = []
    public var diagnostics: [Diagnostic] = []
    /// Whether a translation left sections unpaired on both sides between the same aligned
    /// neighbours: the build gives them a second chance once the lexicon is mined.
    public var hasOpenGaps = false

    public init(guide: Guide? = nil, diagnostics: [Diagnostic] = []) {
        self.guide = guide
        self.diagnostics = diagnostics
    }

    /// The cache key of a guide: its id, every file's path, format, declared language and bytes, its
    /// settings, its translation lock and the extraction vocabulary (and, through the cache, the tool's
    /// identity).
    static func key(of input: GuidePipeline.Input, cache: BuildCache) -> String {
        cache.key("guide") { hasher in
            hasher.combine(input.id)
            hasher.combine(input.vocabulary.fingerprint)
            for file in input.files {
                hasher.combine(file.path)
                hasher.combine(file.format.rawValue)
                hasher.combine(file.declaredLanguage?.tag ?? "-")
                hasher.combine(file.data)
            }
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            hasher.combine((try? input.settings.map { try encoder.encode($0) }) ?? nil ?? Data("-".utf8))
            hasher.combine((try? input.lock.map { try encoder.encode($0) }) ?? nil ?? Data("-".utf8))
        }
    }
}
