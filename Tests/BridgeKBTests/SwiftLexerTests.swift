import Testing
@testable import BridgeKBModel
@testable import BridgeKBChecking

// MARK: - Helpers

private func kinds(_ code: String) -> [(SwiftToken.Kind, String)] {
    SwiftLexer.lex(code).tokens.map { ($0.kind, $0.text) }
}

private func token(_ code: String, _ text: String) -> SwiftToken? {
    SwiftLexer.lex(code).tokens.first { $0.text == text }
}

// MARK: - Comments and strings

@Test func lexesNestedBlockComments() {
    let tokens = kinds("/* a /* b */ c */ x")
    #expect(tokens.count == 2)
    #expect(tokens[0].0 == .comment && tokens[0].1 == "/* a /* b */ c */")
    #expect(tokens[1].0 == .identifier && tokens[1].1 == "x")
}

@Test func lexesInterpolationWithNestedParenthesesAndStrings() {
    let code = #"let s = "a \(f("b)", g(1, (2)))) c" + t"#
    let tokens = SwiftLexer.lex(code)
    #expect(tokens.issues.isEmpty)
    let strings = tokens.tokens.filter { $0.kind == .string }
    #expect(strings.map(\.text) == [#""a \(f("b)", g(1, (2)))) c""#])
    #expect(tokens.tokens.last?.text == "t")
}

@Test func lexesMultilineAndRawStrings() {
    let code = "let a = \"\"\"\n  say \"hi\" \\(name)\n  \"\"\"\nlet b = #\"a \\d \"q\" \"#\nlet c = ##\"x\"#y\"##"
    let result = SwiftLexer.lex(code)
    #expect(result.issues.isEmpty)
    let strings = result.tokens.filter { $0.kind == .string }.map(\.text)
    #expect(strings.count == 3)
    #expect(strings[1] == ##"#"a \d "q" "#"##)
    #expect(strings[2] == ###"##"x"#y"##"###)
    #expect(result.tokens.first { $0.kind == .string }?.endLine == 3)
}

@Test func lexesRegexLiteralsOnlyWhereUnambiguous() {
    #expect(kinds("let r = /ab+c/").last! == (.string, "/ab+c/"))
    #expect(kinds("let q = a / b / c").filter { $0.0 == .operator }.map(\.1) == ["=", "/", "/"])
    #expect(kinds("x = 3/2").filter { $0.0 == .number }.count == 2)
}

// MARK: - Key paths, attributes, directives

@Test func lexesKeyPathsAttributesAndDirectives() {
    let code = "@Environment(\\.dismiss) private var dismiss\nlet n = sequence(first: v, next: \\.next)\n#selector(Coordinator.tap(_:)) ; if #available(iOS 17, *) {}"
    let tokens = SwiftLexer.lex(code).tokens
    #expect(tokens.contains { $0.kind == .attribute && $0.text == "@Environment" })
    #expect(tokens.contains { $0.kind == .keyPath && $0.text == "\\.dismiss" })
    #expect(tokens.contains { $0.kind == .keyPath && $0.text == "\\.next" })
    #expect(tokens.contains { $0.kind == .directive && $0.text == "#selector" })
    #expect(tokens.contains { $0.kind == .directive && $0.text == "#available" })
    #expect(tokens.contains { $0.kind == .keyword && $0.text == "private" })
    #expect(tokens.contains { $0.kind == .typeIdentifier && $0.text == "Coordinator" })
}

@Test func lexesNumbersAndOperators() {
    let tokens = kinds("let n = 1_000_000 + 0xFF_FF * 1.5e-3; for i in 0..<n {}; a?.b ?? c; x != y -> z")
    #expect(tokens.filter { $0.0 == .number }.map(\.1) == ["1_000_000", "0xFF_FF", "1.5e-3", "0"])
    let operators = tokens.filter { $0.0 == .operator }.map(\.1)
    #expect(operators.contains("..<") && operators.contains("??") && operators.contains("!=") && operators.contains("->"))
    #expect(tokens.contains { $0 == (.operator, "?") })
}

@Test func keywordsAfterDotAreMembers() {
    let tokens = SwiftLexer.lex("x.default; addTarget(a, for: .valueChanged)").tokens
    #expect(tokens.first { $0.text == "default" }?.kind == .identifier)
    #expect(tokens.first { $0.text == "for" }?.kind == .identifier)
}

// MARK: - Positions

@Test func reportsByteAndCharacterColumnsOnCJKLines() {
    let code = "// 注释\nlet 名前 = \"値\" + x"
    let equals = token(code, "=")!
    #expect(equals.position == SourcePosition(line: 2, byteColumn: 12, column: 8))
    let x = token(code, "x")!
    #expect(x.position.column == 16)
    #expect(x.position.byteColumn == 16 + 2 + 2 + 2)
}

@Test func countsEmojiAsOneCharacter() {
    let code = "/* 🙂👨‍👩‍👧 */ foo()"
    let foo = token(code, "foo")!
    #expect(foo.position.column == 10)
    #expect(foo.position.byteColumn == 1 + 3 + 4 + 18 + 4)
}

// MARK: - Issues

@Test func reportsUnterminatedStringAndResumesOnNextLine() {
    let result = SwiftLexer.lex("let a = \"abc\nlet b = 1")
    #expect(result.issues.map(\.kind) == [.unterminatedString])
    #expect(result.issues[0].offset == 8)
    #expect(result.tokens.contains { $0.text == "b" })
}

@Test func reportsUnterminatedBlockCommentAndInvalidEscape() {
    #expect(SwiftLexer.lex("x /* a /* b */").issues.map(\.kind) == [.unterminatedBlockComment])
    #expect(SwiftLexer.lex(#"let s = "a\qb""#).issues.map(\.kind) == [.invalidEscape])
}

@Test func reportsRawControlCharactersInStringLiteralsAsTheCompilerDoes() {
    // swiftc: "unprintable ASCII character found in source file" for ESC, DEL, and a tab in a one-line string.
    let esc = SwiftLexer.lex("let s = \"abc\u{1B}[31mred\"\nlet t = 1")
    #expect(esc.issues.map(\.kind) == [.controlCharacter])
    #expect(esc.issues.first?.offset == 12)
    #expect(esc.issues.first?.message.contains("U+001B") == true)
    #expect(esc.tokens.contains { $0.text == "t" })     // the string still closes where it did
    #expect(SwiftLexer.lex("let s = \"a\u{7F}\"").issues.map(\.kind) == [.controlCharacter])
    #expect(SwiftLexer.lex("let s = \"a\tb\"").issues.map(\.kind) == [.controlCharacter])
    // A tab in a multi-line string and CRLF line ends are text the compiler takes.
    #expect(SwiftLexer.lex("let s = \"\"\"\r\n\ta\tb\r\n\"\"\"\r\n").issues.isEmpty)
    #expect(SwiftLexer.lex("let s = \"\\u{1B}[31m\"").issues.isEmpty)
}

@Test func lexesLargeInputQuickly() {
    let unit = "struct V: View {\n    @State var x = 0 // 注释\n    var body: some View { Text(\"\\(x)\").id(x) }\n}\n"
    let text = String(repeating: unit, count: 2000)
    let clock = ContinuousClock()
    var count = 0
    let elapsed = clock.measure { count = SwiftLexer.lex(text).tokens.count }
    #expect(count > 40_000)
    #expect(elapsed < .seconds(2))
}
