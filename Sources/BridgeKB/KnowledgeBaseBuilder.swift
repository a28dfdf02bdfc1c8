import Foundation

/// The pipeline from source files to a knowledge base: read, extract, (link, check). Pure: it does no
/// I/O; its input is bytes and its output one value, with problems in the diagnostic engine.
public enum KnowledgeBaseBuilder {
    /// Optional per-guide settings from `Content/<guide>/guide.json`.
    public struct GuideSettings: Codable, Hashable, Sendable {
        /// The language translations are compared against (default: zh-Hans if present, else the first tag).
        public var sourceLanguage: String?
        public init(sourceLanguage: String? = nil) { self.sourceLanguage = sourceLanguage }
    }

    public static func build(files: [SourceFile], settings: [String: GuideSettings] = [:],
                             diagnostics: DiagnosticEngine) -> KnowledgeBase {
        // Read every file (independent work, both cores), keeping the input order.
        var documents = [Document?](repeating: nil, count: files.count)
        let lock = NSLock()
        DispatchQueue.concurrentPerform(iterations: files.count) { i in
            let document = DocumentParser.parse(files[i], diagnostics: diagnostics)
            lock.lock(); documents[i] = document; lock.unlock()
        }
        var byGuide: [String: [Document]] = [:]
        for document in documents.compactMap({ $0 }) {
            if byGuide[document.guide]?.contains(where: { $0.language == document.language }) == true {
                diagnostics.emit(.error, "content.duplicate-language",
                                 "guide '\(document.guide)' has two files in \(document.language.tag); keeping the first",
                                 file: document.source)
                continue
            }
            byGuide[document.guide, default: []].append(document)
        }
        var guides: [Guide] = []
        var entries: [Entry] = []
        for id in byGuide.keys.sorted() {
            var docs = byGuide[id]!
            let source = sourceLanguage(of: docs, declared: settings[id]?.sourceLanguage)
            docs.sort { ($0.language == source ? 0 : 1, $0.language.tag) < ($1.language == source ? 0 : 1, $1.language.tag) }
            var annotated: [Document] = []
            for doc in docs {
                let (document, found) = EntryExtractor.extract(from: doc)
                annotated.append(document)
                entries += found
            }
            guides.append(Guide(id: id, documents: annotated, sourceLanguage: source))
        }
        return KnowledgeBase(guides: guides, entries: entries, links: [])
    }

    static func sourceLanguage(of documents: [Document], declared: String?) -> Language {
        if let declared, documents.contains(where: { $0.language.tag == declared }) { return Language(declared) }
        if documents.contains(where: { $0.language == .simplifiedChinese }) { return .simplifiedChinese }
        return documents.map(\.language).min() ?? .simplifiedChinese
    }
}
