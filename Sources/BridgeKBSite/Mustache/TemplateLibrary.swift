/// A named set of Mustache templates that include each other as partials, parsed and checked once for the whole site.
public final class TemplateLibrary: Sendable {
    /// Every template, by name; `{{>name}}` in any of them refers to these names.
    public let templates: [String: MustacheTemplate]

    // MARK: - Creating

    /// Parses every template (keyed by name).
    ///
    /// Throws the first `MustacheError` (in name order) for a template that does not parse or —
    /// unless `allowMissingPartials` — that includes a partial the library does not have.
    public init(templates sources: [String: String], allowMissingPartials: Bool = false) throws {
        let templates = Dictionary(uniqueKeysWithValues: try sources.keys.sorted().map { ($0, try MustacheTemplate(sources[$0]!, name: $0)) })
        if !allowMissingPartials {
            for name in templates.keys.sorted() {
                for tag in templates[name]!.partialTags where templates[tag.name] == nil {
                    throw MustacheError("unknown partial '\(tag.name)'", template: name,
                                        line: tag.line, column: tag.column)
                }
            }
        }
        self.templates = templates
    }

    // MARK: - Rendering

    /// The names of all templates, sorted.
    public var names: [String] { templates.keys.sorted() }

    /// Renders the template called `name` with `context`; partials come from this library.
    ///
    /// Throws a `MustacheError` if there is no such template or the render runs away (see
    /// `MustacheTemplate.render(_:partials:)`: recursive partials stop at depth 100).
    public func render(_ name: String, _ context: MustacheValue) throws -> String {
        guard let template = templates[name] else {
            throw MustacheError("no template named '\(name)' (have: \(names.joined(separator: ", ")))")
        }
        return try template.render(context, partials: templates)
    }
}
