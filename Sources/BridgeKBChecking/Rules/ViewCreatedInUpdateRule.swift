/// Constructing a UIView or UIViewController inside updateUIView(Controller) makes a new one on every SwiftUI update.
public struct ViewCreatedInUpdateRule: LintRule {
    public static let description = RuleDescription(
        identifier: "view-created-in-update",
        name: "View created in updateUIView(Controller)",
        description: "updateUIView(Controller) run on every state change: a UIView or UIViewController constructed there (often a "
            + "UIHostingController added as a subview) piles up new instances. Create it once in makeUIView / makeUIViewController and update it.",
        concerns: ["updateUIView", "updateUIViewController", "makeUIView", "UIHostingController", "addSubview"],
        messages: [
            "en": "'{name}' is constructed in {function}, on every update; create it once in {maker}",
            "zh-Hans": "在 {function} 中创建 {name}，每次更新都会新建实例；应在 {maker} 中创建一次",
            "ja": "{function} で {name} を生成しているため更新のたびに新しいインスタンスができる。{maker} で一度だけ生成する",
        ],
        names: ["zh-Hans": "在 updateUIView(Controller) 中创建视图", "ja": "updateUIView(Controller) でビューを生成している"],
        descriptions: [
            "zh-Hans": "updateUIView(Controller) 在每次状态变化时都会运行：在这里构造的 UIView 或 UIViewController（常见的是作为子视图加入的 UIHostingController）会不断累积新实例。请在 makeUIView(Controller) 中创建一次，之后只更新它。",
            "ja": "updateUIView(Controller) は状態が変わるたびに呼ばれる。そこで生成した UIView や UIViewController（よくあるのはサブビューとして追加した UIHostingController）は新しいインスタンスが積み重なる。makeUIView(Controller) で一度だけ生成し、以後は更新する。",
        ],
        triggeringExamples: [
            """
            func updateUIView(_ scrollView: UIScrollView, context: Context) {
                let host = ↓UIHostingController(rootView: content)
                host.view.frame = scrollView.bounds
                scrollView.addSubview(host.view)
            }
            """,
            """
            func updateUIView(_ uiView: UIStackView, context: Context) {
                uiView.addArrangedSubview(↓UILabel())
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            func updateUIView(_ uiView: UIView, context: Context) {
                UIView.animate(withDuration: 0.3) { uiView.alpha = 1 }
                uiView.backgroundColor = UIColor(white: 0.5, alpha: 1)
            }
            """,
            """
            func makeUIView(context: Context) -> UILabel {
                let label = UILabel()
                return label
            }
            """,
        ])

    public init() {}

    static let prefixes = ["UI", "MK", "WK", "PH", "AV", "MF", "CN", "PK", "AR", "SCN", "QL", "SF"]
    static let suffixes = ["View", "Controller", "Label", "Button", "Field", "Bar", "Control", "Switch", "Slider",
                           "Stepper", "Picker", "Indicator"]

    /// Whether a type name looks like a UIKit (or framework) view or view controller class.
    public static func isViewClass(_ name: String) -> Bool {
        prefixes.contains { name.hasPrefix($0) } && suffixes.contains { name.hasSuffix($0) }
            && !name.hasSuffix("Representable")
    }

    public func validate(_ file: SwiftSourceModel) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for function in file.functions where DelegateInUpdateRule.updates.contains(function.name) {
            for k in function.body where k + 1 < file.tokens.count {
                let t = file.tokens[k]
                guard t.kind == .typeIdentifier, Self.isViewClass(t.text), file.tokens[k + 1].isSymbol("("),
                      !file.tokens[k + 1].hasLeadingSpace, k == 0 || !file.tokens[k - 1].isSymbol(".") else { continue }
                result.append(RuleViolation(tokenIndex: k, arguments: ["name": t.text, "function": function.name,
                                                                       "maker": RepresentableMethods.method("make", like: function.name, in: nil)]))
            }
        }
        return result
    }
}
