/// A light structural model of Swift source over its tokens: matching brackets, type and function
/// declarations with their bodies, and queries that the pitfall rules share.
public final class SwiftSourceModel: @unchecked Sendable {
    /// A `struct`, `class`, `enum`, `extension`, `actor` or `protocol` and its body.
    public struct TypeDecl: Sendable, Hashable {
        public var keyword: String
        public var name: String
        public var keywordIndex: Int
        public var bodyOpen: Int
        public var bodyClose: Int
        public var inherited: [String]

        /// Whether the type conforms to one of SwiftUI's `…Representable` protocols.
        public var isRepresentable: Bool { inherited.contains { $0.hasSuffix("Representable") } }
        public var isCoordinator: Bool { keyword == "class" && name.hasSuffix("Coordinator") }
    }

    /// A `func`, `init` or `subscript` with its parameters and (when it has one) body.
    public struct FunctionDecl: Sendable, Hashable {
        /// One parameter: argument label, internal name and the first name of its type.
        public struct Parameter: Sendable, Hashable {
            public var label: String?
            public var name: String
            public var typeName: String?
        }
        public var name: String
        public var keywordIndex: Int
        public var nameIndex: Int
        public var parameters: [Parameter]
        public var bodyOpen: Int?
        public var bodyClose: Int?

        /// Token indices strictly inside the body.
        public var body: Range<Int> {
            guard let o = bodyOpen, let c = bodyClose, c > o else { return 0..<0 }
            return (o + 1)..<c
        }
    }

    public let source: SourceText
    /// Code tokens (comments removed): what rules index into.
    public let tokens: [SwiftToken]
    /// For each bracket token, the index of its partner; -1 for other tokens and unmatched brackets.
    public let matching: [Int]
    /// For each token, the index of the innermost `{` holding it (-1 at top level).
    public let enclosingBrace: [Int]
    public private(set) var types: [TypeDecl] = []
    public private(set) var functions: [FunctionDecl] = []
    /// Which type and function bodies hold each token (``DeclarationNesting``).
    private var typeNesting = DeclarationNesting(bodies: [], tokenCount: 0)
    private var functionNesting = DeclarationNesting(bodies: [], tokenCount: 0)
    /// Functions whose `{` has no `}` (their body runs to the end of the file): they overlap the others
    /// rather than nest (``DeclarationNesting`` holds only closed bodies). By where their bodies open
    /// (then by declaration).
    private var unclosedBodies: [Int] = []
    private var unclosedOpens: [Int] = []
    /// For each of `unclosedBodies`, the first position with the same body (declarations sharing one).
    private var unclosedRunStart: [Int] = []
    /// The functions by name, in declaration order.
    private var functionsByName: [String: [FunctionDecl]] = [:]
    /// Whether a representable requirement (`makeUIView`, …) is declared outside every type: a
    /// fragment of a representable's body.
    private var hasTopLevelRequirement = false

    public convenience init(_ text: String) {
        self.init(lexed: SwiftLexer.lex(text))
    }

