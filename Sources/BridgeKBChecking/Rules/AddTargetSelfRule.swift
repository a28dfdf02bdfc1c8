/// `addTarget(self, …)` in a representable struct: a struct cannot be a target-action receiver.
public struct AddTargetSelfRule: LintRule {
    public static let description = RuleDescription(
        identifier: "add-target-self",
        name: "Target-action on the representable struct",
        description: "A representable is a struct that SwiftUI recreates freely: it cannot be an @objc target. "
            + "Make the Coordinator the target: addTarget(context.coordinator, action: #selector(Coordinator.…), …).",
        concerns: ["addTarget", "Coordinator", "#selector", "makeCoordinator"],
        messages: [
            "en": "'self' is a struct here; make the coordinator the target",
            "zh-Hans": "这里的 self 是结构体，无法作为 target；请把 Coordinator 设为 target",
            "ja": "ここでの self は構造体なので target にできない。Coordinator を target にする",
        ],
        names: ["zh-Hans": "以 Representable 结构体作为 target-action 的目标", "ja": "Representable 構造体をターゲットにした target-action"],
        descriptions: [
            "zh-Hans": "Representable 是 SwiftUI 随时会重建的结构体，不能作为 @objc target。请把 Coordinator 设为 target：addTarget(context.coordinator, action: #selector(Coordinator.…), …)。",
            "ja": "Representable は SwiftUI が自由に作り直す構造体なので @objc の target にはなれない。Coordinator を target にする：addTarget(context.coordinator, action: #selector(Coordinator.…), …)。",
        ],
        triggeringExamples: [
            """
            func makeUIView(context: Context) -> UITextField {
                let field = UITextField()
                field.addTarget(↓self, action: #selector(textChanged), for: .editingChanged)
                return field
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            func makeUIView(context: Context) -> UIPageControl {
                let control = UIPageControl()
                control.addTarget(context.coordinator, action: #selector(Coordinator.updateCurrentPage(sender:)),
                                  for: .valueChanged)
                return control
            }
            """,
            """
            final class FormViewController: UIViewController {
                override func viewDidLoad() {
                    button.addTarget(self, action: #selector(save), for: .touchUpInside)
                }
            }
            """,
        ])

    public init() {}

    public func validate(_ file: SwiftSourceModel) -> [RuleViolation] {
        let t = file.tokens
        return file.occurrences(of: "addTarget").filter { k in
            guard k + 2 < t.count, t[k + 1].isSymbol("("), t[k + 2].isWord("self") else { return false }
            // In a struct (or a representable) as the innermost type; with no type, in a representable's methods.
            return file.enclosingTypes(of: k).first.map { $0.keyword == "struct" || $0.isRepresentable } ?? file.isInRepresentable(k)
        }.map { RuleViolation(tokenIndex: $0 + 2) }
    }
}
