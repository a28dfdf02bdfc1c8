/// A problem with a Mustache template — a bad tag found while parsing, or a runaway render — with its 1-based position.
public struct MustacheError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong, e.g. `unclosed section 'items'`.
    public var message: String
    /// The name of the template the position refers to (empty for an unnamed template).
    public var template: String
    /// 1-based line of the offending tag; 0 when the error has no position.
    public var line: Int
    /// 1-based column (in characters) of the offending tag; 0 when the error has no position.
    public var column: Int

    // MARK: - Creating

    public init(_ message: String, template: String = "", line: Int = 0, column: Int = 0) {
        self.message = message
        self.template = template
        self.line = line
        self.column = column
    }

    // MARK: - Describing

    /// `name:line:column: error: message`, in the style of compiler diagnostics.
    public var description: String {
        let name = template.isEmpty ? "<template>" : template
        if line > 0 { return "\(name):\(line):\(column): error: \(message)" }
        return "\(name): error: \(message)"
    }
}
