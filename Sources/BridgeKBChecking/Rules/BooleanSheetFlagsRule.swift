/// Several Bool flags, each driving its own `.sheet(isPresented:)`, instead of one optional route.
public struct BooleanSheetFlagsRule: LintRule {
    public static let description = RuleDescription(
        identifier: "boolean-sheet-flags",
        name: "One Bool per sheet",
        description: "A Bool @State per sheet allows impossible states (two flags true at once) and races when one "
            + "sheet replaces another. Model the presentation as one optional Identifiable enum and use .sheet(item:).",
        concerns: ["sheet", "isPresented", "fullScreenCover", "Identifiable", "sheet(item:)"],
        messages: [
            "en": "another Bool drives a sheet ('{name}'); use one optional enum with .sheet(item:)",
            "zh-Hans": "又一个 Bool（{name}）控制 sheet；请改用一个可选枚举配合 .sheet(item:)",
            "ja": "別の Bool（{name}）が sheet を制御している。1 つの Optional な enum と .sheet(item:) を使う",
        ],
        names: ["zh-Hans": "每个 sheet 一个 Bool", "ja": "sheet ごとに 1 つの Bool"],
        descriptions: [
            "zh-Hans": "每个 sheet 各用一个 Bool @State，会出现不可能的状态（两个标志同时为 true），一个 sheet 替换另一个时还会产生竞态。请把呈现建模为一个可选的 Identifiable 枚举，并使用 .sheet(item:)。",
            "ja": "sheet ごとに Bool の @State を持つと、ありえない状態（2 つのフラグが同時に true）が生じ、sheet を切り替えるときに競合する。表示状態を 1 つの Optional な Identifiable enum で表し、.sheet(item:) を使う。",
        ],
        triggeringExamples: [
            """
            struct AddressScreen: View {
                @State private var showsEditor = false
                @State private var showsScanner = false
                var body: some View {
                    Form { Text("Address") }
                        .sheet(isPresented: $showsEditor) { AddressEditor() }
                        .↓sheet(isPresented: $showsScanner) { ScannerView() }
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            .sheet(isPresented: $showPicker) {
                PhotoPicker(selectedImages: $images)
            }
            """,
            """
            .sheet(item: $modal) { route in
                ModalView(route: route)
            }
            """,
            """
            struct A: View {
                @State private var showsEditor = false
                var body: some View { Text("A").sheet(isPresented: $showsEditor) { Editor() } }
            }
            struct B: View {
                @State private var showsScanner = false
                var body: some View { Text("B").sheet(isPresented: $showsScanner) { Scanner() } }
            }
            """,
        ])

    public init() {}

    public func validate(_ file: SwiftSourceModel) -> [RuleViolation] {
        let t = file.tokens
        var seenByType: [Int: [String]] = [:]
        var result: [RuleViolation] = []
        for k in file.occurrences(of: ["sheet", "fullScreenCover", "popover"]) where k >= 1 && k + 4 < t.count && t[k - 1].isSymbol(".") {
            guard t[k + 1].isSymbol("("), t[k + 2].isWord("isPresented"), t[k + 3].isSymbol(":"), t[k + 4].text.hasPrefix("$") else { continue }
            let name = String(t[k + 4].text.dropFirst())
            // Flags count together within one view (the innermost type), or within the whole snippet.
            let owner = file.enclosingTypes(of: k).first?.keywordIndex ?? -1
            let seen = seenByType[owner, default: []]
            if seen.contains(name) { continue }
            if !seen.isEmpty { result.append(RuleViolation(tokenIndex: k, arguments: ["name": name])) }
            seenByType[owner, default: []].append(name)
        }
        return result
    }
}
