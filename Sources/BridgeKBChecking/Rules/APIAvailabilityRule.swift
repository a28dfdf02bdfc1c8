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
        names: ["zh-Hans": "API 需要比声明更高的 iOS 版本", "ja": "宣言より新しい iOS が必要な API"],
        descriptions: [
            "zh-Hans": "在 `@available(iOS N, *)` 或 `if #available(iOS N, *)` 之内，代码可能运行在 iOS N 上；需要更高版本的 API 必须再用自己的 #available 检查保护，或提供回退方案。",
            "ja": "`@available(iOS N, *)` や `if #available(iOS N, *)` の中のコードは iOS N で動く可能性がある。それより新しい iOS が必要な API は、専用の #available チェックで囲むか代替手段を用意する。",
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
            @available(macOS 13, iOS 15, *)
            struct Root: View {
                var body: some View { ↓NavigationStack { Text("Hi") } }
            }
            """,
            """
            @available(iOS, introduced: 15)
            func emptyView() -> some View {
                ↓ContentUnavailableView("Empty", systemImage: "tray")
            }
            """,
            """
            func show() {
                guard #available(iOS 16, *) else { return }
                let view = ↓ContentUnavailableView("Empty", systemImage: "tray")
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
            @available(iOS 15, *)
            let legacyTitle = "Old"
            struct Root: View {
                var body: some View { NavigationStack { Text(legacyTitle) } }
            }
            """,
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
            guard k + 1 < t.count, t[k + 1].isSymbol("("), file.matching[k + 1] > k,
                  let version = iOSVersion(in: (k + 2)..<file.matching[k + 1], of: file) else { continue }
            var j = file.matching[k + 1] + 1
            if t[k].kind == .attribute {
                // The declaration the attribute belongs to: its body, if it has one before the next declaration.
                var first = true
                while j < t.count, !t[j].isSymbol("{") {
                    if !first, t[j].isFirstOnLine, t[j].kind == .attribute || SwiftKeywords.statementStarts.contains(t[j].text),
                       !(j > 0 && t[j - 1].kind == .attribute) { j = t.count; break }
                    if t[j].kind == .keyword && t[j].text != "class" || t[j].kind == .attribute { } else { first = false }
                    j += 1
                }
                guard j < t.count else { continue }
                scopes.append((k..<(file.matching[j] > j ? file.matching[j] : t.count), version))
            } else if k > 0, t[k - 1].isWord("guard") {
                // `guard #available(iOS N, *) else { … }`: the rest of the enclosing block.
                while j < t.count, !t[j].isSymbol("{") { j += 1 }
                guard j < t.count, file.matching[j] > j else { continue }
                let enclosing = file.enclosingBrace[k]
                let end = enclosing >= 0 && file.matching[enclosing] > enclosing ? file.matching[enclosing] : t.count
                scopes.append((file.matching[j]..<end, version))
            } else {
                while j < t.count, !t[j].isSymbol("{") { j += 1 }
                guard j < t.count else { continue }
                scopes.append((k..<(file.matching[j] > j ? file.matching[j] : t.count), version))
            }
        }
        return scopes
    }

    /// The iOS version an availability list states: `iOS 16`, `iOS 16.4` or `iOS, introduced: 16`.
    func iOSVersion(in range: Range<Int>, of file: SwiftSourceModel) -> Int? {
        let t = file.tokens
        for k in range where t[k].isWord("iOS") {
            var j = k + 1
            if j < range.upperBound, t[j].isSymbol(",") {
                while j < range.upperBound, !t[j].isSymbol(":") || !t[j - 1].isWord("introduced") {
                    if t[j].isName && !t[j].isWord("introduced") { return nil }
                    j += 1
                }
                j += 1
            }
            if j < range.upperBound, t[j].kind == .number { return Int(t[j].text.split(separator: ".").first ?? "") }
        }
        return nil
    }
}
