import BridgeKBModel
/// Cheap syntax checks over tokens, with exact positions: lexical problems, unbalanced or mismatched
/// brackets, declarations without a name, and two statements on one line without a `;`.
///
/// The checks are tuned never to flag valid Swift (the guides' snippets and `swiftc -parse` keep them
/// honest); they catch most single-character slips: a lost bracket or quote, a misspelt keyword.
public enum StructuralChecker {
    /// An opening bracket waiting for its partner.
    struct Opener {
        var index: Int
        var symbol: String
        /// Whether the bracket opens a parameter clause (`func f(_ a: A)`), where `label name` is valid.
        var isParameterClause: Bool
        /// Whether the brace opens the body of a type, where only declarations may appear.
        var isTypeBody = false
        /// Whether the parenthesis holds an attribute's arguments (`@lifetime(borrow x)`), not checked.
        var isAttributeArguments = false
        /// Whether the brace holds accessors (`get { } set { }`), where only accessors may appear.
        var holdsAccessors = false
        /// Whether `weak` or `unowned` stands directly inside the bracket (a capture list).
        var holdsOwnership = false
        /// Whether the bracket belongs to a `case` or `catch` pattern, where `let` and `var` bind.
        var isPattern = false
    }

    static let closing: [String: String] = ["(": ")", "[": "]", "{": "}"]
    static let opening: [String: String] = [")": "(", "]": "[", "}": "{"]
    /// Statements a label may stand before.
    static let loopKeywords: Set<String> = ["for", "while", "repeat", "do", "if", "switch"]
    /// Punctuation that cannot follow `let` / `var` (a pattern must come first).
    static let patternEnders: Set<String> = ["{", ":", ")", "}", ","]
    /// At most this many problems are reported per text, then one note says how many more there
    /// were (as compilers stop after an error limit): 150,000 unclosed brackets are one mistake
    /// repeated, and reporting each cost more than the check.
    public static let reportLimit = 100

