/// `.id(UUID())` gives the view a new identity on every body evaluation: state is lost, views rebuilt.
public struct IdentityUUIDRule: LintRule {
    public static let description = RuleDescription(
        identifier: "id-uuid",
        name: "Fresh identity on every update",
        description: "`.id(UUID())` makes a new identity each time body runs, so SwiftUI tears the view down and "
            + "rebuilds it (and a wrapped UIKit view with it), losing its state. Use a stable identifier.",
        concerns: ["id", "UUID", "Identifiable"],
        messages: [
            "en": "'.id(UUID())' changes identity on every update; use a stable identifier",
            "zh-Hans": ".id(UUID()) 每次更新都会生成新身份，视图会被重建；请使用稳定的标识",
            "ja": ".id(UUID()) は更新のたびに新しい ID になりビューが作り直される。安定した識別子を使う",
        ],
        names: ["zh-Hans": "每次更新都生成新身份", "ja": "更新のたびに新しい ID"],
        descriptions: [
            "zh-Hans": "`.id(UUID())` 在每次 body 运行时都生成新的身份，SwiftUI 会销毁并重建该视图（连同被包装的 UIKit 视图），状态随之丢失。请使用稳定的标识。",
            "ja": "`.id(UUID())` は body が実行されるたびに新しい ID を作るため、SwiftUI はビューを破棄して作り直し（ラップした UIKit ビューも含む）、状態が失われる。安定した識別子を使う。",
        ],
        triggeringExamples: [
            """
            MapView(region: region)
                .↓id(UUID())
            """,
            """
            List(items) { Row(item: $0) }.↓id(UUID().uuidString)
            """,
        ],
        nonTriggeringExamples: [
            """
            MapView(region: region)
                .id(region.center.latitude)
            """,
            """
            let id = UUID()
            """,
        ])

    public init() {}

    public func validate(_ file: SwiftSourceModel) -> [RuleViolation] {
        let t = file.tokens
        return file.occurrences(of: "id").filter { k in
            k >= 1 && k + 3 < t.count && t[k - 1].isSymbol(".") && t[k + 1].isSymbol("(") && t[k + 2].isWord("UUID") && t[k + 3].isSymbol("(")
        }.map { RuleViolation(tokenIndex: $0) }
    }
}
