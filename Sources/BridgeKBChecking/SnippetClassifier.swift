import BridgeKBModel
/// Decides the syntactic shape (`Snippet.Kind`) of a Swift listing from its tokens.
public enum SnippetClassifier {
    /// Names of methods that only make sense inside a type: a listing that defines one at top level
    /// is a member fragment taken out of its representable or view controller.
    static let memberNames: Set<String> = [
        "makeUIView", "updateUIView", "makeUIViewController", "updateUIViewController", "makeCoordinator",
        "dismantleUIView", "dismantleUIViewController", "sizeThatFits", "makeUIGestureRecognizer",
        "handleUIGestureRecognizerAction", "updateUIGestureRecognizer", "viewDidLoad", "viewWillAppear",
        "viewDidAppear", "viewWillDisappear", "viewDidDisappear", "layoutSubviews", "updateProperties",
        "makeNSView", "updateNSView", "body",
    ]

    static let modifierKeywords: Set<String> = [
        "private", "fileprivate", "public", "internal", "open", "final", "nonisolated", "override", "static", "mutating",
        "required", "convenience", "lazy", "weak", "unowned", "dynamic", "indirect", "package",
    ]

    /// Property wrappers and attributes that only appear on members of a type.
    static let memberAttributes: Set<String> = [
        "@State", "@Binding", "@Environment", "@EnvironmentObject", "@ObservedObject", "@StateObject", "@Published",
        "@Bindable", "@FocusState", "@AppStorage", "@objc", "@IBOutlet", "@IBAction", "@ViewBuilder", "@Query",
    ]

    /// Modifiers that only appear on members of a type.
    static let memberModifiers: Set<String> = ["override", "static", "mutating", "required", "convenience", "lazy", "weak", "unowned"]

    public static func classify(_ code: String) -> Snippet.Kind {
        classify(SwiftLexer.lex(code).code)
    }

    /// Classifies a listing from its code tokens (comments removed).
    public static func classify(_ tokens: [SwiftToken]) -> Snippet.Kind {
        guard let first = tokens.first else { return .statements }
        if isPseudoCode(tokens) { return .pseudoCode }
        if first.isSymbol("."), tokens.count > 1, tokens[1].isName { return .modifierChain }

        var depth = 0
        var sawStatement = false, sawMember = false, sawDeclaration = false
        var statementStart = true
        var modifiers: [String] = []
        var attributes: [String] = []
        for (index, token) in tokens.enumerated() {
            if token.kind == .punctuation {
                switch token.text {
                case "{", "(", "[": depth += 1
                case "}", ")", "]": depth = max(0, depth - 1)
                default: break
                }
            }
            if depth > 0 || (token.kind == .punctuation && token.text == "}") { continue }
            if index > 0, !token.isFirstOnLine, !tokens[index - 1].isSymbol(";") {
                if !statementStart { continue }
            } else {
                statementStart = true; modifiers = []; attributes = []
            }
            if !statementStart { continue }
            if token.kind == .attribute { attributes.append(token.text); continue }
            if token.kind == .keyword, modifierKeywords.contains(token.text) {
                modifiers.append(token.text); continue
            }
            if token.kind == .keyword && token.text == "class", index + 1 < tokens.count,
               ["func", "var", "let"].contains(tokens[index + 1].text) {
                modifiers.append("static"); continue
            }
            statementStart = false
            if token.kind == .directive && (token.text == "#if" || token.text == "#endif" || token.text == "#else" || token.text == "#elseif") {
                statementStart = true; continue
            }
            let memberish = modifiers.contains(where: memberModifiers.contains) || attributes.contains(where: memberAttributes.contains)
            switch token.kind {
            case .keyword:
                switch token.text {
                case "init", "deinit", "subscript":
                    sawMember = true
                case "func":
                    let name = index + 1 < tokens.count ? tokens[index + 1].text : ""
                    if memberish || memberNames.contains(name) { sawMember = true } else { sawDeclaration = true }
                case "var", "let":
                    let name = index + 1 < tokens.count ? tokens[index + 1].text : ""
                    if memberish || memberNames.contains(name) { sawMember = true } else { sawStatement = true }
                case "struct", "class", "enum", "protocol", "extension", "import", "typealias", "actor", "macro",
                     "precedencegroup", "operator", "prefix", "postfix", "infix":
                    sawDeclaration = true
                case "case" where sawMember || sawDeclaration:
                    sawDeclaration = true
                default:
                    sawStatement = true
                }
            case .directive where token.text == "#Preview":
                sawDeclaration = true
            default:
                sawStatement = true
            }
        }
        if sawMember && !sawStatement { return .memberFragment }
        if sawStatement { return .statements }
        return .declaration
    }

    /// Lifecycle arrows (`→`) or `...` / `…` standing for code that was left out.
    public static func isPseudoCode(_ tokens: [SwiftToken]) -> Bool {
        for (index, token) in tokens.enumerated() where token.kind == .operator || token.kind == .punctuation {
            switch token.text {
            case "→", "⇒", "…", "->>":
                return true
            case "...":
                let before = index > 0 ? tokens[index - 1] : nil
                let after = index + 1 < tokens.count ? tokens[index + 1] : nil
                let opensBefore = before.map { ["{", "(", "[", ",", ":", "="].contains($0.text) && $0.kind == .punctuation || $0.kind == .operator && $0.text == "=" } ?? true
                let closesAfter = after.map { ["}", ")", "]", ","].contains($0.text) && $0.kind == .punctuation } ?? true
                let alone = token.isFirstOnLine && (after.map { $0.line != token.line } ?? true)
                if alone || (opensBefore && closesAfter) { return true }
            default:
                continue
            }
        }
        return false
    }
}
