/// Calling UIKit's `dismiss(animated:)` from a Coordinator bypasses the SwiftUI state that presented it.
public struct CoordinatorDismissRule: LintRule {
    public static let description = RuleDescription(
        identifier: "coordinator-dismiss",
        name: "UIKit dismissal from a Coordinator",
        description: "A sheet presented by SwiftUI is owned by SwiftUI state; dismissing the controller with UIKit's "
            + "dismiss(animated:) leaves the binding true. Call the environment's dismiss action, or set the binding.",
        concerns: ["dismiss", "Coordinator", "isPresented", "presentationMode"],
        messages: [
            "en": "coordinator calls UIKit 'dismiss(animated:)'; use the environment's dismiss or reset the binding",
            "zh-Hans": "Coordinator 调用了 UIKit 的 dismiss(animated:)；应使用环境中的 dismiss 或重置绑定",
            "ja": "Coordinator が UIKit の dismiss(animated:) を呼んでいる。環境の dismiss を使うかバインディングを戻す",
        ],
        names: ["zh-Hans": "在 Coordinator 中用 UIKit 关闭界面", "ja": "Coordinator から UIKit の方法で閉じる"],
        descriptions: [
            "zh-Hans": "由 SwiftUI 呈现的 sheet 归 SwiftUI 状态所有；用 UIKit 的 dismiss(animated:) 关闭控制器后，绑定仍为 true。请调用环境中的 dismiss 操作，或直接修改绑定。",
            "ja": "SwiftUI が表示した sheet の持ち主は SwiftUI の状態。UIKit の dismiss(animated:) でコントローラーを閉じてもバインディングは true のまま残る。環境の dismiss アクションを呼ぶか、バインディングを戻す。",
        ],
        triggeringExamples: [
            """
            class Coordinator: NSObject, PHPickerViewControllerDelegate {
                var parent: PhotoPicker
                init(_ parent: PhotoPicker) { self.parent = parent }
                func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
                    picker.↓dismiss(animated: true)
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            class Coordinator: NSObject, MFMailComposeViewControllerDelegate {
                var parent: MailComposer
                func mailComposeController(_ controller: MFMailComposeViewController,
                                           didFinishWith result: MFMailComposeResult, error: Error?) {
                    parent.dismiss()
                }
            }
            """,
            """
            final class SettingsViewController: UIViewController {
                @objc func close() { dismiss(animated: true) }
            }
            """,
            """
            final class OnboardingCoordinator {
                let navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                func finish() { navigationController.dismiss(animated: true) }
            }
            """,
        ])

    public init() {}

    public func validate(_ file: SwiftSourceModel) -> [RuleViolation] {
        let t = file.tokens
        // Each call once, in the Coordinator it belongs to directly (not per Coordinator: a file of
        // thousands of them made that quadratic).
        let coordinators = Set(file.representableCoordinators().map(\.keywordIndex))
        return file.occurrences(of: "dismiss").filter { k in
            guard k + 2 < t.count, t[k + 1].isSymbol("("), t[k + 2].isWord("animated"), let owner = file.enclosingTypes(of: k).first else { return false }
            return coordinators.contains(owner.keywordIndex)
        }.map { RuleViolation(tokenIndex: $0) }
    }
}
