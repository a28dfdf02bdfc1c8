/// A Coordinator that keeps its representable in a `let` reads a stale copy forever.
public struct CoordinatorLetParentRule: LintRule {
    public static let description = RuleDescription(
        identifier: "coordinator-let-parent",
        name: "Coordinator keeps a stale parent",
        description: "A Coordinator that stores its representable with `let` keeps the copy made by makeCoordinator(); "
            + "bindings and closures read through it go stale. Store it with `var` and refresh it in updateUIView(Controller).",
        concerns: ["Coordinator", "parent", "makeCoordinator", "context.coordinator"],
        messages: [
            "en": "coordinator keeps '{name}' in a 'let'; make it 'var' and refresh it in {update}",
            "zh-Hans": "Coordinator 用 let 保存 {name}，会一直持有旧副本；改为 var 并在 {update} 中刷新",
            "ja": "Coordinator が {name} を let で保持しており古いコピーのままになる。var にして {update} で更新する",
        ],
        names: ["zh-Hans": "Coordinator 持有过期的 parent", "ja": "Coordinator が古い parent を持ち続ける"],
        descriptions: [
            "zh-Hans": "Coordinator 用 `let` 保存 Representable 时，保存的是 makeCoordinator() 当时的副本；通过它读取的绑定和闭包都会过期。请用 `var` 保存，并在 updateUIView(Controller) 中刷新。",
            "ja": "Representable を `let` で保持する Coordinator は makeCoordinator() 時点のコピーを持ち続け、それを通して読むバインディングやクロージャが古くなる。`var` で保持し、updateUIView(Controller) で更新する。",
        ],
        triggeringExamples: [
            """
            struct SearchBar: UIViewRepresentable {
                @Binding var text: String
                func makeCoordinator() -> Coordinator { Coordinator(self) }
                final class Coordinator: NSObject, UISearchBarDelegate {
                    ↓let parent: SearchBar
                    init(_ parent: SearchBar) { self.parent = parent }
                }
            }
            """,
            """
            class Coordinator: NSObject {
                private ↓let parent: PageControl
                init(_ parent: PageControl) { self.parent = parent }
            }
            """,
            """
            struct PageControl: UIViewRepresentable {
                @Binding var currentPage: Int
                func makeCoordinator() -> PageControlCoordinator { PageControlCoordinator(self) }
            }
            final class PageControlCoordinator: NSObject {
                ↓let control: PageControl
                init(_ control: PageControl) { self.control = control }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            class Coordinator: NSObject {
                var parent: SearchBar
                let formatter = DateFormatter()
                init(_ parent: SearchBar) { self.parent = parent }
            }
            """,
            """
            struct Settings {
                let parent: Folder
            }
            """,
            """
            final class MyCoordinator {
                let parent: String
            }
            """,
            """
            final class SettingsCoordinator: FlowCoordinator {
                let parent: AppCoordinator
                let navigationController: UINavigationController
                init(parent: AppCoordinator, navigationController: UINavigationController) {
                    self.parent = parent
                    self.navigationController = navigationController
                }
            }
            """,
        ])

    public init() {}

    public func validate(_ file: SwiftSourceModel) -> [RuleViolation] {
        var result: [RuleViolation] = []
        // A Coordinator declared beside its representable keeps it under any name.
        let representables = Set(file.types.filter(\.isRepresentable).map(\.name))
        for type in file.representableCoordinators() {
            let outer = file.enclosingTypes(of: type.keywordIndex).first(where: \.isRepresentable)
            for k in (type.bodyOpen + 1)..<type.bodyClose where file.isDirectMember(k, of: type.bodyOpen) {
                guard file.tokens[k].isWord("let"), k + 1 < file.tokens.count, file.tokens[k + 1].isName else { continue }
                let name = file.tokens[k + 1].text
                var typeName: String?
                if k + 3 < file.tokens.count, file.tokens[k + 2].isSymbol(":") { typeName = file.tokens[k + 3].text }
                if name == "parent" || (outer != nil && typeName == outer?.name) || typeName.map(representables.contains) == true {
                    let representable = outer ?? file.types.first { $0.isRepresentable && $0.name == typeName }
                    result.append(RuleViolation(tokenIndex: k, arguments: ["name": name,
                                                                           "update": RepresentableMethods.method("update", of: representable)]))
                }
            }
        }
        return result
    }
}
