import Foundation

/// Site/kb.json: the public contract of the knowledge base (schema in README.md). Deterministic:
/// keys sorted, entries in guide and source order, no timestamps.
public enum KnowledgeBaseJSON {
    public static let schemaVersion = 1

    /// One entry as kb.json shows it.
    public struct EntryRecord: Codable, Hashable {
        public var id: String
        public var kind: String
        public var guide: String
        public var language: String
        public var line: Int
        public var endLine: Int
        public var file: String
        public var section: String
        public var sectionPath: [String]
        public var title: String
        public var symptom: String
        public var cause: String
        public var fix: String
        public var warning: String
        public var apis: [String]
        public var minimumOS: Int?
        public var examples: [String]
        public var target: String?
        public var translationKey: String
        public var related: [String]

        public init(_ e: Entry) {
            id = e.id; kind = e.kind.rawValue; guide = e.guide; language = e.language.tag
            line = e.source.line; endLine = e.source.endLine; file = e.source.file; section = e.source.section
            sectionPath = e.source.sectionPath; title = e.title; symptom = e.symptom; cause = e.cause; fix = e.fix
            warning = e.warning; apis = e.apis; minimumOS = e.minimumOS; examples = e.examples; target = e.target
            translationKey = e.translationKey; related = e.related
        }
    }

    /// A document of a guide, with its section outline.
    public struct DocumentRecord: Codable, Hashable {
        public var language: String
        public var title: String
        public var source: String
        /// The page's metadata (`date`, `sourceURL` from a web copy's title area; Markdown front matter); absent when empty.
        public var metadata: [String: String]?
        public var sections: [SectionRecord]
    }

    /// A section in the outline of kb.json.
    public struct SectionRecord: Codable, Hashable {
        public var id: String
        public var number: String?
        public var title: String
        public var level: Int
        public var line: Int
        public var endLine: Int
        public var apis: [String]
        public var minimumOS: Int?
        public var snippets: [String]
        public var children: [SectionRecord]

        init(_ s: Section) {
            id = s.id; number = s.number; title = s.title; level = s.level; line = s.range.startLine
            endLine = s.range.endLine; apis = s.apis; minimumOS = s.minimumOS; snippets = s.snippets.map(\.id)
            children = s.children.map(SectionRecord.init)
        }
    }

    /// A guide with its documents.
    public struct GuideRecord: Codable, Hashable {
        public var id: String
        public var sourceLanguage: String
        public var documents: [DocumentRecord]
    }

    /// The whole file.
    public struct File: Codable, Hashable {
        public var schemaVersion: Int
        public var guides: [GuideRecord]
        public var entries: [EntryRecord]
        public var links: [Link]
        public var snippetChecks: [SnippetCheck]
        /// Lint rule id → the entries it enforces.
        public var ruleEntries: [String: [String]]
        /// Term pairs mined from the aligned translations, with their evidence.
        public var lexicon: Lexicon
    }

    public static func file(for kb: KnowledgeBase) -> File {
        File(schemaVersion: schemaVersion,
             guides: kb.guides.map(guideRecord),
             entries: kb.entries.map(EntryRecord.init),
             links: kb.links, snippetChecks: kb.snippetChecks, ruleEntries: kb.ruleEntries, lexicon: kb.lexicon)
    }

    static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    /// The file's bytes: ``file(for:)`` as `JSONEncoder` writes it (pretty-printed, keys sorted) and
    /// a final newline, without bidirectional controls (``BidiControls``; `JSONEncoder` writes them
    /// as they are, never as `\u` escapes).
    public static func encode(_ kb: KnowledgeBase) throws -> Data {
        var data = try encoder().encode(file(for: kb))
        data.append(0x0A)
        return BidiControls.strip(data)
    }

    // MARK: - Put together from parts

