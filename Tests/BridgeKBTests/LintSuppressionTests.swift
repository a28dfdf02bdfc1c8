import Testing
@testable import BridgeKBModel
@testable import BridgeKBChecking

/// `// bridgekb:disable-next-line RULE`, `// bridgekb:disable RULE` … `// bridgekb:enable RULE`.
@Suite struct LintSuppressionTests {
    func ids(_ code: String) -> [String] { Linter().lint(code, file: "A.swift").map(\.ruleID) }
    func lines(_ code: String) -> [Int] { Linter().lint(code, file: "A.swift").compactMap(\.diagnostic.range?.start.line) }

    @Test func disableNextLineSilencesTheNamedRulesOnTheNextLineOnly() {
        let code = """
        struct A: View {
            var body: some View {
                // bridgekb:disable-next-line id-uuid
                Text("a").id(UUID())
                Text("b").id(UUID())
            }
        }
        """
        #expect(lines(code) == [5])
        #expect(ids(code.replacingOccurrences(of: "id-uuid", with: "coordinator-let-parent, id-uuid")) == ["id-uuid"])
        #expect(ids(code.replacingOccurrences(of: "id-uuid", with: "coordinator-let-parent")) == ["id-uuid", "id-uuid"])
        #expect(ids(code.replacingOccurrences(of: "id-uuid", with: "all")) == ["id-uuid"])
    }

    @Test func disableAndEnableBoundARegion() {
        let code = """
        struct A: View {
            var body: some View {
                VStack {
                    Text("a").id(UUID())
                    /* bridgekb:disable id-uuid -- regenerated on purpose */
                    Text("b").id(UUID())
                    Text("c").id(UUID())
                    // bridgekb:enable id-uuid
                    Text("d").id(UUID())
                }
            }
        }
        """
        #expect(lines(code) == [4, 9])
        // Without an enable, the region runs to the end of the file.
        #expect(lines(code.replacingOccurrences(of: "// bridgekb:enable id-uuid", with: "")) == [4])
        // `all` covers syntax checks too.
        #expect(ids("// bridgekb:disable all\nlet s = \"open\nlet t = Text(\"a\").id(UUID())\n") == [])
    }

    @Test func enablingOneRuleInsideDisableAllKeepsTheOthersOff() {
        let code = """
        // bridgekb:disable all
        let a = Text("a").id(UUID())
        // bridgekb:enable id-uuid
        let b = Text("b").id(UUID())
        let s = "open
        """
        #expect(ids(code) == ["id-uuid"])
    }

    @Test func unknownRulesAndCommandsAreReported() {
        let findings = Linter().lint("// bridgekb:disable-next-line id-uid\nlet a = 1\n// bridgekb:disabel id-uuid\n", file: "A.swift")
        #expect(findings.map(\.ruleID) == ["suppression.invalid", "suppression.invalid"])
        #expect(findings.first?.diagnostic.message.contains("'id-uuid'") == true)
        #expect(findings.first?.severity == .warning)
        #expect(findings.map { $0.diagnostic.range?.start.line } == [1, 3])
    }

    @Test func suppressionCommentsInStringsDoNothing() {
        let code = "let note = \"// bridgekb:disable all\"\nlet t = Text(\"a\").id(UUID())\n"
        #expect(ids(code) == ["id-uuid"])
    }
}
