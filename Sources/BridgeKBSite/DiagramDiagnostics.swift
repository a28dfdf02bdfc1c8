import BridgeKBModel

extension DiagramError {
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

extension DiagramRenderer.Rendered {
    /// One `site.diagram-unsafe` warning per thing removed from the diagram (author-written links,
    /// tooltips, file reads, malformed fonts or colours, …), at the diagram's lines of `file`.
    public func diagnostics(file: String?, range: SourceRange?) -> [Diagnostic] {
        warnings.map { Diagnostic(severity: .warning, file: file, range: range, ruleID: "site.diagram-unsafe", message: "diagram: \($0)") }
    }
}
