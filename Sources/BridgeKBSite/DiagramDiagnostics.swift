import BridgeKBModel

extension DiagramRenderer.Rendered {
    /// One `site.diagram-unsafe` warning per thing removed from the diagram (author-written links,
    /// tooltips, file reads, malformed fonts or colours, …), at the diagram's lines of `file`.
    public func diagnostics(file: String?, range: SourceRange?) -> [Diagnostic] {
        warnings.map { Diagnostic(severity: .warning, file: file, range: range, ruleID: "site.diagram-unsafe", message: "diagram: \($0)") }
    }
}
