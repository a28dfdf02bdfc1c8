/// One instruction of a parsed template; a template is a flat array of these in which each section records where its body ends.
///
/// The flat layout keeps parsing, rendering and deallocation free of recursion, so even absurdly
/// deep nesting cannot overflow the stack.
enum MustacheNode: Sendable {
    /// Literal text.
    case text(String)
    /// The start of a kept source line: a partial rendered with indentation writes it here.
    case lineStart
    /// `{{x}}`, `{{{x}}}` or `{{&x}}`; an empty `path` is the implicit iterator `{{.}}`.
    case variable(path: [String], escaped: Bool)
    /// `{{#x}}` or `{{^x}}`; its body is the nodes after it, up to (not including) index `end`.
    case section(path: [String], inverted: Bool, end: Int)
    /// `{{>name}}`; `indent` is set when the tag stood alone on its line.
    case partial(name: String, indent: String?, line: Int, column: Int)

    // MARK: - Names

    /// The lookup path of a tag name: `"."` is `[]`, `"a.b"` is `["a", "b"]`.
    static func path(_ name: String) -> [String] {
        name == "." ? [] : name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    }
}
