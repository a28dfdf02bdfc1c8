/// One syntax check of the Swift checker as a catalogue entry: its rule id, what it finds, and whether
/// it is exact enough to run on users' files by default.
///
/// Exact checks decide from the tokens alone (a string or comment left open, a bracket without its
/// partner, a character Swift does not allow): the compiler rejects what they flag. The others are
/// heuristics tuned on the guides' snippets (two statements on one line, a binding outside a pattern…);
/// the guides' checks run them always, `bridgekb lint` only when asked (`--syntax`, `--enable`).
public struct SyntaxCheck: Sendable, Hashable {
    public var identifier: String
    public var summary: String
    public var isExact: Bool

    public init(identifier: String, summary: String, isExact: Bool) {
        self.identifier = identifier; self.summary = summary; self.isExact = isExact
    }

    /// Every syntax check: the lexer's, then the structural checker's.
    public static let all: [SyntaxCheck] = {
        var seen: Set<String> = []
        let lexical = LexicalIssue.Kind.allCases.compactMap { kind -> SyntaxCheck? in
            guard seen.insert(kind.ruleID).inserted else { return nil }
            return SyntaxCheck(identifier: kind.ruleID, summary: kind.message, isExact: true)
        }
        return lexical + structural
    }()

    static let structural: [SyntaxCheck] = [
        SyntaxCheck(identifier: "syntax.unbalanced-bracket", summary: "a bracket that is never closed, or a closer without an opener", isExact: true),
        SyntaxCheck(identifier: "syntax.mismatched-bracket", summary: "a closing bracket of the wrong kind", isExact: true),
        SyntaxCheck(identifier: "syntax.missing-declaration-name", summary: "func, struct, let… without a name or pattern", isExact: false),
        SyntaxCheck(identifier: "syntax.consecutive-statements", summary: "two statements on one line without ';' (often a misspelt keyword)", isExact: false),
        SyntaxCheck(identifier: "syntax.expected-accessor", summary: "a name where get, set, willSet or didSet belongs", isExact: false),
        SyntaxCheck(identifier: "syntax.expected-set", summary: "private(…) without set", isExact: false),
        SyntaxCheck(identifier: "syntax.binding-outside-pattern", summary: "let or var in an argument list that is not a pattern", isExact: false),
        SyntaxCheck(identifier: "syntax.stray-label", summary: "a label that is not before a loop (a misspelt case or default)", isExact: false),
        SyntaxCheck(identifier: "syntax.expected-declaration", summary: "an expression directly in a type's body", isExact: false),
        SyntaxCheck(identifier: "syntax.missing-in", summary: "a closure's capture list without 'in'", isExact: false),
        SyntaxCheck(identifier: "syntax.too-many-problems", summary: "a note counting the problems past the report limit", isExact: true),
    ]

    /// The check with this id, if there is one.
    public static func check(identifier: String) -> SyntaxCheck? { all.first { $0.identifier == identifier } }
}
