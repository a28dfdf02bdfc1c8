import Foundation
import BridgeKBModel

/// `Content/<guide>/translations.lock`: for each translation, the content hash of every source
/// section as it was when the translation was last accepted. A source section whose hash changed
/// since marks its translation stale until someone accepts it again (`bridgekb translations --accept`).
public struct TranslationLock: Codable, Hashable, Sendable {
    public var sourceLanguage: String
    /// Language tag → source section id → hash of the source section's own content.
    public var accepted: [String: [String: String]]

    public init(sourceLanguage: String, accepted: [String: [String: String]] = [:]) {
        self.sourceLanguage = sourceLanguage
        self.accepted = accepted
    }

    /// A stable hash (FNV-1a, 64-bit, hex) of a section's heading and own blocks, children excluded.
    public static func hash(of section: Section) -> String {
        var text = section.heading + "\n"
        for block in section.blocks { text += block.kind.rawValue + ":" + block.plainText + "\n" }
        return String(FNV1a.hash(text.utf8), radix: 16)
    }

    /// The lock that accepts every translation of `guide` as it is now.
    public static func accepting(_ guide: Guide) -> TranslationLock {
        var lock = TranslationLock(sourceLanguage: guide.sourceLanguage.tag)
        guard let source = guide.document(in: guide.sourceLanguage) else { return lock }
        let hashes = Dictionary(source.allSections.map { ($0.id, hash(of: $0)) }, uniquingKeysWith: { a, _ in a })
        for document in guide.documents where document.language != guide.sourceLanguage {
            lock.accepted[document.language.tag] = hashes
        }
        return lock
    }

    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        var data = try encoder.encode(self)
        data.append(0x0A)
        return data
    }
}
