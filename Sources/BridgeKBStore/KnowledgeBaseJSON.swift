import Foundation
import BridgeKBModel

/// Site/kb.json: the public contract of the knowledge base (README.md; docs/kb.schema.json). Deterministic:
/// keys sorted, entries in guide and source order, no timestamps. Every key is always written: a value
/// that is unknown or does not apply is `null` (the records' `encode(to:)`), never a missing key.
public enum KnowledgeBaseJSON {
    public static let schemaVersion = 1

    /// A document of a guide, with its section outline.
    public struct DocumentRecord: Codable, Hashable {
        public var language: String
        public var title: String
        public var source: String
        /// The page's metadata (`date`, `sourceURL` from a web copy's title area; Markdown front matter); null when empty.
        public var metadata: [String: String]?
        public var sections: [SectionRecord]

        public func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(language, forKey: .language); try c.encode(title, forKey: .title); try c.encode(source, forKey: .source)
            try c.encode(metadata, forKey: .metadata); try c.encode(sections, forKey: .sections)
        }
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

        public func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(id, forKey: .id); try c.encode(number, forKey: .number); try c.encode(title, forKey: .title)
            try c.encode(level, forKey: .level); try c.encode(line, forKey: .line); try c.encode(endLine, forKey: .endLine)
            try c.encode(apis, forKey: .apis); try c.encode(minimumOS, forKey: .minimumOS); try c.encode(snippets, forKey: .snippets)
            try c.encode(children, forKey: .children)
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
        /// Entries in their own coded form (``Entry``'s `encode(to:)`).
        public var entries: [Entry]
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
             entries: kb.entries,
             links: kb.links, snippetChecks: kb.snippetChecks, ruleEntries: kb.ruleEntries, lexicon: kb.lexicon)
    }

    static func encoder() -> JSONEncoder { PrettyJSON.encoder() }

    /// The file's bytes: ``file(for:)`` as `JSONEncoder` writes it (pretty-printed, keys sorted) and
    /// a final newline, without bidirectional controls (``BidiControls``; `JSONEncoder` writes them
    /// as they are, never as `\u` escapes).
    public static func encode(_ kb: KnowledgeBase) throws -> Data {
        var data = try encoder().encode(file(for: kb))
        data.append(0x0A)
        return BidiControls.strip(data)
    }

    static func guideRecord(_ g: Guide) -> GuideRecord {
        GuideRecord(id: g.id, sourceLanguage: g.sourceLanguage.tag, documents: g.documents.map { d in
            DocumentRecord(language: d.language.tag, title: d.title, source: d.source, metadata: d.metadata.isEmpty ? nil : d.metadata,
                           sections: d.sections.map(SectionRecord.init))
        })
    }
}