    public init(lexed: SwiftLexer.Result) {
        self.source = lexed.source
        let code = lexed.code
        self.tokens = code
        var matching = [Int](repeating: -1, count: code.count)
        var enclosing = [Int](repeating: -1, count: code.count)
        var stack: [Int] = []
        var open = ["(": 0, "[": 0, "{": 0]
        var braces: [Int] = []
        for i in code.indices where code[i].kind == .punctuation || !braces.isEmpty {
            let isPunctuation = code[i].kind == .punctuation
            if isPunctuation, code[i].text == "}", !braces.isEmpty { braces.removeLast() }
            enclosing[i] = braces.last ?? -1
            if isPunctuation, code[i].text == "{" { braces.append(i) }
        }
        self.enclosingBrace = enclosing
        for i in code.indices where code[i].kind == .punctuation {
            let t = code[i]
            switch t.text {
            case "(", "[", "{": stack.append(i); open[t.text]! += 1
            case ")", "]", "}":
                let opener = t.text == ")" ? "(" : (t.text == "]" ? "[" : "{")
                // Counted, so that the search runs only when it succeeds (over brackets it then removes).
                guard open[opener]! > 0, let k = stack.lastIndex(where: { code[$0].text == opener }) else { break }
                matching[stack[k]] = i; matching[i] = stack[k]
                for removed in stack[k...] { open[code[removed].text]! -= 1 }
                stack.removeSubrange(k...)
            default: break
            }
        }
        self.matching = matching
        buildDeclarations()
        typeNesting = DeclarationNesting(bodies: types.map { ($0.bodyOpen, $0.bodyClose) }, tokenCount: code.count)
        functionNesting = DeclarationNesting(bodies: functions.map { f in f.bodyOpen.flatMap { matching[$0] > $0 ? ($0, matching[$0]) : nil } },
                                             tokenCount: code.count)
        let functions = self.functions
        unclosedBodies = functions.indices.filter { functions[$0].bodyOpen.map { matching[$0] <= $0 } ?? false }
            .sorted { (functions[$0].bodyOpen!, $0) < (functions[$1].bodyOpen!, $1) }
        unclosedOpens = unclosedBodies.map { functions[$0].bodyOpen! }
        unclosedRunStart = unclosedOpens.indices.map { $0 }
        for at in unclosedOpens.indices.dropFirst() where unclosedOpens[at] == unclosedOpens[at - 1] { unclosedRunStart[at] = unclosedRunStart[at - 1] }
        functionsByName = Dictionary(grouping: functions, by: \.name)
        hasTopLevelRequirement = functions.contains {
            SwiftSourceModel.representableRequirements.contains($0.name) && typeNesting.chain($0.keywordIndex).isEmpty
        }
    }

    // MARK: - Declarations

    private func buildDeclarations() {
        let n = tokens.count
        for i in tokens.indices where tokens[i].kind == .keyword {
            let t = tokens[i]
            switch t.text {
            case "struct", "class", "enum", "extension", "actor", "protocol":
                guard i + 1 < n, tokens[i + 1].isName else { continue }
                if i > 0, tokens[i - 1].isSymbol(".") { continue }
                var k = i + 2
                var inherited: [String] = []
                var afterColon = false
                var depth = 0
                while k < n {
                    let u = tokens[k]
                    if u.isSymbol("{") && depth == 0 { break }
                    // A header holds no other declaration: stopping there keeps `struct A struct A …` linear.
                    if u.isSymbol("}") || u.isSymbol(";") || u.kind == .keyword && Self.typeHeaderEnds.contains(u.text) { k = n; break }
                    if u.isSymbol("<") { depth += 1 } else if u.isSymbol(">") { depth -= 1 }
                    if u.isSymbol(":") && depth == 0 { afterColon = true }
                    if u.isWord("where") { afterColon = false }
                    if afterColon && depth == 0 && u.isName && !(k > 0 && tokens[k - 1].isSymbol(".")) { inherited.append(u.text) }
                    k += 1
                }
                guard k < n, matching[k] > k else { continue }
                types.append(TypeDecl(keyword: t.text, name: tokens[i + 1].text, keywordIndex: i, bodyOpen: k,
                                      bodyClose: matching[k], inherited: inherited))
            case "func", "init", "subscript":
                if i > 0, tokens[i - 1].isSymbol(".") { continue }
                var nameIndex = i
                if t.text == "func" {
                    guard i + 1 < n else { continue }
                    nameIndex = i + 1
                }
                var k = nameIndex + 1
                while k < n, !tokens[k].isSymbol("("), !tokens[k].isSymbol("{"), !tokens[k].isSymbol("}"), k - nameIndex < 40 { k += 1 }
                guard k < n, tokens[k].isSymbol("("), matching[k] > k else { continue }
                let parameters = parseParameters(open: k, close: matching[k])
                var b = matching[k] + 1
                var bodyOpen: Int?
                while b < n {
                    let u = tokens[b]
                    if u.isSymbol("{") { bodyOpen = b; break }
                    if u.isSymbol("}") || (u.kind == .keyword && Self.declarationStarts.contains(u.text)) { break }
                    if (u.isSymbol("(") || u.isSymbol("[")) && matching[b] > b { b = matching[b] }
                    b += 1
                }
                functions.append(FunctionDecl(name: tokens[nameIndex].text, keywordIndex: i, nameIndex: nameIndex,
                                              parameters: parameters, bodyOpen: bodyOpen,
                                              bodyClose: bodyOpen.map { matching[$0] >= 0 ? matching[$0] : n }))
            default: continue
            }
        }
    }

