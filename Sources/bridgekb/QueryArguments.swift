import Foundation
import BridgeKBModel

/// The options the query commands share, checked against the knowledge base they query.
extension ParsedArguments {
    /// `--lang` as a language, checked against the tags the knowledge base has.
    func language(in kb: KnowledgeBase) throws -> Language? {
        guard let tag = option("lang") else { return nil }
        let known = Set(kb.guides.flatMap(\.languages).map(\.tag))
        guard known.contains(tag) else {
            throw BridgeKBError.usage("unknown language '\(tag)'; the guides are in \(known.sorted().joined(separator: ", "))")
        }
        return Language(tag)
    }

    /// `--kind` as an entry kind.
    func entryKind() throws -> Entry.Kind? {
        guard let text = option("kind") else { return nil }
        guard let kind = Entry.Kind(rawValue: text) else {
            throw BridgeKBError.usage("unknown kind '\(text)'; expected one of \(Entry.Kind.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return kind
    }
}
