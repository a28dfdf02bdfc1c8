/// One guide in one language: its title and section tree, read from one source file.
public struct Document: Codable, Hashable, Sendable {
    /// The source formats bridgekb reads.
    public enum Format: String, Codable, Sendable { case plainText = "txt", markdown = "md", html }

    public var guide: String
    public var language: Language
    public var title: String
    /// Short lines above the title, such as a slug or a category (`axiom-uikit-bridging`, `框架集成`).
    public var kicker: [String]
    /// The path of the source file, relative to the content folder where possible.
    public var source: String
    public var format: Format
    /// Blocks between the title and the first section.
    public var preamble: [Block]
    public var sections: [Section]
    /// Markdown front matter or similar metadata (`translationOf`, `source` …).
    public var metadata: [String: String]

    public init(guide: String, language: Language, title: String, kicker: [String] = [], source: String,
                format: Format, preamble: [Block] = [], sections: [Section] = [], metadata: [String: String] = [:]) {
        self.guide = guide; self.language = language; self.title = title; self.kicker = kicker
        self.source = source; self.format = format; self.preamble = preamble; self.sections = sections
        self.metadata = metadata
    }

    /// Every section, depth first.
    public var allSections: [Section] { sections.flatMap(\.flattened) }

    /// Every snippet in the document, in source order.
    public var allSnippets: [Snippet] {
        (preamble.compactMap(\.snippet) + allSections.flatMap(\.snippets)).sorted { $0.range.start < $1.range.start }
    }

    /// The section with `id`, searched depth first.
    public func section(id: String) -> Section? { allSections.first { $0.id == id } }
}

/// A guide: one topic, written in one or more languages.
public struct Guide: Codable, Hashable, Sendable {
    public var id: String
    /// The documents, one per language, in a stable order (source language first).
    public var documents: [Document]
    /// The language translations are compared against.
    public var sourceLanguage: Language

    public init(id: String, documents: [Document], sourceLanguage: Language? = nil) {
        self.id = id
        self.documents = documents
        self.sourceLanguage = sourceLanguage ?? documents.first?.language ?? .simplifiedChinese
    }

    public var languages: [Language] { documents.map(\.language) }

    public func document(in language: Language) -> Document? { documents.first { $0.language == language } }
}
