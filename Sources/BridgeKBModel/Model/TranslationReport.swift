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
        public var message: String
        /// How sure a report of a missing or extra section is (0.5–0.95): sure when nothing stands in its
        /// place on the other side, less so the closer the section in its place came to matching.
        public var confidence: Double?

        public init(kind: Kind, guide: String, language: String, file: String, line: Int, section: String, message: String,
                    confidence: Double? = nil) {
            self.kind = kind; self.guide = guide; self.language = language; self.file = file; self.line = line
            self.section = section; self.message = message; self.confidence = confidence
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
