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
    /// How sure the entry model is (0–1) of an entry it found among a guide's candidates; nil for an entry
    /// the guide's structure states (a pitfall table's row, a `坑一：` heading, a ❌ example, …).
    public var confidence: Double?

    public init(id: String, kind: Kind, guide: String, language: Language, title: String, symptom: String = "",
                cause: String = "", fix: String = "", warning: String = "", apis: [String] = [], minimumOS: Int? = nil,
                examples: [String] = [], source: SourceReference, target: String? = nil, related: [String] = []) {
        self.id = id; self.kind = kind; self.guide = guide; self.language = language; self.title = title
        self.symptom = symptom; self.cause = cause; self.fix = fix; self.warning = warning; self.apis = apis
        self.minimumOS = minimumOS; self.examples = examples; self.source = source; self.target = target
        self.translationKey = id; self.related = related
    }

    /// The fields a reader is shown under the title, in order, by key (`symptom`, `cause`, `fix` — `use` for
    /// a decision rule — and `warning`): empty ones and one that only repeats the title (a problem its
    /// title states) left out.
    public var shownFields: [(key: String, text: String)] {
        let title = self.title.trimmingCharacters(in: .whitespacesAndNewlines)
        return [("symptom", symptom), ("cause", cause), (kind == .decisionRule ? "use" : kind == .pattern ? "how" : "fix", fix), ("warning", warning)]
            .filter { !$0.1.isEmpty && $0.1.trimmingCharacters(in: .whitespacesAndNewlines) != title }
    }

    /// Title, symptom, cause, fix and warning, for matching and search.
    public var text: String { [title, symptom, cause, fix, warning].filter { !$0.isEmpty }.joined(separator: "\n") }

    // The one coded form of an entry — kb.json's (README.md, docs/kb.schema.json), the build cache's and
    // the CLI's `--json`: `source` flattened into `file`, `line`, `endLine`, `section`, `sectionPath`, and
    // every key written (`null` when a value is unknown). A new field is one case here plus the schema.
    private enum CodingKeys: String, CodingKey {
        case id, kind, guide, language, title, symptom, cause, fix, warning, apis, minimumOS, examples, target,
             translationKey, related, confidence, file, line, endLine, section, sectionPath
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(String.self, forKey: .id); kind = try c.decode(Kind.self, forKey: .kind)
        guide = try c.decode(String.self, forKey: .guide); language = try c.decode(Language.self, forKey: .language)
        title = try c.decode(String.self, forKey: .title); symptom = try c.decode(String.self, forKey: .symptom)
        cause = try c.decode(String.self, forKey: .cause); fix = try c.decode(String.self, forKey: .fix)
        warning = try c.decode(String.self, forKey: .warning); apis = try c.decode([String].self, forKey: .apis)
        minimumOS = try c.decodeIfPresent(Int.self, forKey: .minimumOS); examples = try c.decode([String].self, forKey: .examples)
        target = try c.decodeIfPresent(String.self, forKey: .target); translationKey = try c.decode(String.self, forKey: .translationKey)
        related = try c.decode([String].self, forKey: .related)
        confidence = try c.decodeIfPresent(Double.self, forKey: .confidence)
        source = SourceReference(file: try c.decode(String.self, forKey: .file), line: try c.decode(Int.self, forKey: .line),
                                 endLine: try c.decode(Int.self, forKey: .endLine), section: try c.decode(String.self, forKey: .section),
                                 sectionPath: try c.decode([String].self, forKey: .sectionPath))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id); try c.encode(kind, forKey: .kind); try c.encode(guide, forKey: .guide)
        try c.encode(language, forKey: .language); try c.encode(title, forKey: .title); try c.encode(symptom, forKey: .symptom)
        try c.encode(cause, forKey: .cause); try c.encode(fix, forKey: .fix); try c.encode(warning, forKey: .warning)
        try c.encode(apis, forKey: .apis); try c.encode(minimumOS, forKey: .minimumOS); try c.encode(examples, forKey: .examples)
        try c.encode(target, forKey: .target); try c.encode(translationKey, forKey: .translationKey); try c.encode(related, forKey: .related)
        try c.encode(confidence, forKey: .confidence)
        try c.encode(source.file, forKey: .file); try c.encode(source.line, forKey: .line); try c.encode(source.endLine, forKey: .endLine)
        try c.encode(source.section, forKey: .section); try c.encode(source.sectionPath, forKey: .sectionPath)
    }
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
