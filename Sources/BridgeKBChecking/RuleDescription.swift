import BridgeKBModel
/// What a pitfall rule is, as data: identity, the knowledge-base concepts it enforces, its messages in
/// each language, and examples that both document and test it (`↓` marks where a finding points).
public struct RuleDescription: Sendable, Hashable {
    public var identifier: String
    /// The rule's short name in English (its summary).
    public var name: String
    /// Why the rule exists and what to write instead, in English (Markdown inline code allowed).
    public var description: String
    /// ``name`` and ``description`` in other languages, by language tag (`zh-Hans`, `ja`): what the
    /// site's rule pages show.
    public var names: [String: String]
    public var descriptions: [String: String]
    /// API identifiers and keywords that link the rule to knowledge-base entries (matched against the
    /// entries' APIs and titles by the knowledge base; never entry ids).
    public var concerns: [String]
    /// The finding's message by language tag (`zh-Hans`, `ja`, `en`); `{name}` placeholders are filled
    /// from the violation's arguments.
    public var messages: [String: String]
    public var severity: Diagnostic.Severity
    /// Code that must trigger the rule, with `↓` before each expected finding.
    public var triggeringExamples: [String]
    /// Code that must not trigger the rule.
    public var nonTriggeringExamples: [String]

    public init(identifier: String, name: String, description: String, concerns: [String],
                messages: [String: String], names: [String: String] = [:], descriptions: [String: String] = [:],
                severity: Diagnostic.Severity = .warning, triggeringExamples: [String], nonTriggeringExamples: [String]) {
        self.identifier = identifier; self.name = name; self.description = description; self.concerns = concerns
        self.messages = messages; self.names = names; self.descriptions = descriptions; self.severity = severity
        self.triggeringExamples = triggeringExamples; self.nonTriggeringExamples = nonTriggeringExamples
    }

    /// The message in `language` (falling back to English), with `arguments` filled in.
    public func message(in language: Language, arguments: [String: String] = [:]) -> String {
        var text = messages[language.tag] ?? messages[Language.english.tag] ?? name
        for (key, value) in arguments { text = text.replacingOccurrences(of: "{\(key)}", with: value) }
        return text
    }

    /// The rule's name in `language` (falling back to English).
    public func name(in language: Language) -> String { names[language.tag] ?? name }

    /// Why the rule exists, in `language` (falling back to English).
    public func description(in language: Language) -> String { descriptions[language.tag] ?? description }

    /// The rule's page on a site published at `baseURL`, in `language` (SARIF `helpUri`):
    /// `<baseURL>/<language>/rules/<id>.html`.
    public func helpURI(baseURL: String, language: String) -> String {
        let base = baseURL.hasSuffix("/") ? String(baseURL.dropLast()) : baseURL
        return "\(base)/\(language)/rules/\(identifier).html"
    }
}
