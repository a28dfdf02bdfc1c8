/// Coverage, drift and staleness of every translation: what `bridgekb translations` prints and what
/// `bridgekb build --strict` fails on. Each problem is reported once, at the place a maintainer fixes it.
public struct TranslationReport: Codable, Hashable, Sendable {
    /// One problem with one translation.
    public struct Issue: Codable, Hashable, Sendable {
        /// The kinds of drift.
        public enum Kind: String, Codable, Sendable, CaseIterable {
            case missingSection, extraSection, snippetDiffers, tableDiffers, entryWithoutCounterpart, stale
        }
        public var kind: Kind
        public var guide: String
        public var language: String
        public var file: String
        public var line: Int
        public var section: String
        /// The problem in English, as `build` and `translations` print it.
        public var message: String
        /// The message's form, one of ``messageKeys``: the site words it in the page's language with the
        /// label `driftMessage_<key>`, each `{name}` in it replaced by the value of that name in ``arguments``.
        public var messageKey: String
        /// The values the message names (`title`, `language`, …), sorted by name.
        public var arguments: [Argument]
        /// How sure a report of a missing or extra section is (0.5–0.95): sure when nothing stands in its
        /// place on the other side, less so the closer the section in its place came to matching.
        public var confidence: Double?

        /// One named value of a message.
        public struct Argument: Codable, Hashable, Sendable {
            public var name: String
            public var value: String
            public init(name: String, value: String) { self.name = name; self.value = value }
        }

        /// Every message form Linking writes, each a label `driftMessage_<key>` of the site in every language.
        public static let messageKeys = ["missingSection", "missingSectionClosest", "extraSection", "extraSectionClosest",
                                         "snippetDiffers", "snippetOnlyInSource", "snippetOnlyInTranslation",
                                         "tableShape", "tableCount", "staleNeverAccepted", "staleChanged",
                                         "entryWithoutTranslation", "entryNotInSource"]

        public init(kind: Kind, guide: String, language: String, file: String, line: Int, section: String, message: String,
                    messageKey: String = "", arguments: [String: String] = [:], confidence: Double? = nil) {
            self.kind = kind; self.guide = guide; self.language = language; self.file = file; self.line = line
            self.section = section; self.message = message; self.confidence = confidence
            self.messageKey = messageKey
            self.arguments = arguments.sorted { $0.key < $1.key }.map { Argument(name: $0.key, value: $0.value) }
        }
    }

    /// Counts for one translation.
    public struct Coverage: Codable, Hashable, Sendable {
        public var guide: String
        public var language: String
        public var sourceLanguage: String
        public var sections: Int
        public var alignedSections: Int
        public var snippets: Int
        public var alignedSnippets: Int
        public var entries: Int
        public var alignedEntries: Int
        public var accepted: Bool

        public init(guide: String, language: String, sourceLanguage: String, sections: Int, alignedSections: Int, snippets: Int, alignedSnippets: Int, entries: Int, alignedEntries: Int, accepted: Bool) {
            self.guide = guide; self.language = language; self.sourceLanguage = sourceLanguage; self.sections = sections; self.alignedSections = alignedSections; self.snippets = snippets; self.alignedSnippets = alignedSnippets; self.entries = entries; self.alignedEntries = alignedEntries; self.accepted = accepted
        }
    }

    public var coverage: [Coverage] = []
    public var issues: [Issue] = []

    public init() {}
}

extension TranslationReport.Issue {
    /// The issue as `build` and `translations` report it: a warning at its line, rule `translation.<kind>`.
    public var diagnostic: Diagnostic {
        Diagnostic(severity: .warning, file: file, range: SourceRange(lines: line, line), ruleID: "translation.\(kind.rawValue)", message: message)
    }
}