    private func parseParameters(open: Int, close: Int) -> [FunctionDecl.Parameter] {
        var result: [FunctionDecl.Parameter] = []
        var k = open + 1
        while k < close {
            var names: [String] = []
            var typeName: String?
            var sawColon = false
            while k < close, !tokens[k].isSymbol(",") {
                let t = tokens[k]
                if (t.isSymbol("(") || t.isSymbol("[") || t.isSymbol("{")) && matching[k] > k { k = matching[k] + 1; continue }
                if t.isSymbol(":") { sawColon = true }
                else if !sawColon && (t.isName || t.kind == .keyword) { names.append(t.text) }
                else if sawColon && typeName == nil && t.isName { typeName = t.text }
                k += 1
            }
            if let name = names.last {
                result.append(.init(label: names.count > 1 ? names[names.count - 2] : name, name: name, typeName: typeName))
            }
            k += 1
        }
        return result
    }

    // MARK: - Queries

    /// The indices of the tokens spelled `word` (not punctuation, operators or literals), in order.
    public func occurrences(of word: String) -> [Int] {
        var result: [Int] = []
        let length = word.utf8.count
        tokens.withUnsafeBufferPointer { buffer in
            for i in buffer.indices {
                let kind = buffer[i].kind
                guard kind != .punctuation && kind != .operator && kind != .string && kind != .number && kind != .comment,
                      buffer[i].end - buffer[i].start == length, buffer[i].text == word else { continue }
                result.append(i)
            }
        }
        return result
    }

    /// The indices of tokens spelled like any of `words`, in order.
    public func occurrences(of words: [String]) -> [Int] { words.flatMap { occurrences(of: $0) }.sorted() }

    /// The innermost function whose body holds token `i`.
    public func enclosingFunction(of i: Int) -> FunctionDecl? {
        guard i >= 0, i < tokens.count else { return nil }
        let closed = functionNesting.chain(i).first
        // Of the unclosed bodies holding `i` (opened before it), the last opened; the first declared of equals.
        let at = Self.countBelow(i, in: unclosedOpens) - 1
        let unclosed = at >= 0 ? unclosedBodies[unclosedRunStart[at]] : nil
        switch (closed, unclosed) {
        case (let c?, let u?): return functions[functions[u].bodyOpen! > functions[c].bodyOpen! ? u : c]
        case (let c?, nil): return functions[c]
        case (nil, let u?): return functions[u]
        default: return nil
        }
    }

    /// The types whose bodies hold token `i`, innermost first.
    public func enclosingTypes(of i: Int) -> [TypeDecl] {
        typeNesting.chain(i).map { types[$0] }
    }

    public func functions(named name: String) -> [FunctionDecl] { functionsByName[name] ?? [] }

    /// Whether token `i` lies inside a `…Representable` type, or inside a top-level fragment whose
    /// functions are representable requirements (`makeUIView`, `updateUIViewController`, …).
    public func isInRepresentable(_ i: Int) -> Bool {
        let enclosing = enclosingTypes(of: i)
        if enclosing.contains(where: \.isRepresentable) { return true }
        if enclosing.contains(where: { !$0.isCoordinator }) { return false }
        return hasTopLevelRequirement
    }