    /// Checks lexed text; only problems on lines for which `include` holds are reported (a wrapper's
    /// own lines are left out), and `lineOffset` is subtracted from every line. Checks whose rule id
    /// `enabled` refuses are not reported (nor counted against the report limit).
    public static func check(_ lexed: SwiftLexer.Result, file: String? = nil, lineOffset: Int = 0,
                             include: (Int) -> Bool = { _ in true }, pseudoCode: Bool = false,
                             enabled: (String) -> Bool = { _ in true }) -> [Diagnostic] {
        let source = lexed.source
        var out: [Diagnostic] = []
        var unreported = 0
        var firstUnreported: SourceRange?
        /// Whether a problem at `range` may still be reported; counts it when not.
        func underLimit(_ range: @autoclosure () -> SourceRange) -> Bool {
            guard out.count >= reportLimit else { return true }
            if unreported == 0 { firstUnreported = range() }
            unreported += 1
            return false
        }
        func report(_ ruleID: String, _ message: String, at token: SwiftToken, notes: [(String, SwiftToken)] = []) {
            guard include(token.line), enabled(ruleID), underLimit(shifted(range(of: token, in: source), by: lineOffset)) else { return }
            out.append(Diagnostic(severity: .error, file: file, range: shifted(range(of: token, in: source), by: lineOffset),
                                  ruleID: ruleID, message: message,
                                  notes: notes.map { Diagnostic.Note(message: $0.0, file: file,
                                                                     range: shifted(range(of: $0.1, in: source), by: lineOffset)) }))
        }
        for issue in lexed.issues {
            let position = source.position(of: issue.offset)
            guard include(position.line), enabled(issue.kind.ruleID),
                  underLimit(shifted(source.range(from: issue.offset, to: issue.offset + issue.length), by: lineOffset))
            else { continue }
            out.append(Diagnostic(severity: issue.kind.severity, file: file,
                                  range: shifted(source.range(from: issue.offset, to: issue.offset + issue.length), by: lineOffset),
                                  ruleID: issue.kind.ruleID, message: issue.message))
        }

        let tokens = lexed.code
        var stack: [Opener] = []
        var pendingParameters = false
        var pendingTypeBody = false
        var lastClosedAttributeArguments = -1
        var pendingDeclarationBody = false
        var lastCallClose = -1
        var lastCallCallee: SwiftToken?
        // What the checks below would otherwise look back along the line for, kept as the tokens
        // go by: looking back made a line of many tokens quadratic.
        var openCount: [String: Int] = ["(": 0, "[": 0, "{": 0]
        var lastDirective = -1
        var lastPatternKeyword = -1
        var patternWindow = (line: -1, start: 0)
        // The bracket depth of the `case` or `catch` whose pattern is still open (until its `:`, `=`,
        // `{`, `in` or `where`): brackets opened there hold a pattern however many lines it spans.
        var patternDepth: Int?
        // A sliding window (previous, token, next): each token is copied out of the array once.
        var window: (previous: SwiftToken?, current: SwiftToken?) = (nil, tokens.first)
        /// Whether `case` or `catch` precedes token `index` on its line (a pattern may bind there):
        /// whether the last of them lies within the stretch of tokens a line's bindings look back
        /// over, found once per line.
        func hasPatternKeyword(before index: Int) -> Bool {
            guard lastPatternKeyword >= 0 else { return false }
            let line = tokens[index].line
            if patternWindow.line != line { patternWindow = (line, patternWindowStart(tokens, upTo: index)) }
            return lastPatternKeyword >= patternWindow.start
        }
        func pop(_ count: Int) {
            for opener in stack.suffix(count) { openCount[opener.symbol]! -= 1 }
            stack.removeLast(count)
        }
        for index in tokens.indices {
            var closedOpener: Int?
            var closedOwnership = false
            let token = window.current!
            let previous = window.previous
            let next = index + 1 < tokens.count ? tokens[index + 1] : nil
            defer { window = (token, next) }

            // MARK: brackets
            if token.kind == .punctuation {
                switch token.text {
                case "(", "[", "{":
                    var attributeLike = false
                    var parameters = false
                    if token.text == "(" {
                        if pendingParameters { parameters = true; pendingParameters = false }
                        else if let p = previous, p.isSymbol(":") || p.isSymbol("->") || p.isSymbol("{")
                                    || p.isSymbol(")") && lastClosedAttributeArguments == index - 1
                                    || p.kind == .attribute || p.isWord("inout") || p.isSymbol("(") && stack.last?.isParameterClause == true {
                            parameters = true
                        }
                    }
                    var typeBody = false
                    if token.text == "{" {
                        pendingParameters = false; typeBody = pendingTypeBody; pendingTypeBody = false
                        // `precedencegroup P { associativity: left }` holds `name: value` lines.
                        if pendingDeclarationBody { pendingDeclarationBody = false; attributeLike = true }
                    }
                    let attributeArguments = attributeLike || token.text == "(" && (previous.map { $0.kind == .attribute && !token.hasLeadingSpace } ?? false)
                    let isPattern = token.text != "{" && (patternDepth == stack.count || stack.last?.isPattern == true)
                    if token.text == "{", patternDepth == stack.count { patternDepth = nil }
                    stack.append(Opener(index: index, symbol: token.text, isParameterClause: parameters, isTypeBody: typeBody,
                                        isAttributeArguments: attributeArguments || stack.last?.isAttributeArguments == true,
                                        isPattern: isPattern))
                    openCount[token.text]! += 1
                case ")", "]", "}":
                    if let top = stack.last, closing[top.symbol] == token.text {
                        pop(1)
                        closedOpener = top.index
                        closedOwnership = top.holdsOwnership
                        if top.isAttributeArguments { lastClosedAttributeArguments = index }
                        if token.text == ")" {
                            lastCallClose = index
                            lastCallCallee = top.index > 0 ? tokens[top.index - 1] : nil
                        }
                    } else if openCount[opening[token.text]!]! > 0,
                              let depth = stack.lastIndex(where: { closing[$0.symbol] == token.text }), let top = stack.last {
                        // Counted first, so the search runs only when it succeeds, over brackets it then removes.
                        report("syntax.mismatched-bracket", "expected '\(closing[top.symbol]!)' to match '\(top.symbol)', found '\(token.text)'",
                               at: token, notes: [("'\(top.symbol)' opened here", tokens[top.index])])
                        pop(stack.count - depth)
                    } else if let top = stack.last, top.symbol != "{", token.text != "}" {
                        report("syntax.mismatched-bracket", "expected '\(closing[top.symbol]!)' to match '\(top.symbol)', found '\(token.text)'",
                               at: token, notes: [("'\(top.symbol)' opened here", tokens[top.index])])
                        pop(1)
                    } else {
                        report("syntax.unbalanced-bracket", "unexpected '\(token.text)' without an opening bracket", at: token)
                    }
                default: break
                }
            }

            // MARK: declarations without a name
            if token.kind == .keyword {
                switch token.text {
                case "func", "init", "subscript", "macro":
                    pendingParameters = true
                    if token.text == "func", let n = next, n.kind == .punctuation && ["(", "{", ")", "}"].contains(n.text) {
                        report("syntax.missing-declaration-name", "expected a name after 'func'", at: n)
                    }
                case "struct", "enum", "protocol", "extension", "typealias", "actor", "class":
                    if token.text != "typealias", let n = next, n.isName, !(previous?.isSymbol(".") ?? false) { pendingTypeBody = true }
                    if token.text == "class", let p = previous, p.isSymbol(":") || p.isSymbol(",") || p.isSymbol("&") { break }
                    if token.text == "class", let n = next, n.kind == .keyword { break }
                    if token.text == "actor" || stack.last?.isAttributeArguments == true { break }
                    if let n = next, n.line == token.line, n.kind == .punctuation && ["{", "(", ":", "<", ")", "}", ","].contains(n.text) || n.isSymbol("=") || n.isSymbol("<") {
                        report("syntax.missing-declaration-name", "expected a name after '\(token.text)'", at: n)
                    } else if next == nil || next!.line != token.line {
                        report("syntax.missing-declaration-name", "expected a name after '\(token.text)'", at: token)
                    }
                case "let", "var":
                    if let n = next, n.kind == .punctuation && patternEnders.contains(n.text) || n.isSymbol("=") {
                        report("syntax.missing-declaration-name", "expected a pattern after '\(token.text)'", at: n)
                    }
                case "precedencegroup":
                    pendingDeclarationBody = true
                case "case":
                    // `case name(_ label: T)` declares an enum case; `case .name(let x)` is a pattern.
                    if let n = next, n.isName { pendingParameters = true }
                default: break
                }
            }

            // MARK: two statements on one line
            if !pseudoCode, stack.last?.isAttributeArguments != true, let p = previous, p.line == token.line || p.endLine == token.line,
               endsExpression(p), startsExpression(token) {
                let inParameters = stack.last?.isParameterClause == true
                var allowed = false
                if inParameters, p.isName || p.kind == .keyword, token.isName || token.kind == .keyword,
                   let n = next, n.isSymbol(":") { allowed = true }
                if p.isName, SwiftKeywords.platforms.contains(p.text), token.kind == .number { allowed = true }
                if p.isSymbol("}") || p.isSymbol(")") {
                    if token.kind == .keyword && !SwiftKeywords.values.contains(token.text) { allowed = true }
                    if let n = next, n.isSymbol(":"), n.line == token.line { allowed = true }
                }
                if ["consume", "copy", "discard"].contains(p.text) && p.isName { allowed = true }
                // `[3 of Int]`, `[count of Element]`: an inline array type.
                if stack.last?.symbol == "[", token.isWord("of") && (p.kind == .number || p.isName) || p.isWord("of") && token.isName {
                    allowed = true
                }
                // `@FocusState<Field?>.Binding var focus`: a generic attribute type before its declaration.
                if token.kind == .keyword, p.isName, endsGenericAttribute(tokens, at: index - 1) { allowed = true }
                // `name(args) var x`: a misspelt modifier such as `private(set)` before a declaration.
                if p.isSymbol(")"), token.kind == .keyword, SwiftKeywords.statementStarts.contains(token.text),
                   lastCallClose == index - 1, let callee = lastCallCallee, callee.isName, callee.line == token.line,
                   !(index >= 2 && lastDirective >= 0 && tokens[lastDirective].line == tokens[index - 1].line) {
                    allowed = false
                }
                if !allowed {
                    report("syntax.consecutive-statements", "expected ';' or a line break before '\(token.text)'", at: token)
                }
            }

            // MARK: accessors and access levels
            if token.kind == .keyword, ["get", "set", "willSet", "didSet", "_read", "_modify"].contains(token.text),
               token.isFirstOnLine || previous?.isSymbol("{") == true || previous?.isSymbol("}") == true,
               next?.isSymbol("{") == true, !stack.isEmpty, stack[stack.count - 1].symbol == "{" {
                stack[stack.count - 1].holdsAccessors = true
            }
            if token.isName, stack.last?.holdsAccessors == true, next?.isSymbol("{") == true,
               previous?.isSymbol("}") == true || previous?.isSymbol("{") == true || token.isFirstOnLine {
                report("syntax.expected-accessor", "expected 'get', 'set', 'willSet' or 'didSet', found '\(token.text)'", at: token)
            }
            if token.kind == .keyword, ["private", "fileprivate", "internal", "public"].contains(token.text),
               next?.isSymbol("(") == true, next?.hasLeadingSpace == false, index + 2 < tokens.count,
               !tokens[index + 2].isWord("set") {
                report("syntax.expected-set", "expected 'set' in '\(token.text)(set)'", at: tokens[index + 2])
            }

            // MARK: binding patterns and labels out of place
            if (token.isWord("let") || token.isWord("var")), let p = previous, p.isSymbol("(") || p.isSymbol(","),
               stack.last?.symbol == "(", stack.last?.isParameterClause == false, stack.last?.isPattern == false,
               !hasPatternKeyword(before: index) {
                report("syntax.binding-outside-pattern", "'\(token.text)' binding cannot appear in an expression", at: token)
            }
            if token.kind == .attribute, stack.last?.symbol == "(", stack.last?.isParameterClause == false,
               let n = next, n.isName, index + 2 < tokens.count, tokens[index + 2].isSymbol(":") {
                report("syntax.consecutive-statements", "attribute '\(token.text)' cannot apply to an argument", at: token)
            }
            let startsStatement = token.isFirstOnLine && !token.isSymbol(".") && token.kind != .operator
                && !(previous.map { $0.kind == .operator || $0.isSymbol(",") || $0.isSymbol(".") || $0.isWord("where")
                                    || $0.isSymbol("(") || $0.isSymbol("[") || $0.isSymbol(":") } ?? false)
            if token.isName, startsStatement, stack.last == nil || stack.last?.symbol == "{", stack.last?.isAttributeArguments != true {
                var last = index
                var ternary = false
                while last + 1 < tokens.count, tokens[last + 1].line == token.line {
                    last += 1
                    if tokens[last].isSymbol("?") || tokens[last].isSymbol("(") || tokens[last].isSymbol("[") { ternary = true }
                }
                let labelled = (next?.isSymbol(":") ?? false) || (tokens[last].isSymbol(":") && !ternary)
                if labelled && !(last + 1 < tokens.count && loopKeywords.contains(tokens[last + 1].text)
                                 || index + 2 < tokens.count && loopKeywords.contains(tokens[index + 2].text)) {
                    report("syntax.stray-label", "'\(token.text)' is not a statement here; a misspelt 'case' or 'default'?", at: token)
                } else if let n = next, n.isWord("case"), n.line == token.line {
                    report("syntax.consecutive-statements", "expected ';' or a line break before 'case'", at: n)
                } else if stack.last?.isTypeBody == true {
                    report("syntax.expected-declaration", "expected a declaration in a type body, found '\(token.text)'", at: token)
                }
            }
            if (token.kind == .number || token.kind == .string), startsStatement, stack.last?.isTypeBody == true {
                report("syntax.expected-declaration", "expected a declaration in a type body", at: token)
            }
            // `{ [weak self] in`: a capture list must be followed by the closure's `in`.
            if token.isSymbol("]"), let open = closedOpener, open > 0, tokens[open - 1].isSymbol("{"), closedOwnership {
                // The closure's signature holds no brace: the search for `in` ends at one.
                var k = index + 1
                var found = false
                while k < tokens.count, tokens[k].line == token.line, !tokens[k].isSymbol("{"), !tokens[k].isSymbol("}") {
                    if tokens[k].isWord("in") { found = true; break }
                    k += 1
                }
                if !found, k < tokens.count, !(tokens[k].isWord("in")) {
                    report("syntax.missing-in", "expected 'in' after the closure's capture list", at: token)
                }
            }
            if token.kind == .directive { lastDirective = index }
            if token.isWord("case") || token.isWord("catch") { lastPatternKeyword = index; patternDepth = stack.count }
            if let depth = patternDepth, stack.count < depth || stack.count == depth && endsPattern(token) { patternDepth = nil }
            if token.isWord("weak") || token.isWord("unowned"), !stack.isEmpty { stack[stack.count - 1].holdsOwnership = true }
        }
        for opener in stack {         // outermost first: those are reported when there are too many
            let token = tokens[opener.index]
            report("syntax.unbalanced-bracket", "'\(opener.symbol)' is never closed", at: token)
        }
        if unreported > 0 {
            out.append(Diagnostic(severity: .info, file: file, range: firstUnreported, ruleID: "syntax.too-many-problems",
                                  message: "\(unreported) more syntax problem\(unreported == 1 ? "" : "s") not reported (the first \(reportLimit) are)"))
        }
        return out
    }

