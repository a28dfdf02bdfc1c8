import Foundation
import BridgeKBModel

/// The options the query commands share, checked against the knowledge base they query.
extension ParsedArguments {
    /// `--lang` as a language, checked against the tags the knowledge base has.
    func language(in kb: KnowledgeBase) throws -> Language? {
        try language(among: Set(kb.guides.flatMap(\.languages).map(\.tag)))
    }

    /// `--lang` as a language, checked against `known`, the tags of the guides queried.
    func language(among known: @autoclosure () throws -> Set<String>) throws -> Language? {
        guard let tag = option("lang") else { return nil }
        let known = try known()
        guard known.contains(tag) else {
            throw BridgeKBError.usage("unknown language '\(tag)'; the guides are in \(known.sorted().joined(separator: ", "))")
        }
        return Language(tag)
    }

    /// `--guide`, checked against the knowledge base's guides.
    func guide(in kb: KnowledgeBase) throws -> String? {
        guard let id = option("guide") else { return nil }
        guard kb.guide(id) != nil else {
            throw BridgeKBError.usage("unknown guide '\(id)'; guides: \(kb.guides.map(\.id).joined(separator: ", "))")
        }
        return id
    }

    /// `--kind`, checked against the entry kinds and `extra` (`section` for search).
    func kind(extra: [String] = []) throws -> String? {
        guard let text = option("kind") else { return nil }
        let known = Entry.Kind.allCases.map(\.rawValue) + extra
        guard known.contains(text) else {
            throw BridgeKBError.usage("unknown kind '\(text)'; expected one of \(known.joined(separator: ", "))")
        }
        return text
    }

    /// `--kind` as an entry kind.
    func entryKind() throws -> Entry.Kind? { try kind().flatMap(Entry.Kind.init(rawValue:)) }
}

/// What `--ios` hid, for `pitfalls` and `search`: "2 entries need a later iOS than 16 and were hidden".
func hiddenByIOS(_ n: Int, _ singular: String, _ plural: String? = nil, ios: Int) -> String {
    "\(counted(n, singular, plural)) \(n == 1 ? "needs" : "need") a later iOS than \(ios) and \(n == 1 ? "was" : "were") hidden"
}
