/// Setting frame, bounds, center or transform on the represented view fights SwiftUI's layout.
public struct RepresentedViewGeometryRule: LintRule {
    public static let description = RuleDescription(
        identifier: "represented-view-geometry",
        name: "Geometry set on the represented view",
        description: "SwiftUI owns the frame of the view a representable returns; setting its frame, bounds, center "
            + "or transform is overwritten at the next layout pass. Size it with .frame(…), intrinsicContentSize or "
            + "sizeThatFits(_:uiView:context:).",
        concerns: ["frame", "bounds", "sizeThatFits", "intrinsicContentSize", "makeUIView", "updateUIView"],
        messages: [
            "en": "'{property}' of the represented view is owned by SwiftUI; use .frame(…) or sizeThatFits",
            "zh-Hans": "被包装视图的 {property} 由 SwiftUI 布局决定；请用 .frame(…) 或 sizeThatFits",
            "ja": "ラップしたビューの {property} は SwiftUI のレイアウトが決める。.frame(…) か sizeThatFits を使う",
        ],
        names: ["zh-Hans": "直接设置被包装视图的几何属性", "ja": "ラップしたビューのジオメトリを直接設定"],
        descriptions: [
            "zh-Hans": "Representable 返回的视图由 SwiftUI 决定 frame；设置它的 frame、bounds、center 或 transform 会在下一次布局时被覆盖。请用 .frame(…)、intrinsicContentSize 或 sizeThatFits(_:uiView:context:) 决定尺寸。",
            "ja": "Representable が返すビューの frame は SwiftUI が決める。frame、bounds、center、transform を設定しても次のレイアウトで上書きされる。.frame(…)、intrinsicContentSize、sizeThatFits(_:uiView:context:) でサイズを決める。",
        ],
        triggeringExamples: [
            """
            func updateUIView(_ uiView: UILabel, context: Context) {
                uiView.↓frame = CGRect(x: 0, y: 0, width: 200, height: 40)
            }
            """,
            """
            func makeUIView(context: Context) -> UIView {
                let view = UIView()
                view.↓transform = CGAffineTransform(scaleX: 2, y: 2)
                return view
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            func updateUIView(_ scrollView: UIScrollView, context: Context) {
                hostingController.view.frame = scrollView.bounds
            }
            """,
            """
            func makeUIView(context: Context) -> UIView {
                let view = UIView()
                let child = UIView()
                child.frame = view.bounds
                view.addSubview(child)
                return view
            }
            """,
        ])

    public init() {}

    static let properties: Set<String> = ["frame", "bounds", "center", "transform"]
    static let functions: Set<String> = ["makeUIView", "updateUIView", "makeUIViewController", "updateUIViewController"]

    public func validate(_ file: SwiftSourceModel) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for function in file.functions where Self.functions.contains(function.name) {
            var views: Set<String> = []
            if function.name.hasPrefix("update"), let first = function.parameters.first?.name { views.insert(first) }
            if function.name.hasPrefix("make") {
                for k in function.body where file.tokens[k].isWord("return") && k + 1 < function.body.upperBound {
                    if file.tokens[k + 1].isName { views.insert(file.tokens[k + 1].text) }
                }
            }
            let controller = function.name.hasSuffix("Controller")
            for (lhs, equals) in file.assignments(in: function.body) {
                var path = file.path(at: lhs)
                guard path.end == equals, path.names.count >= 2, views.contains(path.names[0]) else { continue }
                if controller { guard path.names[1] == "view" else { continue }; path.names.removeFirst() }
                guard path.names.count >= 2, Self.properties.contains(path.names[1]) else { continue }
                var index = lhs
                while index < equals, file.tokens[index].text != path.names[1] { index += 1 }
                result.append(RuleViolation(tokenIndex: index, arguments: ["property": path.names[1]]))
            }
        }
        return result
    }
}
