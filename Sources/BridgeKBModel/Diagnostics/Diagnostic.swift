/// A problem found in content (not a tool failure): where, how bad, and what to do.
public struct Diagnostic: Codable, Hashable, Sendable {
    /// How serious a diagnostic is; `error` fails a strict build.
    public enum Severity: String, Codable, Sendable, Comparable, CaseIterable {
        case info, warning, error
        private var rank: Int { self == .info ? 0 : (self == .warning ? 1 : 2) }
        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    /// A secondary location with an explanation, such as the opening bracket of a mismatch.
    public struct Note: Codable, Hashable, Sendable {
        public var message: String
        public var file: String?
        public var range: SourceRange?
        public init(message: String, file: String? = nil, range: SourceRange? = nil) {
            self.message = message; self.file = file; self.range = range
        }
    }

    public var severity: Severity
    public var file: String?
    public var range: SourceRange?
    /// A stable identifier such as `reader.invalid-utf8` or a lint rule id.
    public var ruleID: String
    /// Short, lowercase, no trailing period.
    public var message: String
    public var notes: [Note]

    public init(severity: Severity, file: String? = nil, range: SourceRange? = nil, ruleID: String,
                message: String, notes: [Note] = []) {
        self.severity = severity; self.file = file; self.range = range; self.ruleID = ruleID
        self.message = message; self.notes = notes
    }

    /// `path:line:col: severity: message [rule-id]`, the compiler-style form used on stderr; file
    /// names and messages are escaped for the terminal (``TerminalText``), newlines included, so
    /// each diagnostic and note is exactly one line.
    public var formatted: String {
        func escaped(_ text: String) -> String { TerminalText.escape(text) }
        var location = escaped(file ?? "<input>")
        if let range { location += ":\(range.start.line):\(range.start.column)" }
        let label = severity == .info ? "note" : severity.rawValue
        var text = "\(location): \(label): \(escaped(message)) [\(escaped(ruleID))]"
        for note in notes {
            var noteLocation = escaped(note.file ?? file ?? "<input>")
            // A note about the same place as its diagnostic (no file, no range of its own) points there too.
            if let r = note.range ?? (note.file == nil ? range : nil) { noteLocation += ":\(r.start.line):\(r.start.column)" }
            text += "\n\(noteLocation): note: \(escaped(note.message))"
        }
        return text
    }
}
