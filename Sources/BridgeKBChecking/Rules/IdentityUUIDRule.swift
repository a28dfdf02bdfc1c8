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
        var result: [RuleViolation] = []
        for k in file.occurrences(of: "id") where k >= 1 && k + 3 < t.count && t[k - 1].isSymbol(".") {
            if t[k + 1].isSymbol("("), t[k + 2].isWord("UUID"), t[k + 3].isSymbol("(") {
                result.append(RuleViolation(tokenIndex: k))
            }
        }
        return result
    }
}
