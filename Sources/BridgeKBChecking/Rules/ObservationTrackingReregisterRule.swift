/// `withObservationTracking`'s onChange fires once: without re-registering, later changes are missed.
public struct ObservationTrackingReregisterRule: LintRule {
    public static let description = RuleDescription(
        identifier: "observation-tracking-reregister",
        name: "withObservationTracking not re-registered",
        description: "onChange of withObservationTracking fires only for the first change. Call the tracking "
            + "function again from onChange (dispatching to the main actor), or use updateProperties() on iOS 26.",
        concerns: ["withObservationTracking", "Observable", "onChange", "updateProperties"],
        messages: [
            "en": "onChange does not re-register the tracking; later changes will be missed",
            "zh-Hans": "onChange 中没有重新注册观察，之后的变化将不会被通知",
            "ja": "onChange で追跡を再登録していないため、2 回目以降の変更を取りこぼす",
        ],
        names: ["zh-Hans": "withObservationTracking 未重新注册", "ja": "withObservationTracking を再登録していない"],
        descriptions: [
            "zh-Hans": "withObservationTracking 的 onChange 只在第一次变化时触发。请在 onChange 中（派发到主 actor 后）再次调用追踪函数，或在 iOS 26 上使用 updateProperties()。",
            "ja": "withObservationTracking の onChange は最初の変更でしか呼ばれない。onChange から（メインアクターに移して）追跡関数をもう一度呼ぶか、iOS 26 では updateProperties() を使う。",
        ],
        triggeringExamples: [
            """
            func observeState() {
                ↓withObservationTracking {
                    titleLabel.text = appState.userName
                } onChange: {
                    print("changed")
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            private func observeState() {
                withObservationTracking {
                    titleLabel.text = appState.userName
                } onChange: {
                    DispatchQueue.main.async { [weak self] in
                        self?.observeState()
                    }
                }
            }
            """,
        ])

    public init() {}

    public func validate(_ file: SwiftSourceModel) -> [RuleViolation] {
        let t = file.tokens
        return file.occurrences(of: "withObservationTracking").filter { k in
            guard let onChange = onChangeBody(after: k, in: file) else { return false }
            let function = file.enclosingFunction(of: k)?.name
            let reregisters = t[onChange].enumerated().contains { offset, token in
                guard token.isName else { return false }
                if token.text == "withObservationTracking" { return true }
                let index = onChange.lowerBound + offset
                return token.text == function && index + 1 < t.count && t[index + 1].isSymbol("(")
            }
            return !reregisters
        }.map { RuleViolation(tokenIndex: $0) }
    }

    /// The token range of the onChange closure's body, as trailing closure or argument.
    func onChangeBody(after k: Int, in file: SwiftSourceModel) -> Range<Int>? {
        let t = file.tokens
        var j = k + 1
        var end = t.count
        if j < t.count, t[j].isSymbol("("), file.matching[j] > j { end = file.matching[j] }
        if j < t.count, t[j].isSymbol("{"), file.matching[j] > j {
            j = file.matching[j] + 1
            end = min(t.count, j + 3)
        }
        while j + 2 < end + 3 && j + 2 < t.count {
            if t[j].isWord("onChange"), t[j + 1].isSymbol(":"), t[j + 2].isSymbol("{"), file.matching[j + 2] > j + 2 {
                return (j + 3)..<file.matching[j + 2]
            }
            if j >= end { break }
            j += 1
        }
        return nil
    }
}