    /// The first token that a binding at `index` looks back to for `case` or `catch`: back along its
    /// line and the line before, to where that line starts.
    static func patternWindowStart(_ tokens: [SwiftToken], upTo index: Int) -> Int {
        var k = index - 1
        let line = tokens[index].line
        while k >= 0, tokens[k].endLine >= line - 1 {
            if tokens[k].line < line && tokens[k].isFirstOnLine { return k }
            k -= 1
        }
        return k + 1
    }

    /// Whether `token` ends a `case` or `catch` pattern at the pattern's own depth.
    static func endsPattern(_ token: SwiftToken) -> Bool {
        token.isSymbol(":") || token.isSymbol("=") || token.isWord("in") || token.isWord("where")
    }

    /// Whether the name at `end` closes a generic attribute type such as `@FocusState<Field?>.Binding`:
    /// back over `.Member` parts to a `>` that closes a `<` written right after an attribute.
    static func endsGenericAttribute(_ tokens: [SwiftToken], at end: Int) -> Bool {
        var k = end
        while k >= 2, tokens[k].isName, tokens[k - 1].isSymbol(".") { k -= 2 }
        guard k < end, tokens[k].kind == .operator, tokens[k].text.hasSuffix(">") else { return false }
        var depth = 0
        // Generic arguments are short: the walk stops after a line's worth of tokens.
        for i in stride(from: k, through: max(0, k - 64), by: -1) {
            let t = tokens[i]
            if t.line != tokens[end].line || t.isSymbol("{") || t.isSymbol("}") { return false }
            if t.kind == .operator, t.text != "->" {
                for c in t.text { if c == ">" { depth += 1 } else if c == "<" { depth -= 1 } }
            }
            if depth == 0 { return i > 0 && tokens[i - 1].kind == .attribute && !t.hasLeadingSpace }
        }
        return false
    }

    /// Tokens after which a name or literal on the same line starts a new statement.
    static func endsExpression(_ t: SwiftToken) -> Bool {
        switch t.kind {
        case .identifier, .typeIdentifier, .number, .string, .keyPath: return true
        case .keyword: return SwiftKeywords.values.contains(t.text) || t.text == "_"
        case .punctuation: return t.text == ")" || t.text == "}"
        default: return false
        }
    }

    static func startsExpression(_ t: SwiftToken) -> Bool {
        switch t.kind {
        case .identifier, .typeIdentifier, .number, .string, .keyPath: return true
        case .keyword: return SwiftKeywords.values.contains(t.text) || SwiftKeywords.statementStarts.contains(t.text) || t.text == "_"
        default: return false
        }
    }

    static func range(of token: SwiftToken, in source: SourceText) -> SourceRange {
        source.range(from: token.start, to: token.end)
    }

    static func shifted(_ range: SourceRange, by lines: Int) -> SourceRange {
        guard lines != 0 else { return range }
        var r = range
        r.start.line -= lines; r.end.line -= lines
        return r
    }
}
