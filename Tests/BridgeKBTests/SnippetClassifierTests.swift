import Testing
@testable import BridgeKBModel
@testable import BridgeKBChecking

@Test func classifiesLoneRepresentableMethodAsMemberFragment() {
    #expect(SnippetClassifier.classify("func makeUIView(context: Context) -> UILabel {\n    UILabel()\n}") == .memberFragment)
    #expect(SnippetClassifier.classify("func makeCoordinator() -> Coordinator { Coordinator(self) }\nclass Coordinator: NSObject {\n}") == .memberFragment)
    #expect(SnippetClassifier.classify("@State private var showsEditor = false\n@State private var showsScanner = false") == .memberFragment)
}

@Test func classifiesModifierChain() {
    #expect(SnippetClassifier.classify(".sheet(isPresented: $show) {\n    Picker()\n}") == .modifierChain)
}

@Test func classifiesPseudoCode() {
    #expect(SnippetClassifier.classify("makeUIView → updateUIView → dismantleUIView") == .pseudoCode)
    #expect(SnippetClassifier.classify("func f() {\n    ...\n}") == .pseudoCode)
    #expect(SnippetClassifier.classify("for i in 0...5 { }") == .statements)
}

@Test func classifiesStatementsAndDeclarations() {
    #expect(SnippetClassifier.classify("let host = UIHostingController(rootView: v)\npresent(host, animated: true)") == .statements)
    #expect(SnippetClassifier.classify("import SwiftUI\nstruct A: View {\n    var body: some View { Text(\"a\") }\n}") == .declaration)
}

@Test func wrapsFragmentsAndMapsLinesBack() {
    let code = "func updateUIView(_ v: UILabel, context: Context) {\n    v.text = \"a\n}"
    let wrapped = SnippetWrapper.wrap(code, kind: .memberFragment)
    #expect(wrapped.text.hasPrefix("struct _Snippet {\n"))
    let snippet = Snippet(id: "s", language: .swift, code: code, range: SourceRange(lines: 10, 12))
    let result = SnippetChecker().check(snippet, file: "guide.txt")!
    #expect(result.kind == .memberFragment)
    #expect(result.structural.map(\.ruleID) == ["syntax.unterminated-string"])
    #expect(result.structural.first?.diagnostic.range?.start == SourceLocation(line: 11, column: 14))
}

@Test func readsExpectationFromTheSnippetItself() {
    #expect(SnippetExpectation.of("foo(self) // Won't compile — self is a struct").outcome == .expectedFailure)
    #expect(SnippetExpectation.of("// 伪代码\nmake → update").outcome == .ignore)
    #expect(SnippetExpectation.of("let s = \"won't compile\"").outcome == .pass)
}