    /// The function's enclosing representable scope: the representable type's body, else the whole file.
    public func representableScope(of i: Int) -> Range<Int> {
        if let type = enclosingTypes(of: i).first(where: \.isRepresentable) { return type.bodyOpen..<type.bodyClose }
        return 0..<tokens.count
    }

    static let declarationStarts: Set<String> = ["func", "var", "let", "init", "case", "struct", "class"]
    /// Keywords that cannot stand in a type's header (`class` can: `protocol P: class`).
    static let typeHeaderEnds: Set<String> = ["struct", "enum", "extension", "actor", "protocol", "func", "var", "let", "init",
                                              "typealias", "import", "subscript"]

    public static let representableRequirements: Set<String> = [
        "makeUIView", "updateUIView", "makeUIViewController", "updateUIViewController", "makeCoordinator",
        "dismantleUIView", "dismantleUIViewController", "makeUIGestureRecognizer", "handleUIGestureRecognizerAction",
    ]

    /// How many of the sorted `values` are below `value`: the index of the first at or after it (binary search).
    static func countBelow(_ value: Int, in values: [Int]) -> Int {
        var low = 0, high = values.count
        while low < high {
            let middle = (low + high) / 2
            if values[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Whether token `i` is a direct member of the body opened at `open` (not nested deeper).
    public func isDirectMember(_ i: Int, of open: Int) -> Bool { enclosingBrace[i] == open }

    /// The `{` indices enclosing token `i`, innermost first, stopping at `limit` (exclusive).
    public func braces(around i: Int, within limit: Int = -1) -> [Int] {
        var result: [Int] = []
        var k = enclosingBrace[i]
        while k > limit { result.append(k); k = enclosingBrace[k] }
        return result
    }

    /// The index of the first token of the statement holding token `i` (after the previous line break
    /// at the same bracket depth, or the enclosing opening bracket).
    public func statementStart(of i: Int) -> Int {
        var k = i
        while k > 0 {
            let previous = tokens[k - 1]
            if previous.isSymbol("{") || previous.isSymbol(";") { return k }
            if previous.isSymbol("}") || previous.isSymbol(")") || previous.isSymbol("]") {
                if tokens[k].isFirstOnLine && !continuesLine(k) { return k }
                if matching[k - 1] >= 0 { k = matching[k - 1]; continue }
            }
            if tokens[k].isFirstOnLine && !continuesLine(k) { return k }
            k -= 1
        }
        return 0
    }

    private func continuesLine(_ k: Int) -> Bool {
        let t = tokens[k]
        if t.isSymbol(".") || (t.kind == .operator && t.text != "!" && t.text != "&") { return true }
        let p = tokens[k - 1]
        return p.kind == .operator || p.isSymbol(",") || p.isSymbol(".") || p.isSymbol("(") || p.isSymbol("[")
    }

    /// Assignments `lhs = rhs` (the `=` operator) among `range`: index of the lhs's first token and of `=`.
    public func assignments(in range: Range<Int>) -> [(lhs: Int, equals: Int)] {
        range.compactMap { k -> (Int, Int)? in
            guard tokens[k].kind == .operator, tokens[k].text == "=" else { return nil }
            return (statementStart(of: k), k)
        }
    }

    /// The dotted path that starts at `i` (`a.b.c`), as names, and the index after it.
    public func path(at i: Int) -> (names: [String], end: Int) {
        var names: [String] = []
        var k = i
        while k < tokens.count {
            let t = tokens[k]
            if t.isName || t.kind == .keyword && (t.text == "self" || t.text == "super") { names.append(t.text); k += 1 } else { break }
            if k < tokens.count, tokens[k].kind == .operator, tokens[k].text == "?" || tokens[k].text == "!" { k += 1 }
            if k < tokens.count, tokens[k].isSymbol(".") { k += 1 } else { break }
        }
        return (names, k)
    }
}
