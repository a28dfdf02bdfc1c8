import BridgeKB

/// Why a DOT diagram could not be rendered: Graphviz's message, and the line of the DOT text it names.
public struct DiagramError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Short and lowercase, such as `syntax error near '->'`.
    public var message: String
    /// The 1-based line in the DOT text that Graphviz reported, if it reported one.
    public var line: Int?

    public init(message: String, line: Int? = nil) {
        self.message = message
        self.line = line
    }

    public var description: String {
        line.map { "line \($0): \(message)" } ?? message
    }

    // MARK: - Diagnostics

    /// A `site.diagram-failed` error in `file`; `firstLine` is the line of the file where the DOT text
    /// starts, so that a line Graphviz reports lands on the right line of the guide.
    public func diagnostic(file: String? = nil, firstLine: Int? = nil) -> Diagnostic {
        var range: SourceRange?
        if let firstLine {
            let target = firstLine + max(0, (line ?? 1) - 1)
            range = SourceRange(lines: target, target)
        }
        return Diagnostic(severity: .error, file: file, range: range, ruleID: "site.diagram-failed",
                          message: "diagram cannot be drawn: \(message)")
    }
}
