import BridgeKBModel
/// One searchable thing (a pitfall, a pattern, a section…) in one language, as the index stores it.
public struct SearchRecord: Codable, Hashable, Sendable, Identifiable {
    /// Unique in the index, e.g. `uikit-bridging/ja/coordinator-holds-parent`.
    public var id: String
    /// What the record is: `gotcha`, `antiPattern`, `mistake`, `pattern`, `section`, …
    public var kind: String
    public var guide: String
    public var language: Language
    public var title: String
    public var symptom: String
    public var cause: String
    public var fix: String
    public var apis: [String]
    public var body: String
    /// Titles of the enclosing sections, outermost first.
    public var sectionPath: [String]
    /// The 1-based line of the record in its source file.
    public var line: Int
    /// Shared by a record and its translations: they are one search result.
    public var groupKey: String
    /// For a section, the group key of its chapter (its top-level section, itself when top-level):
    /// the sections of one chapter are one result. For an entry, the group key of the section it lives
    /// in: an entry and its section are one result, the entry's (``ResultRanker``).
    public var chapter: String
    /// The iOS version the result needs, when its text says (the highest among the group's records).
    public var minimumOS: Int?

    public init(id: String, kind: String, guide: String, language: Language, title: String,
                symptom: String = "", cause: String = "", fix: String = "", apis: [String] = [],
                body: String = "", sectionPath: [String] = [], line: Int = 0, groupKey: String? = nil, chapter: String = "",
                minimumOS: Int? = nil) {
        self.id = id
        self.kind = kind
        self.guide = guide
        self.language = language
        self.title = title
        self.symptom = symptom
        self.cause = cause
        self.fix = fix
        self.apis = apis
        self.body = body
        self.sectionPath = sectionPath
        self.line = line
        self.groupKey = groupKey ?? id
        self.chapter = chapter
        self.minimumOS = minimumOS
    }
}
