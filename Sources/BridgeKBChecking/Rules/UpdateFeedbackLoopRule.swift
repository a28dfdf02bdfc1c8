/// updateUIView(Controller) writes a value to the view that the Coordinator writes back to SwiftUI, with no equality
/// guard: each side triggers the other (cursor jumps, flicker, "modifying state during view update").
public struct UpdateFeedbackLoopRule: LintRule {
    public static let description = RuleDescription(
        identifier: "update-feedback-loop",
        name: "Unguarded write-back in updateUIView(Controller)",
        description: "When the Coordinator writes a value back to the representable (parent.text = …) and updateUIView(Controller) "
            + "pushes the same value into the view unconditionally, the two sides feed each other. Compare first: "
            + "`if view.text != text { view.text = text }`.",
        concerns: ["updateUIView", "updateUIViewController", "Coordinator", "parent", "Binding"],
        messages: [
            "en": "'{property}' is written back by the coordinator; compare before assigning it in {function}",
            "zh-Hans": "Coordinator 会回写 {property}，在 {function} 中赋值前先比较是否相等，避免循环更新",
            "ja": "{property} は Coordinator が書き戻す値なので、{function} で代入する前に等しいか比較する",
        ],
        names: ["zh-Hans": "updateUIView(Controller) 中未加判断的回写", "ja": "updateUIView(Controller) での無条件な書き戻し"],
        descriptions: [
            "zh-Hans": "Coordinator 把值回写给 Representable（parent.text = …），而 updateUIView(Controller) 又无条件地把同一个值写入视图时，两边会互相触发。请先比较：`if view.text != text { view.text = text }`。",
            "ja": "Coordinator が Representable に値を書き戻し（parent.text = …）、updateUIView(Controller) が同じ値を無条件にビューへ設定すると、両者が互いを呼び続ける。先に比較する：`if view.text != text { view.text = text }`。",
        ],
        triggeringExamples: [
            """
            struct SearchField: UIViewRepresentable {
                @Binding var text: String
                func updateUIView(_ bar: UISearchBar, context: Context) {
                    ↓bar.text = text
                }
                class Coordinator: NSObject, UISearchBarDelegate {
                    var parent: SearchField
                    init(_ parent: SearchField) { self.parent = parent }
                    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
                        parent.text = searchText
                    }
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            struct SearchField: UIViewRepresentable {
                @Binding var text: String
                func updateUIView(_ bar: UISearchBar, context: Context) {
                    if bar.text != text {
                        bar.text = text
                    }
                }
                class Coordinator: NSObject, UISearchBarDelegate {
                    var parent: SearchField
                    init(_ parent: SearchField) { self.parent = parent }
                    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
                        parent.text = searchText
                    }
                }
            }
            """,
            """
            func updateUIView(_ label: UILabel, context: Context) {
                label.text = text
            }
            """,
        ])

    public init() {}

    public func validate(_ file: SwiftSourceModel) -> [RuleViolation] {
        let written = writtenBack(in: file)
        guard !written.isEmpty else { return [] }
        var result: [RuleViolation] = []
        for function in file.functions where DelegateInUpdateRule.updates.contains(function.name) {
            guard let view = function.parameters.first?.name, view != "_", let open = function.bodyOpen else { continue }
            for (lhs, equals) in file.assignments(in: function.body) {
                let target = file.path(at: lhs)
                guard target.end == equals, target.names.count >= 2, target.names[0] == view else { continue }
                var value = file.path(at: equals + 1).names
                if value.first == "self" { value.removeFirst() }
                guard value.count == 1, written.contains(value[0]) else { continue }
                if isGuarded(lhs, in: file, bodyOpen: open) { continue }
                result.append(RuleViolation(tokenIndex: lhs, arguments: ["property": value[0], "function": function.name]))
            }
        }
        return result
    }

    /// Names the coordinators assign through a stored reference: `parent.text = …` gives `text`.
    func writtenBack(in file: SwiftSourceModel) -> Set<String> {
        var names: Set<String> = []
        for type in file.representableCoordinators() {
            var stored: Set<String> = []
            for k in (type.bodyOpen + 1)..<type.bodyClose where file.isDirectMember(k, of: type.bodyOpen) {
                if file.tokens[k].isWord("var") || file.tokens[k].isWord("let"), k + 1 < file.tokens.count {
                    stored.insert(file.tokens[k + 1].text)
                }
            }
            for (lhs, equals) in file.assignments(in: (type.bodyOpen + 1)..<type.bodyClose) {
                var path = file.path(at: lhs)
                guard path.end == equals else { continue }
                if path.names.first == "self" { path.names.removeFirst() }
                if path.names.count == 2, stored.contains(path.names[0]) { names.insert(path.names[1]) }
            }
        }
        return names
    }

    /// Whether an `if`/`guard` with `==` or `!=` encloses or precedes the statement at `k`.
    func isGuarded(_ k: Int, in file: SwiftSourceModel, bodyOpen: Int) -> Bool {
        for brace in file.braces(around: k, within: bodyOpen - 1) where brace != bodyOpen {
            let start = file.statementStart(of: brace)
            let head = file.tokens[start..<brace]
            if head.contains(where: { $0.isWord("if") || $0.isWord("guard") || $0.isWord("while") }),
               head.contains(where: { $0.isSymbol("!=") || $0.isSymbol("==") || $0.isSymbol("!==") }) { return true }
        }
        var j = bodyOpen + 1
        while j < k {
            if file.tokens[j].isWord("guard"), file.isDirectMember(j, of: bodyOpen) {
                var m = j
                while m < k, !file.tokens[m].isWord("else") {
                    if file.tokens[m].isSymbol("!=") || file.tokens[m].isSymbol("==") { return true }
                    m += 1
                }
            }
            j += 1
        }
        return false
    }
}
