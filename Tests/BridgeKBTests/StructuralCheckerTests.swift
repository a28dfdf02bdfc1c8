import Testing
@testable import BridgeKBModel
@testable import BridgeKBChecking

private func check(_ code: String) -> [Diagnostic] {
    StructuralChecker.check(SwiftLexer.lex(code))
}

// MARK: - Lexical problems

@Test func detectsUnterminatedString() {
    let diagnostics = check("let title = \"Hello\nprint(title)")
    #expect(diagnostics.map(\.ruleID) == ["syntax.unterminated-string"])
    #expect(diagnostics[0].range?.start == SourceLocation(line: 1, column: 13))
    #expect(diagnostics[0].severity == .error)
}

@Test func detectsUnterminatedBlockComment() {
    let diagnostics = check("let a = 1 /* note\nlet b = 2")
    #expect(diagnostics.map(\.ruleID) == ["syntax.unterminated-comment"])
    #expect(diagnostics[0].range?.start == SourceLocation(line: 1, column: 11))
}

// MARK: - Brackets

@Test func detectsMismatchedBracketWithOpeningNote() {
    let diagnostics = check("func f() {\n    let a = [1, 2)\n}")
    #expect(diagnostics.first?.ruleID == "syntax.mismatched-bracket")
    #expect(diagnostics.first?.range?.start == SourceLocation(line: 2, column: 18))
    #expect(diagnostics.first?.notes.first?.range?.start == SourceLocation(line: 2, column: 13))
}

@Test func detectsUnclosedAndStrayBrackets() {
    let unclosed = check("struct A {\n    func f() {\n}")
    #expect(unclosed.map(\.ruleID) == ["syntax.unbalanced-bracket"])
    #expect(unclosed[0].range?.start == SourceLocation(line: 1, column: 10))
    let stray = check("let a = f())")
    #expect(stray.map(\.ruleID) == ["syntax.unbalanced-bracket"])
    #expect(stray[0].range?.start == SourceLocation(line: 1, column: 12))
}

// MARK: - Declarations and statements

@Test func detectsDeclarationWithoutName() {
    #expect(check("struct {\n}").map(\.ruleID) == ["syntax.missing-declaration-name"])
    #expect(check("func (x: Int) {}").map(\.ruleID) == ["syntax.missing-declaration-name"])
    #expect(check("let = 5").map(\.ruleID) == ["syntax.missing-declaration-name"])
}

@Test func detectsMisspeltKeyword() {
    let diagnostics = check("strcut PageView: View {\n}")
    #expect(diagnostics.map(\.ruleID) == ["syntax.consecutive-statements"])
    #expect(diagnostics[0].range?.start == SourceLocation(line: 1, column: 8))
    #expect(check("func f() {\n    retrun nil\n}").map(\.ruleID) == ["syntax.consecutive-statements"])
    #expect(check("if x {\n} esle {\n}").map(\.ruleID) == ["syntax.consecutive-statements"])
    #expect(check("init() { intt(_ x: Int) }").map(\.ruleID) == ["syntax.consecutive-statements"])
}

@Test func acceptsValidSwift() {
    let code = """
    @available(iOS 16, *)
    struct A<T: Equatable>: View where T: Hashable {
        @Environment(\\.dismiss) private var dismiss
        private(set) var x: Int { get { 1 } set { } }
        init(_ value: T, from other: Int) { }
        func pageViewController(_ p: UIPageViewController, viewControllerBefore vc: UIViewController) -> UIViewController? { nil }
        var body: some View {
            let label = switch x { case 1: "one" case 2: "two" default: "many" }
            Button("Done") { dismiss() }
                .sheet(isPresented: .constant(true)) { Text(label) }
            withObservationTracking { _ = x } onChange: { print("changed") }
            let f: (_ a: Int) -> Void = { _ in }
            if #available(iOS 17, *) { } else { }
            guard let y = Optional(1) else { return }
            for case let .some(z) in [y] where z > 0 { _ = z }
            items.map { [weak self] item in item }
            let r = /[a-z]+/
            outer: for i in 0..<3 { continue outer }
        }
    }
    """
    #expect(check(code) == [])
}

@Test func detectsMisspeltCaseAndDefaultLabels() {
    let code = "switch x {\ncsae .a:\n    break\ndfeault:\n    break\n}"
    #expect(check(code).map(\.ruleID) == ["syntax.stray-label", "syntax.stray-label"])
    #expect(check("outer:\nfor i in 0..<3 { continue outer }").isEmpty)
}

@Test func detectsExpressionInTypeBody() {
    let diagnostics = check("struct A {\n    iint(parent: B) {\n    }\n}")
    #expect(diagnostics.map(\.ruleID) == ["syntax.expected-declaration"])
    #expect(diagnostics[0].range?.start == SourceLocation(line: 2, column: 5))
}

@Test func detectsBindingOutsidePatternAndMissingIn() {
    #expect(check("func f() {\n    csae.a(let x)\n}").map(\.ruleID) == ["syntax.binding-outside-pattern"])
    #expect(check("if case .a(let x) = y { }").isEmpty)
    #expect(check("run { [weak self] ni\n    self?.go()\n}").map(\.ruleID).contains("syntax.missing-in"))
}

// MARK: - Slips from CJK input methods and web pages

@Test func detectsFullWidthPunctuationCurlyQuotesAndOddSpaces() {
    let diagnostics = check("let a\u{A0}= 1\nlet b = \u{201C}hi\u{201D}\nlet c = max\u{FF08}1, 2\u{FF09}\nlet d\u{3000}= 1\nlet 名前 = \"（全角）\" // ，")
    #expect(diagnostics.map(\.ruleID) == ["syntax.non-breaking-space", "syntax.curly-quote", "syntax.curly-quote",
                                          "syntax.full-width-punctuation", "syntax.full-width-punctuation", "syntax.invalid-whitespace"])
    #expect(diagnostics[0].severity == .warning)
    #expect(diagnostics[3].range?.start == SourceLocation(line: 3, column: 12))
}

@Test func detectsMisspeltAccessorAndAccessLevel() {
    #expect(check("var a: Int {\n    get { 1 }\n    ste { }\n}").map(\.ruleID) == ["syntax.expected-accessor"])
    #expect(check("private(ste) var a = 1").map(\.ruleID) == ["syntax.expected-set"])
    #expect(check("private(set) var a = 1\nvar b: Int { get { 1 } set { print(newValue) } }\nopen(url)").isEmpty)
}
