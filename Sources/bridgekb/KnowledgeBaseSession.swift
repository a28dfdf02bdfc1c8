import Foundation
import BridgeKB

/// Loads the knowledge base for the query commands: Content/ read and extracted in memory.
enum KnowledgeBaseSession {
    static func load(content: String?, context: CommandContext) throws -> (KnowledgeBase, DiagnosticEngine) {
        let root = URL(fileURLWithPath: content ?? "Content")
        let diagnostics = DiagnosticEngine()
        let loader = ContentLoader(root: root)
        let files = try loader.load(diagnostics: diagnostics)
        let kb = KnowledgeBaseBuilder.build(files: files, settings: loader.settings(diagnostics: diagnostics),
                                            locks: loader.locks(diagnostics: diagnostics),
                                            glossary: try loader.glossary(diagnostics: diagnostics), diagnostics: diagnostics)
        return (kb, diagnostics)
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
