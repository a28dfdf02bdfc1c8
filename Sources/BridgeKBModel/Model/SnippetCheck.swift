/// The outcome of checking one snippet, as the site's badges and kb.json show it.
public struct SnippetCheck: Codable, Hashable, Sendable {
    /// How a snippet fared.
    public enum State: String, Codable, Sendable {
        /// No syntax error; the ❌ / ✅ marker agrees with the rules.
        case valid
        /// A syntax error, or a marker the rules contradict.
        case invalid
        /// The snippet says it does not compile, and it does not.
        case expected
        /// Not Swift, or declared pseudo-code.
        case unchecked
    }

    public var guide: String
    public var language: Language
    public var snippet: String
    public var state: State
    /// Rule ids the snippet triggers (for ❌ snippets: the pitfalls it shows).
    public var rules: [String]
    /// The first problem, for a tooltip.
    public var message: String

    public init(guide: String, language: Language, snippet: String, state: State, rules: [String], message: String) {
        self.guide = guide; self.language = language; self.snippet = snippet; self.state = state
        self.rules = rules; self.message = message
    }
}
