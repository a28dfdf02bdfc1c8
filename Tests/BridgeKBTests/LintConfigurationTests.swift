import Testing
@testable import BridgeKBModel
@testable import BridgeKBChecking

/// Which checks `Linter.lint` runs on a user's file: every pitfall rule and the exact syntax checks by
/// default, the heuristic syntax checks on request, any of them turned off by id, group or `all`.
@Suite struct LintConfigurationTests {
    /// Valid for the compiler's lexer but `retrun` is a slip only the heuristic checks see.
    let slip = "func f() -> Int? {\n    retrun nil\n}\n"
    let pitfall = "struct A: View {\n    var body: some View { Text(\"a\").id(UUID()) }\n}\n"

    @Test func heuristicSyntaxChecksAreOptIn() {
        #expect(Linter().lint(slip).map(\.ruleID) == [])
        #expect(Linter(configuration: .everything).lint(slip).map(\.ruleID) == ["syntax.consecutive-statements"])
        let syntax = LintConfiguration(selections: [.enable("syntax")])
        #expect(Linter(configuration: syntax).lint(slip).map(\.ruleID) == ["syntax.consecutive-statements"])
        // Exact checks (lexical problems, brackets) run by default.
        #expect(Linter().lint("let s = \"open\n").map(\.ruleID) == ["syntax.unterminated-string"])
        #expect(Linter().lint("let a = [1, 2)").map(\.ruleID) == ["syntax.mismatched-bracket"])
    }

    @Test func everySyntaxRuleIDIsCatalogued() {
        let catalogued = Set(SyntaxCheck.all.map(\.identifier))
        #expect(catalogued.count == SyntaxCheck.all.count)
        for kind in LexicalIssue.Kind.allCases { #expect(catalogued.contains(kind.ruleID), "\(kind.ruleID)") }
        for id in ["syntax.unbalanced-bracket", "syntax.mismatched-bracket", "syntax.consecutive-statements",
                   "syntax.binding-outside-pattern", "syntax.missing-in", "syntax.stray-label"] {
            #expect(catalogued.contains(id), "\(id)")
        }
        #expect(SyntaxCheck.all.filter(\.isExact).map(\.identifier).contains("syntax.unbalanced-bracket"))
        #expect(!SyntaxCheck.all.filter(\.isExact).map(\.identifier).contains("syntax.consecutive-statements"))
    }

    @Test func theMoreSpecificSelectionWins() {
        let onlyUUID = LintConfiguration(selections: [.enable("id-uuid"), .disable("all")])
        #expect(onlyUUID.isEnabled("id-uuid"))
        #expect(!onlyUUID.isEnabled("coordinator-let-parent"))
        #expect(!onlyUUID.isEnabled("syntax.unbalanced-bracket"))
        #expect(Linter(configuration: onlyUUID).lint(pitfall + "let a = (").map(\.ruleID) == ["id-uuid"])
        let noUUID = LintConfiguration(selections: [.disable("id-uuid")])
        #expect(Linter(configuration: noUUID).lint(pitfall).isEmpty)
        // At the same level, the later selection wins (a command line after a project file).
        #expect(LintConfiguration(selections: [.disable("id-uuid"), .enable("id-uuid")]).isEnabled("id-uuid"))
        #expect(!LintConfiguration(selections: [.enable("id-uuid"), .disable("id-uuid")]).isEnabled("id-uuid"))
        let noSyntax = LintConfiguration(selections: [.disable("syntax"), .enable("syntax.unterminated-string")])
        #expect(Linter(configuration: noSyntax).lint("let a = (\nlet s = \"x").map(\.ruleID) == ["syntax.unterminated-string"])
    }

    @Test func unknownSelectorsAreNamedWithTheNearestRule() {
        let configuration = LintConfiguration(selections: [.disable("id-uid"), .enable("syntax"), .disable("all")])
        #expect(configuration.unknownSelectors.map(\.selector) == ["id-uid"])
        #expect(configuration.unknownSelectors.first?.suggestion == "id-uuid")
    }

    @Test func strictReportsWarningsAsErrors() {
        let strict = LintConfiguration(strict: true)
        #expect(Linter(configuration: strict).lint(pitfall).map(\.severity) == [.error])
        #expect(Linter().lint(pitfall).map(\.severity) == [.warning])
    }
}
