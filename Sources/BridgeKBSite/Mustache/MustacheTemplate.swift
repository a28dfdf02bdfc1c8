/// A Mustache template parsed once from source and rendered any number of times against `MustacheValue` contexts.
///
/// Supports the spec's core modules: interpolation (`{{x}}` escaped, `{{{x}}}` and `{{&x}}`
/// raw, dotted names, `{{.}}`), sections and inverted sections, partials (with standalone
/// indentation), comments, set delimiters and the standalone-line whitespace rules. Lambdas
/// and template inheritance are not supported.
public struct MustacheTemplate: Sendable {
    /// The name used in error messages (and, in a `TemplateLibrary`, the name partials use).
    public let name: String
    /// The parsed template; see `MustacheNode`.
    let nodes: [MustacheNode]

    // MARK: - Parsing

    /// Parses `source`; throws a `MustacheError` with line and column for an unclosed tag or
    /// section, a mismatched or stray closing tag, bad delimiters or an invalid name.
    public init(_ source: String, name: String = "") throws {
        self.name = name
        self.nodes = try MustacheParser.parse(source, templateName: name)
    }

    // MARK: - Rendering

    /// Renders with `context` at the bottom of the context stack; `{{>x}}` uses `partials["x"]`,
    /// and a partial missing from `partials` renders as the empty string (as the spec says).
    ///
    /// Throws a `MustacheError` only for runaway renders: a partial that includes itself
    /// without entering a section, partials nested more than 100 deep, more than ten million
    /// steps or more than 256 MiB of output.
    public func render(_ context: MustacheValue = [:], partials: [String: MustacheTemplate] = [:]) throws -> String {
        try render(context, partials: partials, maxSteps: MustacheRenderer.maxSteps)
    }

    /// `render(_:partials:)` with a different step budget (for tests of the limit).
    func render(_ context: MustacheValue, partials: [String: MustacheTemplate], maxSteps: Int) throws -> String {
        var renderer = MustacheRenderer(partials: partials, maxSteps: maxSteps)
        return try renderer.render(self, context: context)
    }

    // MARK: - Inspecting

    /// Where each `{{>name}}` tag is: name with 1-based line and column, in source order.
    var partialTags: [(name: String, line: Int, column: Int)] {
        nodes.compactMap { node in
            if case .partial(let name, _, let line, let column) = node { return (name, line, column) }
            return nil
        }
    }
}
