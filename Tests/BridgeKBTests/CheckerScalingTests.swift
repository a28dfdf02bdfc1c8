import Foundation
import Testing
import BridgeKBTestSupport
@testable import BridgeKBModel
@testable import BridgeKBChecking

/// The lexer and checker on hostile shapes: nesting deeper than any call stack, and single lines of
/// tens of thousands of tokens. Nesting must not recurse, and a line twice as long must take about
/// twice as long (the checks that looked back along the line made such lines quadratic: one line of
/// 150,000 `(` took minutes to lint).
@Suite struct CheckerScalingTests {
    /// 50,000 nested `\("` (each an interpolation holding a string holding the next): the lexer keeps
    /// the nesting on a heap stack, and every check after it takes the result.
    @Test func fiftyThousandNestedInterpolationsDoNotOverflowTheStack() {
        let code = "let s = " + String(repeating: #""\("#, count: 50_000) + "\n"
        let lexed = SwiftLexer.lex(code)
        #expect(lexed.tokens.contains { $0.kind == .string })
        #expect(lexed.issues.contains { $0.kind == .unterminatedInterpolation })
        #expect(lexed.issues.contains { $0.kind == .unterminatedString })
        let findings = Linter().lint(code, file: "deep.swift")
        #expect(findings.contains { $0.ruleID == "syntax.unterminated-string" })
        _ = SnippetChecker().check(code: code, marker: .bad)
        _ = SnippetClassifier.classify(code)
    }

    @Test func deeplyNestedInterpolationsThatCloseAreOneString() {
        let depth = 20_000
        var code = "let s = "
        for _ in 0..<depth { code += #""\("# }
        code += "x"
        for _ in 0..<depth { code += #")""# }
        let lexed = SwiftLexer.lex(code + "\nlet t = 1\n")
        #expect(lexed.issues.isEmpty)
        #expect(lexed.tokens.filter { $0.kind == .string }.count == 1)
        #expect(lexed.tokens.last?.text == "1")
    }

    @Test func interpolationErrorsAreReportedAsBefore() {
        // Inner string cut by the line's end: the interpolation and both strings are unterminated.
        let lexed = SwiftLexer.lex(#"let s = "a \(f("b) c"# + "\nlet t = 1\n")
        #expect(lexed.issues.map(\.kind) == [.unterminatedString, .unterminatedInterpolation, .unterminatedString])
        #expect(lexed.issues.map(\.offset) == [15, 11, 8])
        let multi = SwiftLexer.lex("let s = \"\"\"\n  a \\(f(\")\")) b\n  \"\"\"\nlet t = 1\n")
        #expect(multi.issues.isEmpty)
        #expect(multi.tokens.filter { $0.kind == .string }.count == 1)
        let raw = SwiftLexer.lex(##"let s = #"a \#(f(#"x"#)) \(y)"#"## + "\n")
        #expect(raw.issues.isEmpty)
        #expect(raw.tokens.filter { $0.kind == .string }.count == 1)
    }

    // MARK: - Linear time in the length of a line

    /// The fastest of three timings of `lint`, in CPU seconds of this thread.
    func lintSeconds(_ code: String) -> Double {
        let linter = Linter(configuration: .everything)
        return (0..<3).map { _ in Fixtures.threadCPUSeconds { _ = linter.lint(code, file: "line.swift") } }.min()!
    }

    /// Shapes that made one check or another look back (or ahead) along the line for every token.
    static let shapes: [(name: String, make: (Int) -> String)] = [
        ("open parentheses", { String(repeating: "(", count: $0) }),
        ("open parentheses after CJK", { "let 中 = 1; " + String(repeating: "f(", count: $0 / 2) }),
        ("braces around capture lists", { String(repeating: "{[", count: $0 / 2) + String(repeating: "]}", count: $0 / 2) }),
        ("capture lists without in", { String(repeating: "{[weak self] ", count: $0 / 5) }),
        ("bindings in arguments", { "f(" + String(repeating: "let,", count: $0 / 2) + ")" }),
        ("calls before declarations", { String(repeating: "f() var ", count: $0 / 4) }),
        ("type keywords without bodies", { String(repeating: "struct A ", count: $0 / 2) }),
        ("mismatched closers", { String(repeating: "(", count: $0 / 2) + String(repeating: "]", count: $0 / 2) }),
    ]

    @Test(arguments: shapes.indices)
    func lintTimeGrowsLinearlyWithTheLine(_ shape: Int) {
        let (name, make) = Self.shapes[shape]
        let small = lintSeconds(make(6_000)), large = lintSeconds(make(24_000))
        // Four times the tokens: about four times the time when linear, sixteen when quadratic.
        #expect(large < max(small, 0.01) * 9, "\(name): \(small) s → \(large) s")
    }

    /// One mistake repeated 150,000 times is reported a hundred times (the outermost brackets first),
    /// then one note says how many more there were.
    @Test func problemsBeyondTheLimitAreCountedNotListed() {
        let findings = Linter().lint(String(repeating: "(", count: 150_000), file: "p.swift")
        let brackets = findings.filter { $0.ruleID == "syntax.unbalanced-bracket" }
        #expect(brackets.count == StructuralChecker.reportLimit)
        #expect(brackets.first?.diagnostic.range?.start.column == 1)
        #expect(brackets.last?.diagnostic.range?.start.column == StructuralChecker.reportLimit)
        let note = findings.first { $0.ruleID == "syntax.too-many-problems" }
        #expect(note?.diagnostic.message == "149900 more syntax problems not reported (the first 100 are)")
        #expect(note?.severity == .info)
    }

    @Test func columnsAfterCJKOnALongLineAreStillRight() {
        let code = "let 中文 = (" + String(repeating: "(", count: 50)
        let findings = Linter().lint(code, file: "cjk.swift")
        let last = findings.last { $0.ruleID == "syntax.unbalanced-bracket" }
        // The first `(` is the 10th character and the 14th byte of `let 中文 = (`; the last ends the line.
        let first = findings.first { $0.ruleID == "syntax.unbalanced-bracket" }
        #expect(first?.diagnostic.range?.start.column == 10)
        #expect(first?.byteColumn == 14)
        #expect(last?.diagnostic.range?.start.column == 60)
        #expect(last?.byteColumn == 64)
        let source = SourceText("é\u{301}x 中(")
        #expect(source.position(of: source.bytes.count - 1).column == 5)
        #expect(source.offset(line: 1, column: 5) == source.bytes.count - 1)
        #expect(source.offset(line: 1, column: 6) == source.bytes.count)
        #expect(source.offset(line: 1, column: 7) == nil)
    }
}
