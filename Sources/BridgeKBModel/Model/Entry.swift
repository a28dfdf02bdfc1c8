/// A knowledge-base entry: a pitfall (gotcha, anti-pattern, mistake, caution), a pattern or a decision rule,
/// in one language. The records of one entry in different languages share `id` and `translationKey`.
public struct Entry: Codable, Hashable, Sendable {
    /// What an entry is.
    public enum Kind: String, Codable, Sendable, CaseIterable {
        /// A row of a pitfall table: something that goes wrong, how it shows, how to fix it.
        case gotcha
        /// A row of an anti-pattern table: a tempting idea, why it is wrong, what to do instead.
        case antiPattern
        /// A wrong way shown as such: a section written as "错误：…" / `Pitfall 2: …`, a ❌ example,
        /// or an item of a "Common Mistakes" list, with its problem and fix.
        case mistake
        /// A hazard a guide warns about in passing (`需要注意的是，…`, `〜に注意してください`, `Note that …`)
        /// or an item of a caution section (`注意事项`), with the remedy when the text gives one.
        case caution
        /// A canonical example worth copying.
        case pattern
        /// "When X, use Y": a quick rule or a row of a choice table.
        case decisionRule

        public var isPitfall: Bool { self == .gotcha || self == .antiPattern || self == .mistake || self == .caution }
    }

    /// ASCII slug, the same in every language of the guide: `<guide>-<section-id>[-<n>]`.
    public var id: String
    public var kind: Kind
    public var guide: String
    public var language: Language
    public var title: String
    public var symptom: String
    public var cause: String
    public var fix: String
    /// For decision rules: a warning sign that the choice is going wrong (警惕信号).
    public var warning: String
    /// API identifiers the entry concerns (`UIViewRepresentable`, `updateUIView`, `@Observable`).
    public var apis: [String]
    /// The iOS major version the entry needs, from its own text, else its sections, else its APIs.
    public var minimumOS: Int?
    /// Ids of snippets that show the problem (❌) or the pattern.
    public var examples: [String]
    /// Where the entry comes from.
    public var source: SourceReference
    /// The section a decision rule points to (`（第 1 部分）` → `part-1`).
    public var target: String?
    /// Shared by the entry's records in every language.
    public var translationKey: String
    /// Ids of related entries in other guides (filled by linking).
    public var related: [String]

    public init(id: String, kind: Kind, guide: String, language: Language, title: String, symptom: String = "",
                cause: String = "", fix: String = "", warning: String = "", apis: [String] = [], minimumOS: Int? = nil,
                examples: [String] = [], source: SourceReference, target: String? = nil, related: [String] = []) {
        self.id = id; self.kind = kind; self.guide = guide; self.language = language; self.title = title
        self.symptom = symptom; self.cause = cause; self.fix = fix; self.warning = warning; self.apis = apis
        self.minimumOS = minimumOS; self.examples = examples; self.source = source; self.target = target
        self.translationKey = id; self.related = related
    }

    /// Title, symptom, cause, fix and warning, for matching and search.
    public var text: String { [title, symptom, cause, fix, warning].filter { !$0.isEmpty }.joined(separator: "\n") }
}

/// A place in a guide: file, lines, and the section (by id and path of titles).
public struct SourceReference: Codable, Hashable, Sendable {
    public var file: String
    public var line: Int
    public var endLine: Int
    public var section: String
    /// Titles from the top-level section down to the entry's section.
    public var sectionPath: [String]

    public init(file: String, line: Int, endLine: Int, section: String, sectionPath: [String]) {
        self.file = file; self.line = line; self.endLine = endLine; self.section = section; self.sectionPath = sectionPath
    }
}
