/// A controller wrapped in a representable has no navigation controller: pushing from it does nothing.
public struct PushFromRepresentableRule: LintRule {
    public static let description = RuleDescription(
        identifier: "push-from-representable",
        name: "Push from inside a representable",
        description: "A view controller shown through UIViewControllerRepresentable is not inside a "
            + "UINavigationController, so navigationController is nil and the push silently does nothing. Navigate "
            + "with SwiftUI (NavigationStack, .sheet) or host SwiftUI in a UIKit navigation flow.",
        concerns: ["navigationController", "pushViewController", "UIViewControllerRepresentable", "NavigationStack"],
        messages: [
            "en": "'navigationController' is nil inside a representable; navigate with SwiftUI instead",
            "zh-Hans": "在 Representable 中 navigationController 为 nil，push 不会生效；请用 SwiftUI 导航",
            "ja": "Representable の中では navigationController が nil なので push されない。SwiftUI で遷移する",
        ],
        names: ["zh-Hans": "在 Representable 内部 push", "ja": "Representable の中からの push"],
        descriptions: [
            "zh-Hans": "通过 UIViewControllerRepresentable 显示的视图控制器并不在 UINavigationController 中，navigationController 为 nil，push 会静默失败。请用 SwiftUI 导航（NavigationStack、.sheet），或在 UIKit 导航流程中托管 SwiftUI。",
            "ja": "UIViewControllerRepresentable で表示したビューコントローラーは UINavigationController の中にないため navigationController が nil になり、push しても何も起きない。SwiftUI で遷移する（NavigationStack、.sheet）か、UIKit のナビゲーションの中で SwiftUI をホストする。",
        ],
        triggeringExamples: [
            """
            struct WrappedVC: UIViewControllerRepresentable {
                func makeUIViewController(context: Context) -> MyViewController {
                    let vc = MyViewController()
                    vc.↓navigationController?.pushViewController(otherVC, animated: true)
                    return vc
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            let hostingController = UIHostingController(rootView: profileView)
            navigationController?.pushViewController(hostingController, animated: true)
            """,
        ])

    public init() {}

    public func validate(_ file: SwiftSourceModel) -> [RuleViolation] {
        let t = file.tokens
        return file.occurrences(of: "navigationController").filter { k in
            var j = k + 1
            while j < t.count, t[j].kind == .operator, t[j].text == "?" || t[j].text == "!" { j += 1 }
            return j + 1 < t.count && t[j].isSymbol(".") && t[j + 1].text.hasPrefix("push") && file.isInRepresentable(k)
        }.map { RuleViolation(tokenIndex: $0) }
    }
}
