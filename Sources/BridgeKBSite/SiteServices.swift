import BridgeKBModel
/// What the site asks of other stages: highlighted code, rendered diagrams, snippet check results.
/// Each has a plain default, so pages render even when a service is missing.
public struct SiteServices: Sendable {
    /// The outcome of checking one snippet, for its badge.
    public struct SnippetStatus: Hashable, Sendable {
        /// How a snippet fared: the knowledge base's state of its check.
        public typealias State = SnippetCheck.State
        public var state: State
        public var message: String
        /// The pitfall rules the snippet's own check reports (`update-feedback-loop`).
        public var rules: [String]
        public init(state: State, message: String = "", rules: [String] = []) {
            self.state = state; self.message = message; self.rules = rules
        }
    }

    /// Swift code → HTML (escaped, with highlighting spans).
    public var highlight: @Sendable (String) -> String
    /// DOT → inline SVG with nodes linked by name (`links`: node name → URL) and what was removed from
    /// it, or an error message.
    public var diagram: @Sendable (_ dot: String, _ links: [String: String]) -> Result<DiagramRenderer.Rendered, DiagramError>
    /// `<guide>/<lang>/<snippet-id>` → status.
    public var snippetStatus: [String: SnippetStatus]

    public init(highlight: @escaping @Sendable (String) -> String = { SwiftHighlighter.html($0) },
                diagram: @escaping @Sendable (String, [String: String]) -> Result<DiagramRenderer.Rendered, DiagramError> = { _, _ in .failure(DiagramError(message: "no diagram renderer")) },
                snippetStatus: [String: SnippetStatus] = [:]) {
        self.highlight = highlight
        self.diagram = diagram
        self.snippetStatus = snippetStatus
    }
}
