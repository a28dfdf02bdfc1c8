/// Assigning `delegate` or `dataSource` in updateUIView(Controller) re-wires the view on every SwiftUI update.
public struct DelegateInUpdateRule: LintRule {
    public static let description = RuleDescription(
        identifier: "delegate-in-update",
        name: "Delegate assigned in updateUIView(Controller)",
        description: "updateUIView(Controller) run on every state change; a delegate or data source "
            + "set there is re-assigned again and again (and reloads data). Set it once in makeUIView / makeUIViewController.",
        concerns: ["delegate", "dataSource", "updateUIView", "updateUIViewController", "makeUIView", "Coordinator"],
        messages: [
            "en": "'{name}' is assigned in {function}; set it once in {maker}",
            "zh-Hans": "在 {function} 中设置 {name}，每次更新都会重新赋值；应在 {maker} 中只设置一次",
            "ja": "{function} で {name} を設定しているため更新のたびに再設定される。{maker} で一度だけ設定する",
        ],
        names: ["zh-Hans": "在 updateUIView(Controller) 中设置 delegate", "ja": "updateUIView(Controller) で delegate を設定している"],
        descriptions: [
            "zh-Hans": "updateUIView(Controller) 在每次状态变化时都会运行；在这里设置的 delegate 或 dataSource 会被一次次重新赋值（并重新加载数据）。请在 makeUIView(Controller) 中只设置一次。",
            "ja": "updateUIView(Controller) は状態が変わるたびに呼ばれる。そこで設定した delegate や dataSource は何度も再設定される（データも再読み込みされる）。makeUIView(Controller) で一度だけ設定する。",
        ],
        triggeringExamples: [
            """
            func updateUIView(_ uiView: MKMapView, context: Context) {
                uiView.↓delegate = context.coordinator
                uiView.setRegion(region, animated: true)
            }
            """,
            """
            struct Pages: UIViewControllerRepresentable {
                func updateUIViewController(_ controller: UIPageViewController, context: Context) {
                    controller.↓dataSource = context.coordinator
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            func makeUIView(context: Context) -> MKMapView {
                let map = MKMapView()
                map.delegate = context.coordinator
                return map
            }
            """,
            """
            static func dismantleUIView(_ bar: UISearchBar, coordinator: Coordinator) {
                bar.delegate = nil
            }
            """,
        ])

    public init() {}

    static let updates: Set<String> = ["updateUIView", "updateUIViewController", "updateUIGestureRecognizer"]

    public func validate(_ file: SwiftSourceModel) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for function in file.functions where Self.updates.contains(function.name) {
            for k in function.body where k > 0 && k + 1 < file.tokens.count {
                let t = file.tokens[k]
                guard t.isName, t.text == "delegate" || t.text == "dataSource", file.tokens[k - 1].isSymbol("."),
                      file.tokens[k + 1].kind == .operator, file.tokens[k + 1].text == "=" else { continue }
                result.append(RuleViolation(tokenIndex: k, arguments: ["name": t.text, "function": function.name,
                                                                       "maker": RepresentableMethods.method("make", like: function.name, in: nil)]))
            }
        }
        return result
    }
}
