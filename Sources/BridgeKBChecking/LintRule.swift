/// A pitfall rule: a description plus a visitor that finds violations in a token stream.
public protocol LintRule: Sendable {
    static var description: RuleDescription { get }
    init()
    /// The violations in `file`, each pointing at one token.
    func validate(_ file: SwiftSourceModel) -> [RuleViolation]
}

extension LintRule {
    public var description: RuleDescription { Self.description }
}

/// One place where a rule is broken: the token it points at and the values for its message.
public struct RuleViolation: Sendable, Hashable {
    /// Index into `SwiftSourceModel.tokens` (code tokens, comments removed).
    public var tokenIndex: Int
    public var arguments: [String: String]

    public init(tokenIndex: Int, arguments: [String: String] = [:]) {
        self.tokenIndex = tokenIndex; self.arguments = arguments
    }
}
