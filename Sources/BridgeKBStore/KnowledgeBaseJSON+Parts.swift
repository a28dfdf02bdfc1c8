import Foundation
import BridgeKBModel

/// kb.json made of parts: each guide's record and each run of one guide's entries is encoded alone
/// and spliced into the rest of the file, so that a caller may keep the parts of the guides that did
/// not change (at 1,000 guides the entries and guide records are nine tenths of the file). The bytes
/// are those of ``KnowledgeBaseJSON/encode(_:)``.
extension KnowledgeBaseJSON {
    /// One part of the file: `kind` (`guide` or `entries`), the guide, the entries of the run (none
    /// for a guide's record), and what makes the part's bytes.
    public typealias Part = @Sendable (_ kind: String, _ guide: String, _ entries: ArraySlice<Entry>,
                                       _ make: () throws -> Data) throws -> Data

    /// ``encode(_:)``'s bytes, the guide records and the runs of consecutive entries of one guide
    /// made through `part` (on every core), the rest encoded here.
    public static func encode(_ kb: KnowledgeBase, part: Part) throws -> Data {
        var rest = file(for: kb)
        rest.entries = []
        rest.guides = []
        var data = try encoder().encode(rest)
        var runs: [Range<Int>] = []
        var start = kb.entries.startIndex
        while start < kb.entries.endIndex {
            var end = start + 1
            while end < kb.entries.endIndex, kb.entries[end].guide == kb.entries[start].guide { end += 1 }
            runs.append(start..<end)
            start = end
        }
        let entries = kb.entries
        let entryParts = try runs.parallelMap { run in
            Result { try part("entries", entries[run.lowerBound].guide, entries[run]) { try elements(Array(entries[run])) } }
        }.map { try $0.get() }
        let guideParts = try kb.guides.parallelMap { guide in
            Result { try part("guide", guide.id, []) { try elements([guideRecord(guide)]) } }
        }.map { try $0.get() }
        guard splice(&data, key: "entries", entryParts), splice(&data, key: "guides", guideParts) else {
            throw BridgeKBError.badInput(path: "kb.json", message: "cannot splice the parts of kb.json")
        }
        data.append(0x0A)
        return BidiControls.strip(data)
    }

    /// Each value pretty-printed as an element of an array at the file's second level (every line but
    /// empty ones indented by four spaces), the elements joined by `,` and a line break.
    static func elements<T: Encodable>(_ values: [T]) throws -> Data {
        let encoder = encoder()
        var out: [UInt8] = []
        for (index, value) in values.enumerated() {
            if index > 0 { out += [0x2C, 0x0A] }
            let encoded = try encoder.encode(value)
            out.reserveCapacity(out.count + encoded.count + encoded.count / 8)
            encoded.withUnsafeBytes { raw in
                var lineStart = true
                for byte in raw {
                    if lineStart, byte != 0x0A { out += [0x20, 0x20, 0x20, 0x20] }
                    out.append(byte)
                    lineStart = byte == 0x0A
                }
            }
        }
        return Data(out)
    }

    /// Puts `parts` (each ``elements(_:)`` of some values, joined as one array) in place of the
    /// empty array of the file's top-level `key`; false when the file has no such empty array.
    static func splice(_ data: inout Data, key: String, _ parts: [Data]) -> Bool {
        let empty = Data("\n  \"\(key)\" : [\n\n  ]".utf8)
        guard let range = data.range(of: empty) else { return false }
        let nonEmpty = parts.filter { !$0.isEmpty }
        guard !nonEmpty.isEmpty else { return true }
        var array = Data("\n  \"\(key)\" : [\n".utf8)
        for (index, part) in nonEmpty.enumerated() {
            if index > 0 { array.append(contentsOf: Array(",\n".utf8)) }
            array.append(part)
        }
        array.append(contentsOf: Array("\n  ]".utf8))
        data.replaceSubrange(range, with: array)
        return true
    }
}
