import Foundation
import BridgeKBModel
import BridgeKBStore

/// How many results of one kind a build made anew, of how many it used (the others came from the
/// cache, or were kept from the last build into the output folder).
public struct Remade: Sendable, Equatable {
    public var made = 0
    public var total = 0
}

/// The build's memo of what the store makes of its inputs: bytes kept in the cache under a hash of
/// the input's encoding, by kind. The store takes plain functions made here — a compressor for
/// kb.sqlite's blocks of texts, the parts of kb.json — so that no stage target holds cache code.
/// Without a cache every result is made. Counts, per kind, what it made and what it was asked for.
final class OutputMemo: Sendable {
    private let memo: Memo?
    private let counts = Locked([String: Remade]())

    init(cache: BuildCache?) { memo = cache?.memo() }

    /// What `make` gives, kept under a hash of `kind` (lower-case letters: it names the cache's
    /// entries) and of what `input` adds (the input's encoding).
    func bytes(_ kind: String, input: (inout ContentHasher) -> Void, make: () throws -> Data) rethrows -> Data {
        guard let memo else {
            count(kind, made: true)
            return try make()
        }
        let key = Memo.fingerprint(kind, input)
        if let data = memo.load(key) {
            count(kind, made: false)
            return data
        }
        let data = try make()
        memo.save(key, data)
        count(kind, made: true)
        return data
    }

    /// Counts one result of `kind`, made anew or not.
    func count(_ kind: String, made: Bool) {
        counts.withLock { counts in
            counts[kind, default: Remade()].total += 1
            if made { counts[kind]!.made += 1 }
        }
    }

    /// Counts `total` results of `kind`, `made` of them anew.
    func count(_ kind: String, made: Int, of total: Int) {
        counts.withLock { counts in
            counts[kind, default: Remade()].total += total
            counts[kind]!.made += made
        }
    }

    /// What was made and used so far, by kind.
    var remade: [String: Remade] { counts.withLock { $0 } }

    /// ` (3 of 4,096 files written)` for `--timings`: what was made of `kind` so far; empty without counts.
    func detail(_ kind: String, _ what: String) -> String {
        remade[kind].map { " (\($0.made) of \($0.total) \(what))" } ?? ""
    }

    /// kb.sqlite's compressor of a block of record texts (``Deflate``), kept by the block's bytes.
    var compress: @Sendable ([UInt8]) -> [UInt8] {
        { bytes in
            Array(self.bytes("textblock", input: { hasher in bytes.withUnsafeBytes { hasher.combine($0) } }) {
                Data(Deflate.compress(bytes))
            })
        }
    }

    /// kb.json's parts (``KnowledgeBaseJSON/Part``), kept by the guide's key — the hash of what the
    /// guide stage read, which its record and entries are made of — and, for a run of entries, their
    /// ids and the related entries other guides gave them. A guide without a key is encoded afresh.
    func kbJSONPart(guideKeys: [String: String]) -> KnowledgeBaseJSON.Part {
        { kind, guide, entries, make in
            guard let guideKey = guideKeys[guide] else {
                self.count("json" + kind, made: true)
                return try make()
            }
            return try self.bytes("json" + kind, input: { hasher in
                hasher.combine(guideKey)
                for entry in entries {
                    hasher.combine(entry.id)
                    hasher.combine(entry.related.joined(separator: " "))
                }
            }, make: make)
        }
    }
}
