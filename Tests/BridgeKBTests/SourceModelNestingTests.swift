import Foundation
import Testing
@testable import BridgeKBChecking

/// The source model answers "which types and functions hold this token" from nesting computed once
/// (a file of 8,000 representable types took 26 s to lint when every question scanned every
/// declaration): the answers are those of the scan, token by token, on nested, empty, unclosed and
/// fragmentary code.
struct SourceModelNestingTests {
    static let samples = [
        """
        struct A: UIViewRepresentable {
            func makeUIView(context: Context) -> UIView { UIView() }
            func updateUIView(_ v: UIView, context: Context) { func inner() { let x = 1 } }
            class Coordinator { struct Deep {} ; func dismiss(animated: Bool) {} }
        }
        extension A { func f() {} }
        func makeUIView(context: Context) -> UIView { UIView() }
        struct Empty {}
        """,
        "class C { func a() { func b() { func c() { } } } }\nstruct D { var x: Int { 1 } }",
        "struct Unclosed { func f() { let a = [1, 2]\nclass E { }\n",
        "func top() { struct Local: UIViewControllerRepresentable { func makeUIViewController(context: Context) -> UIViewController { .init() } } }",
        "}}} struct S { func f() {} } {{ func g() { ( }",
        // A `func` without a body, then a `subscript`: both find the subscript's body (found by fuzzing).
        "protocol P { func f(_ x: Int) subscript(i: Int) -> Int { get } }\nstruct Q { func g() subscript(i: Int) -> Int { func f() {} ; return i } }",
        // A `{` dropped from the bracket stack by a `)` that closes below it: its body runs to the end,
        // across the bodies after it (found by fuzzing).
        "func a() { let x = ( func f() { 1 ) }\nfunc b() { func updateUIView() { } }\nfunc c() { }",
        // An unclosed body opened after a later declaration's: the search for `a`'s body jumps the
        // parentheses that hold `f` (found by fuzzing).
        "func a() -> [Int] ( func f() { x ) {\n let y = 1\nfunc makeUIView() {\n z }",
    ]

    @Test(arguments: samples)
    func nestingAnswersAreThoseOfTheScan(_ code: String) {
        let model = SwiftSourceModel(code)
        for i in -1...model.tokens.count {
            let types = model.types.filter { $0.bodyOpen < i && i < $0.bodyClose }.sorted { $0.bodyOpen > $1.bodyOpen }
            #expect(model.enclosingTypes(of: i) == types, "token \(i)")
            let function = model.functions.filter { $0.body.contains(i) }.max { $0.body.lowerBound < $1.body.lowerBound }
            #expect(model.enclosingFunction(of: i) == function, "token \(i)")
        }
        for name in ["makeUIView", "f", "missing"] {
            #expect(model.functions(named: name) == model.functions.filter { $0.name == name })
        }
    }

    /// A file of many representables with Coordinators: every rule still finds each type's pitfall once.
    @Test func findingsOfManyTypesAreEachTypesOwn() {
        let count = 300
        let code = (0..<count).map { n in
            """
            struct V\(n): UIViewRepresentable {
                func makeUIView(context: Context) -> UIView { NotificationCenter.default.addObserver(self, selector: #selector(f), name: .x, object: nil); return UIView() }
                func updateUIView(_ view: UIView, context: Context) { view.delegate = context.coordinator }
                class Coordinator { func close() { controller.dismiss(animated: true) } }
            }
            """
        }.joined(separator: "\n")
        let findings = Linter().lint(code, file: "many.swift")
        for rule in ["delegate-in-update", "coordinator-dismiss", "observer-without-dismantle"] {
            #expect(findings.filter { $0.ruleID == rule }.count == count, "\(rule): \(findings.filter { $0.ruleID == rule }.count)")
        }
    }
}
