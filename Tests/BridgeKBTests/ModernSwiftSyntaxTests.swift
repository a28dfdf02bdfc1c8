import Testing
@testable import BridgeKBModel
@testable import BridgeKBChecking

/// Valid modern Swift that the structural checks once flagged, each beside the slip of the same shape
/// that they must still catch.
@Suite struct ModernSwiftSyntaxTests {
    func ids(_ code: String) -> [String] {
        StructuralChecker.check(SwiftLexer.lex(code)).map(\.ruleID)
    }

    @Test func acceptsGenericAttributeTypes() {
        #expect(ids("struct Row: View {\n    @FocusState<Field?>.Binding var focus: Field?\n}") == [])
        #expect(ids("struct Row<Value: Hashable>: View {\n    @FocusState<Value?>.Binding var focused: Value?\n}") == [])
        #expect(ids("struct Row {\n    @Outer<[String: Int]>.Inner.Projection private var table\n}") == [])
        // A name before `var` that no generic attribute closes is still two statements.
        #expect(ids("struct Row {\n    @FocusState Binding var focus: Field?\n}") == ["syntax.consecutive-statements"])
        #expect(ids("func f() {\n    a<b>.c var d = 1\n}") == ["syntax.consecutive-statements"])
    }

    @Test func acceptsInlineArrayTypes() {
        #expect(ids("let levels: [3 of Float] = [0.1, 0.5, 0.9]") == [])
        #expect(ids("func grid() -> [rows of [columns of Int]] { fatalError() }") == [])
        #expect(ids("let x = y z") == ["syntax.consecutive-statements"])
    }

    @Test func acceptsBindingsInPatternsSpanningLines() {
        let code = """
        switch event {
        case .conflict(
            let local, let remote,
            resolution: .some(let resolution)):
            print(local, remote, resolution)
        case .progress(
            account: let account,
            completed: let done,
            total: let total
        ) where total > 0:
            print(account, done)
        default:
            break
        }
        if case let .finished(
            account,
            changes,
            _) = event, let first = account.first {
            print(changes, first)
        }
        """
        #expect(ids(code) == [])
        // After the pattern's `:` or `=`, an argument list is an expression again.
        let slip = """
        switch event {
        case .conflict(let local, _):
            print(
                let local)
        default: break
        }
        """
        #expect(ids(slip) == ["syntax.binding-outside-pattern"])
        #expect(ids("if case .some(let x) = value {\n    f(\n        let y)\n}") == ["syntax.binding-outside-pattern"])
    }
}
