/// An API used below its minimum iOS where the code states a lower target with `@available` / `#available`.
public struct APIAvailabilityRule: LintRule {
    public static let description = RuleDescription(
        identifier: "api-availability",
        name: "API newer than the stated iOS",
        description: "Inside `@available(iOS N, *)` or `if #available(iOS N, *)`, code may run on iOS N; an API that "
            + "needs a later iOS must be guarded by its own #available check or have a fallback.",
        concerns: ["@available", "#available"] + APIAvailabilityTable.minimumIOS.keys.sorted(),
        messages: [
            "en": "'{api}' needs iOS {required}, but this code states iOS {stated}",
            "zh-Hans": "{api} 需要 iOS {required}，但此处声明的最低版本是 iOS {stated}",
            "ja": "{api} は iOS {required} 以上が必要だが、ここでは iOS {stated} と宣言されている",
        ],
        triggeringExamples: [
            """
            @available(iOS 15, *)
            final class ItemCell: UICollectionViewCell {
                func configure(with item: Item) {
                    contentConfiguration = ↓UIHostingConfiguration { Text(item.title) }
                }
            }
            """,
            """
            if #available(iOS 16, *) {
                Rectangle().gesture(LongPressGesture(pressLocation: $location))
                let recognizer: any ↓UIGestureRecognizerRepresentable = LongPress()
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            @available(iOS 17, *)
            struct Root: View {
                var body: some View { NavigationStack { Text("Hi") } }
            }
            """,
            """
            cell.contentConfiguration = UIHostingConfiguration { Text(item.title) }
            """,
        ])

    public init() {}

    public func validate(_ file: SwiftSourceModel) -> [RuleViolation] {
        let t = file.tokens
        let scopes = statedScopes(in: file)
        guard !scopes.isEmpty else { return [] }
        var result: [RuleViolation] = []
        for k in 0..<t.count {
            guard let required = APIAvailabilityTable.minimumIOS(of: t[k], previous: k > 0 ? t[k - 1] : nil) else { continue }
            let stated = scopes.filter { $0.range.contains(k) }.map(\.version).max()
            guard let stated, stated < required else { continue }
            var api = t[k].text
            if t[k].kind == .keyPath { api = String(api.dropFirst(2)) }
            if t[k].kind == .attribute { api = String(api.dropFirst()) }
            result.append(RuleViolation(tokenIndex: k, arguments: ["api": api, "required": "\(required)", "stated": "\(stated)"]))
        }
        return result
    }

    /// Token ranges in which an `@available(iOS N` or `#available(iOS N` states that code runs on iOS N.
    func statedScopes(in file: SwiftSourceModel) -> [(range: Range<Int>, version: Int)] {
        let t = file.tokens
        var scopes: [(Range<Int>, Int)] = []
        for k in file.occurrences(of: ["@available", "#available"]) {
            guard k + 3 < t.count, t[k + 1].isSymbol("("), t[k + 2].isWord("iOS"), t[k + 3].kind == .number,
                  let version = Int(t[k + 3].text.split(separator: ".").first ?? ""), file.matching[k + 1] > k else { continue }
            var j = file.matching[k + 1] + 1
            if t[k].kind == .attribute {
                // The declaration the attribute belongs to: its body (or the rest of its line).
                while j < t.count, !t[j].isSymbol("{") { j += 1 }
            } else {
                while j < t.count, !t[j].isSymbol("{") { j += 1 }
            }
            guard j < t.count else { continue }
            let end = file.matching[j] > j ? file.matching[j] : t.count
            scopes.append((k..<end, version))
        }
        return scopes
    }
}
