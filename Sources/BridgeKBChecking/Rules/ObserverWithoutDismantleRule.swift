/// Observers, timers and KVO registered in makeUIView(Controller) outlive the view when nothing tears them down.
public struct ObserverWithoutDismantleRule: LintRule {
    public static let description = RuleDescription(
        identifier: "observer-without-dismantle",
        name: "Observer without dismantleUIView(Controller)",
        description: "A notification observer, timer or KVO observation registered in makeUIView / makeUIViewController keeps running after "
            + "SwiftUI removes the view unless static dismantleUIView / dismantleUIViewController removes it.",
        concerns: ["dismantleUIView", "dismantleUIViewController", "NotificationCenter", "addObserver", "Timer", "KVO"],
        messages: [
            "en": "'{name}' in {function} is never torn down; remove it in {dismantler}",
            "zh-Hans": "{function} 中的 {name} 没有被清理；请在 {dismantler} 中移除",
            "ja": "{function} で登録した {name} が解除されていない。{dismantler} で解除する",
        ],
        names: ["zh-Hans": "注册了观察者却没有 dismantleUIView(Controller)", "ja": "dismantleUIView(Controller) のないオブザーバー"],
        descriptions: [
            "zh-Hans": "在 makeUIView(Controller) 中注册的通知观察者、定时器或 KVO 观察，在 SwiftUI 移除视图后仍会继续运行，除非在 static dismantleUIView / dismantleUIViewController 中移除。",
            "ja": "makeUIView(Controller) で登録した通知オブザーバー、タイマー、KVO 監視は、static な dismantleUIView / dismantleUIViewController で解除しない限り、SwiftUI がビューを取り除いた後も動き続ける。",
        ],
        triggeringExamples: [
            """
            struct KeyboardAware: UIViewRepresentable {
                func makeUIView(context: Context) -> UIView {
                    let view = UIView()
                    NotificationCenter.default.↓addObserver(context.coordinator, selector: #selector(Coordinator.changed),
                                                           name: UIResponder.keyboardWillShowNotification, object: nil)
                    return view
                }
                func updateUIView(_ uiView: UIView, context: Context) {}
            }
            """,
            """
            func makeUIView(context: Context) -> UILabel {
                let label = UILabel()
                context.coordinator.timer = Timer.↓scheduledTimer(withTimeInterval: 1, repeats: true) { _ in }
                return label
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            struct KeyboardAware: UIViewRepresentable {
                func makeUIView(context: Context) -> UIView {
                    let view = UIView()
                    NotificationCenter.default.addObserver(context.coordinator, selector: #selector(Coordinator.changed),
                                                           name: UIResponder.keyboardWillShowNotification, object: nil)
                    return view
                }
                static func dismantleUIView(_ uiView: UIView, coordinator: Coordinator) {
                    NotificationCenter.default.removeObserver(coordinator)
                }
            }
            """,
            """
            struct ProgressWeb: UIViewRepresentable {
                func makeUIView(context: Context) -> WKWebView {
                    let web = WKWebView()
                    context.coordinator.progress = web.observe(\\.estimatedProgress) { _, _ in }
                    return web
                }
                final class Coordinator: NSObject {
                    var progress: NSKeyValueObservation?
                }
            }
            """,
            """
            struct KeyboardAware: UIViewRepresentable {
                func makeUIView(context: Context) -> UIScrollView {
                    let view = UIScrollView()
                    context.coordinator.token = NotificationCenter.default.addObserver(
                        forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { _ in }
                    return view
                }
                final class Coordinator: NSObject {
                    var token: (any NSObjectProtocol)?
                    deinit { if let token { NotificationCenter.default.removeObserver(token) } }
                }
            }
            """,
        ])

    public init() {}

    static let registrations: Set<String> = ["addObserver", "scheduledTimer", "observe", "addPeriodicTimeObserver",
                                             "addBoundaryTimeObserver"]
    static let makers: Set<String> = ["makeUIView", "makeUIViewController", "makeCoordinator"]

    public func validate(_ file: SwiftSourceModel) -> [RuleViolation] {
        let t = file.tokens
        var result: [RuleViolation] = []
        // Where the `dismantleUIView(Controller)` functions are, sorted, and each scope's answer once: a file of
        // thousands of representables asked every function and every deinit for each maker.
        let dismantles = file.functions.filter { $0.name.hasPrefix("dismantle") }.map(\.keywordIndex).sorted()
        let deinits = file.occurrences(of: "deinit")
        var covered: [Range<Int>: Bool] = [:]
        for function in file.functions where Self.makers.contains(function.name) {
            let scope = file.representableScope(of: function.keywordIndex)
            if covered[scope] == nil {
                covered[scope] = Self.holds(dismantles, in: scope) || tearsDownInDeinit(file, scope: scope, deinits: deinits)
            }
            if covered[scope]! { continue }
            for k in function.body where k + 1 < t.count {
                guard t[k].isName, Self.registrations.contains(t[k].text), t[k + 1].isSymbol("(") else { continue }
                if t[k].text == "observe", !(k + 2 < t.count && t[k + 2].kind == .keyPath) { continue }
                // A KVO observation kept in a property ends when its owner (the Coordinator) goes.
                if t[k].text == "observe", isAssigned(file, member: k) { continue }
                let dismantler = RepresentableMethods.method("dismantle", like: function.name,
                                                            in: file.enclosingTypes(of: function.keywordIndex).first(where: \.isRepresentable))
                result.append(RuleViolation(tokenIndex: k, arguments: ["name": t[k].text, "function": function.name, "dismantler": dismantler]))
            }
        }
        return result
    }

    static let teardowns: Set<String> = ["removeObserver", "invalidate", "removeTimeObserver", "cancel"]

    /// Whether a `deinit` in `scope` (the Coordinator's) removes observers or invalidates timers: the
    /// Coordinator goes when SwiftUI removes the view, and its deinit with it.
    func tearsDownInDeinit(_ file: SwiftSourceModel, scope: Range<Int>, deinits: [Int]) -> Bool {
        let first = SwiftSourceModel.countBelow(scope.lowerBound, in: deinits)
        for k in deinits[first...].prefix(while: { $0 < scope.upperBound }) where k + 1 < file.tokens.count && file.tokens[k + 1].isSymbol("{") {
            let close = file.matching[k + 1]
            guard close > k + 1 else { continue }
            if (k + 2..<close).contains(where: { file.tokens[$0].isName && Self.teardowns.contains(file.tokens[$0].text) }) { return true }
        }
        return false
    }

    /// Whether the sorted `positions` hold one inside `scope`.
    static func holds(_ positions: [Int], in scope: Range<Int>) -> Bool {
        let first = SwiftSourceModel.countBelow(scope.lowerBound, in: positions)
        return first < positions.count && positions[first] < scope.upperBound
    }

    /// Whether the call whose member name is at `k` (`view.observe(…)`) is the value of an assignment.
    func isAssigned(_ file: SwiftSourceModel, member k: Int) -> Bool {
        var j = k
        while j >= 2, file.tokens[j - 1].isSymbol("."), file.tokens[j - 2].isName || file.tokens[j - 2].isWord("self") { j -= 2 }
        return j >= 1 && file.tokens[j - 1].kind == .operator && file.tokens[j - 1].text == "="
    }
}
