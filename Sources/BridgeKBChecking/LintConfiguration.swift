import BridgeKBModel
/// Which checks `Linter.lint` runs on a user's file and how it reports them: a value the command line
/// (`--enable`, `--disable`, `--syntax`, `--strict`) and a project's settings build.
///
/// By default every pitfall rule and every exact syntax check runs (``SyntaxCheck/isExact``); the
/// heuristic syntax checks run only when enabled. A selection names a rule id, the group `syntax`
/// (every syntax check) or `all`; a rule's state is its default changed by the selections that name
/// it, `all` first, then groups, then ids, and in their order within each level — so
/// `--disable all --enable id-uuid` runs only id-uuid, and a later selection overrides an earlier one.
public struct LintConfiguration: Sendable, Hashable {
    /// One `--enable` or `--disable`.
    public struct Selection: Sendable, Hashable {
        public var selector: String
        public var enabled: Bool
        public init(selector: String, enabled: Bool) { self.selector = selector; self.enabled = enabled }
        public static func enable(_ selector: String) -> Selection { Selection(selector: selector, enabled: true) }
        public static func disable(_ selector: String) -> Selection { Selection(selector: selector, enabled: false) }
    }

    /// A selection that names nothing the linter knows, with the nearest name.
    public struct UnknownSelector: Sendable, Hashable {
        public var selector: String
        public var suggestion: String?
    }

    public var selections: [Selection]
    /// Report warnings as errors (`--strict`), for tools that gate on errors only.
    public var strict: Bool

    public init(selections: [Selection] = [], strict: Bool = false) {
        self.selections = selections; self.strict = strict
    }

    /// Every pitfall rule and every syntax check, the heuristic ones included.
    public static let everything = LintConfiguration(selections: [.enable("all")])

    /// The group names a selection may use besides rule ids.
    public static let groups: Set<String> = ["all", "syntax"]

    /// Every rule id a selection or a suppression comment may name: the pitfall rules and the syntax checks.
    public static var knownIdentifiers: [String] {
        RuleRegistry.descriptions.map(\.identifier) + SyntaxCheck.all.map(\.identifier)
    }

    /// Whether a selector (an id, `syntax` or `all`) covers `ruleID`.
    public static func selector(_ selector: String, covers ruleID: String) -> Bool {
        selector == "all" || selector == ruleID || selector == "syntax" && ruleID.hasPrefix("syntax.")
    }

    /// Whether findings of `ruleID` are reported.
    public func isEnabled(_ ruleID: String) -> Bool {
        var enabled = SyntaxCheck.check(identifier: ruleID)?.isExact ?? true
        for level in 0..<3 {
            for selection in selections where Self.level(of: selection.selector) == level
                && Self.selector(selection.selector, covers: ruleID) {
                enabled = selection.enabled
            }
        }
        return enabled
    }

    /// The selections that name no rule, check or group.
    public var unknownSelectors: [UnknownSelector] {
        let known = Self.knownIdentifiers
        return selections.map(\.selector).filter { !Self.groups.contains($0) && !known.contains($0) }.map { name in
            UnknownSelector(selector: name, suggestion: Self.nearest(to: name))
        }
    }

    /// The known id or group closest to `name`, when it is close enough to be a slip.
    public static func nearest(to name: String) -> String? {
        EditDistance.suggestion(for: name, among: knownIdentifiers + groups.sorted())
    }

    private static func level(of selector: String) -> Int {
        selector == "all" ? 0 : (groups.contains(selector) ? 1 : 2)
    }
}