    /// The same bytes as ``encode(_:)``, put together from parts: each guide's run of guide, entry and
    /// snippet-check records is encoded on its own (on every core) and, with a `cache` and the
    /// guides' cache keys (``KnowledgeBaseBuilder/guideKeys(files:settings:locks:cache:)``), taken
    /// from the cache when the guide is unchanged — after a one-guide edit, all but one.
    ///
    /// A guide's records are a function of its files, except each entry's `related` ids, which come
    /// from every guide: they are part of the entries' key. `JSONEncoder`'s pretty printing is regular
    /// (two spaces per level, a newline only between tokens, never inside a string), so an element
    /// encoded alone is the element inside the array once its lines are indented.
    public static func encode(_ kb: KnowledgeBase, cache: BuildCache?, guideKeys: [String: String]) throws -> Data {
        let entryRuns = runs(kb.entries, guide: \.guide)
        let checkRuns = runs(kb.snippetChecks, guide: \.guide)
        var parts = [(guides: Data, entries: Data, checks: Data)?](repeating: nil, count: kb.guides.count)
        let entriesByGuide = Dictionary(entryRuns.map { ($0.guide, $0.range) }, uniquingKeysWith: { a, _ in a })
        let checksByGuide = Dictionary(checkRuns.map { ($0.guide, $0.range) }, uniquingKeysWith: { a, _ in a })
        // Records that are not one run per guide in the guides' order (a hand-made knowledge base):
        // the whole file is encoded at once.
        let order = Dictionary(kb.guides.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { a, _ in a })
        func followGuides(_ runs: [(guide: String, range: Range<Int>)]) -> Bool {
            let positions = runs.map { order[$0.guide] ?? -1 }
            return !positions.contains(-1) && zip(positions, positions.dropFirst()).allSatisfy { $0 < $1 }
        }
        guard order.count == kb.guides.count, followGuides(entryRuns), followGuides(checkRuns) else { return try encode(kb) }
        try parts.withUnsafeMutableBufferPointer { buffer in
            let slots = buffer
            let failure = Locked<Error?>(nil)
            DispatchQueue.concurrentPerform(iterations: kb.guides.count) { g in
                do {
                    let guide = kb.guides[g]
                    let entries = kb.entries[entriesByGuide[guide.id] ?? 0..<0]
                    let checks = kb.snippetChecks[checksByGuide[guide.id] ?? 0..<0]
                    let encoder = encoder()
                    func part(_ kind: String, related: Bool = false, _ make: () throws -> Data) rethrows -> Data {
                        guard let cache, let guideKey = guideKeys[guide.id] else { return try make() }
                        let key = cache.key("kbjson-\(kind)") { hasher in
                            hasher.combine(String(schemaVersion)); hasher.combine(guideKey)
                            if related { for entry in entries { hasher.combine(entry.related.joined(separator: " ")) } }
                        }
                        if let data = cache.data(for: key) { return data }
                        let data = try make()
                        cache.store(data, for: key)
                        return data
                    }
                    slots[g] = (
                        try part("guide") { try elements([guideRecord(guide)], encoder) },
                        try part("entries", related: true) { try elements(entries.map(EntryRecord.init), encoder) },
                        try part("checks") { try elements(Array(checks), encoder) })
                } catch {
                    failure.withLock { $0 = $0 ?? error }
                }
            }
            if let error = failure.withLock({ $0 }) { throw error }
        }

        // The file without its three per-guide arrays, whose places are then filled in.
        var skeleton = file(for: KnowledgeBase(guides: [], entries: [], links: kb.links, translations: TranslationReport()))
        skeleton.ruleEntries = kb.ruleEntries
        skeleton.lexicon = kb.lexicon
        let base = try encoder().encode(skeleton)

        func array(_ pieces: [Data]) -> Data {
            let filled = pieces.filter { !$0.isEmpty }
            guard !filled.isEmpty else { return Data("[\n\n  ]".utf8) }
            var data = Data("[\n".utf8)
            for (i, piece) in filled.enumerated() {
                if i > 0 { data.append(contentsOf: ",\n".utf8) }
                data.append(piece)
            }
            data.append(contentsOf: "\n  ]".utf8)
            return data
        }
        let done = parts.compactMap { $0 }
        var data = base
        for (key, value) in [("entries", array(done.map(\.entries))), ("guides", array(done.map(\.guides))),
                             ("snippetChecks", array(done.map(\.checks)))] {
            let empty = Data("\n  \"\(key)\" : [\n\n  ]".utf8)
            guard let place = data.range(of: empty) else { throw BridgeKBError.io(path: "kb.json", message: "no place for \(key)") }
            data.replaceSubrange(place, with: Data("\n  \"\(key)\" : ".utf8) + value)
        }
        data.append(0x0A)
        return BidiControls.strip(data)
    }

    private static func guideRecord(_ g: Guide) -> GuideRecord {
        GuideRecord(id: g.id, sourceLanguage: g.sourceLanguage.tag, documents: g.documents.map { d in
            DocumentRecord(language: d.language.tag, title: d.title, source: d.source, metadata: d.metadata.isEmpty ? nil : d.metadata,
                           sections: d.sections.map(SectionRecord.init))
        })
    }

    /// Each value encoded alone, its lines indented to an element of a top-level array (four
    /// spaces; empty lines stay empty), joined by ",\n".
    private static func elements<T: Encodable>(_ values: [T], _ encoder: JSONEncoder) throws -> Data {
        var out: [UInt8] = []
        for (i, value) in values.enumerated() {
            if i > 0 { out += [0x2C, 0x0A] }
            try encoder.encode(value).withUnsafeBytes { (encoded: UnsafeRawBufferPointer) in
                let bytes = encoded.bindMemory(to: UInt8.self)
                out.reserveCapacity(out.count + bytes.count + bytes.count / 8)
                // Line by line: the indent, then the line up to and with its newline.
                var start = 0
                while start < bytes.count {
                    let end = bytes[start...].firstIndex(of: 0x0A).map { $0 + 1 } ?? bytes.count
                    if bytes[start] != 0x0A { out += [0x20, 0x20, 0x20, 0x20] }
                    out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<end]))
                    start = end
                }
            }
        }
        return Data(out)
    }

    /// The maximal runs of consecutive items of the same guide.
    private static func runs<T>(_ items: [T], guide: KeyPath<T, String>) -> [(guide: String, range: Range<Int>)] {
        var result: [(guide: String, range: Range<Int>)] = []
        var start = 0
        for i in items.indices where i == items.count - 1 || items[i + 1][keyPath: guide] != items[i][keyPath: guide] {
            result.append((items[i][keyPath: guide], start..<(i + 1)))
            start = i + 1
        }
        return result
    }
}
