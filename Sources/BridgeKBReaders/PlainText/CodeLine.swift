import BridgeKBModel
/// A light, line-oriented view of Swift (and DOT) source, enough for the plain-text reader to tell code
/// from prose and to follow bracket depth across lines. The full lexer lives in Checking/.
package struct CodeLineScanner {
    private(set) var depth = 0
    private var blockCommentDepth = 0
    private var inMultilineString = false

    package init() {}

    /// The part of `line` outside comments and string literals (as a stateless single-line view).
    static func codePart(of line: String) -> String {
        var scanner = CodeLineScanner()
        var line = line
        return line.withUTF8 { bytes in
            var code: [UInt8] = [], comment: [UInt8] = []
            code.reserveCapacity(bytes.count)
            scanner.scan(bytes, code: &code, comment: &comment, keepCode: true, keepComment: false)
            return String(decoding: code, as: UTF8.self)
        }
    }

    /// Feeds one line only to follow its brackets, comments and strings (`depth` and the state the
    /// next line starts in), without collecting its code or comment.
    mutating func advance(over line: String) {
        var line = line
        line.withUTF8 { bytes in
            var code: [UInt8] = [], comment: [UInt8] = []
            scan(bytes, code: &code, comment: &comment, keepCode: false, keepComment: false)
        }
    }

    /// Feeds one line; returns its code outside comments and strings, and the comment text.
    ///
    /// Works on UTF-8 bytes: every byte it acts on is ASCII, and UTF-8 continuation bytes are never
    /// ASCII, so a multi-byte scalar is always copied or skipped whole.
    @discardableResult
    mutating func feed(_ line: String) -> (code: String, comment: String) {
        var line = line
        return line.withUTF8 { feed(bytes: $0) }
    }

    private mutating func feed(bytes chars: UnsafeBufferPointer<UInt8>) -> (code: String, comment: String) {
        var code: [UInt8] = []
        var comment: [UInt8] = []
        code.reserveCapacity(chars.count)
        scan(chars, code: &code, comment: &comment)
        return (String(decoding: code, as: UTF8.self), String(decoding: comment, as: UTF8.self))
    }

    /// Feeds one line given as UTF-8 bytes and appends its code (outside comments and strings) to
    /// `code`: `feed(_:)` for callers that go on working on bytes, without making strings.
    package mutating func appendCode(of line: UnsafeBufferPointer<UInt8>, to code: inout [UInt8]) {
        var comment: [UInt8] = []
        scan(line, code: &code, comment: &comment, keepComment: false)
    }

    /// The scanner proper; `keepCode` and `keepComment` say which parts the caller wants collected
    /// (the state it carries to the next line is the same either way).
    private mutating func scan(_ chars: UnsafeBufferPointer<UInt8>, code: inout [UInt8], comment: inout [UInt8],
                               keepCode: Bool = true, keepComment: Bool = true) {
        let slash = UInt8(ascii: "/"), star = UInt8(ascii: "*"), quote = UInt8(ascii: "\""),
            backslash = UInt8(ascii: "\\"), hash = UInt8(ascii: "#")
        var i = 0
        var inString = false
        var rawHashes = 0
        while i < chars.count {
            let c = chars[i]
            let next: UInt8? = i + 1 < chars.count ? chars[i + 1] : nil
            if blockCommentDepth > 0 {
                if c == star, next == slash { blockCommentDepth -= 1; i += 2; continue }
                if c == slash, next == star { blockCommentDepth += 1; i += 2; continue }
                if keepComment { comment.append(c) }; i += 1; continue
            }
            if inMultilineString {
                if c == quote, next == quote, i + 2 < chars.count, chars[i + 2] == quote { inMultilineString = false; i += 3; continue }
                i += c == backslash ? 2 : 1; continue
            }
            if inString {
                if c == backslash && rawHashes == 0 { i += 2; continue }
                if c == quote {
                    var hashes = 0
                    while hashes < rawHashes, i + 1 + hashes < chars.count, chars[i + 1 + hashes] == hash { hashes += 1 }
                    if hashes == rawHashes { inString = false; i += 1 + hashes; if keepCode { code.append(quote); code.append(quote) }; continue }
                }
                i += 1; continue
            }
            if c == slash, next == slash {
                if keepComment { comment.append(contentsOf: chars[(i + 2)...]) }
                break
            }
            if c == slash, next == star { blockCommentDepth += 1; i += 2; continue }
            if c == quote {
                if next == quote, i + 2 < chars.count, chars[i + 2] == quote { inMultilineString = true; i += 3; continue }
                inString = true; rawHashes = 0; i += 1; continue
            }
            if c == hash {
                var j = i
                while j < chars.count, chars[j] == hash { j += 1 }
                if j < chars.count, chars[j] == quote { inString = true; rawHashes = j - i; i = j + 1; continue }
            }
            switch c {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth = max(0, depth - 1)
            default: break
            }
            if keepCode { code.append(c) }
            i += 1
        }
    }

    /// The byte ranges of the lines `String.split(separator: "\n")` gives for `text`: empty lines
    /// omitted, and `\r\n` not split, since it is one `Character` that differs from `"\n"`. Any other
    /// `\n` is a grapheme of its own (a control), so splitting the bytes there gives the same lines.
    package static func lineRanges(of text: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = 0
        for i in 0..<text.count where text[i] == UInt8(ascii: "\n") && (i == 0 || text[i - 1] != UInt8(ascii: "\r")) {
            if i > start { ranges.append(start..<i) }
            start = i + 1
        }
        if text.count > start { ranges.append(start..<text.count) }
        return ranges
    }
}

/// Line-level recognisers for the plain-text reader.
enum LineShape {
    static let swiftKeywords: Set<String> = [
        "struct", "class", "enum", "func", "let", "var", "import", "extension", "protocol", "case", "default",
        "return", "guard", "if", "else", "switch", "for", "while", "repeat", "static", "override", "private",
        "fileprivate", "public", "internal", "open", "final", "init", "deinit", "typealias", "weak", "unowned",
        "lazy", "mutating", "nonmutating", "try", "await", "throw", "defer", "do", "catch", "actor", "subscript",
        "associatedtype", "indirect", "convenience", "required", "some", "any", "async", "nonisolated", "self",
        "super", "break", "continue", "fallthrough", "where", "in", "get", "set", "willSet", "didSet",
    ]

    /// Words that may stand next to names in Swift (`x is Foo`, `y as Int`, `throws`): keywords, and the
    /// words that break a run of plain words in `readsAsProse(_:)`.
    static let swiftJoiningWords: Set<String> = swiftKeywords.union([
        "is", "as", "throws", "rethrows", "inout", "true", "false", "nil", "Self", "dynamic", "consuming", "borrowing",
        "sending", "package", "optional", "macro", "prefix", "postfix", "infix", "operator",
    ])

    /// Whether a line can start a Swift listing on its own.
    static func startsCode(_ line: String) -> Bool {
        // Most lines of a guide are CJK prose: a CJK first scalar is code-part CJK, which is never code.
        guard let initial = line.unicodeScalars.first(where: { !isSpace($0) }), !CharacterClass.isCJK(initial) else { return false }
        let t = line.trimmed
        guard !t.isEmpty, !isLifecycle(line) else { return false }
        if t.hasPrefix("//") || t.hasPrefix("/*") { return true }
        let first = t.first!
        // Only these can start a listing (below); anything else needs no closer look.
        guard "@#})].".contains(first) || CharacterClass.isIdentifierStart(first) else { return false }
        guard let code = swiftCodePart(of: line) else { return false }
        if first == "@" || first == "#" {
            // `@State 基础`, `#available 的用法`: an attribute named in a Chinese or Japanese title, not code.
            let name = t.dropFirst().prefix { CharacterClass.isIdentifierBody($0) }
            if let next = t.dropFirst(1 + name.count).drop(while: { $0 == " " }).unicodeScalars.first, CharacterClass.isHanOrKana(next) {
                return false
            }
            return t.dropFirst().first.map(CharacterClass.isIdentifierStart) ?? false
        }
        if first == "}" || first == ")" || first == "]" { return true }
        if first == ".", let second = t.dropFirst().first, CharacterClass.isIdentifierStart(second) {
            // `.fitted(horizontal:vertical:) sizes to the content.` names a modifier in a sentence; `.isActive = true` is code.
            return (t.unicodeScalars.contains { $0 == "(" || $0 == "{" } || !t.unicodeScalars.contains(" ")
                    || containsCodePunctuation(code)) && !readsAsProse(code)
        }
        let word = leadingWord(t)
        if swiftKeywords.contains(word) {
            let rest = t.dropFirst(word.count)
            guard let next = rest.first else { return word == "default" || word == "break" || word == "return" }
            guard next == " " || next == "(" || next == "{" || next == ":" || next == "<" || next == "." else { return false }
            // An English sentence that happens to start with "for" or "if" has no code punctuation; a
            // declaration's first line may have none (`struct Wrapper<Content>: View`, its `{` below).
            return (containsCodePunctuation(code) || word == "import" || word == "case" || word == "return" || declaresType(t)
                    || declaresProperty(t))
                && !readsAsProse(code) && !hasAdjacentNames(code)
        }
        guard CharacterClass.isIdentifierStart(first), !HeadingShape.opensWithNumberedLabel(t) else { return false }
        return containsCodePunctuation(code) && !readsAsProse(code) && !isAPIName(t) && !hasAdjacentNames(code)
            && !namesWithDescription(t, line: line)
    }

    /// `struct Wrapper<Content>: View`, `final class Store: ObservableObject`: a type declaration's first
    /// line, a keyword, a capitalised name, then generics, a conformance or nothing.
    static func declaresType(_ t: String) -> Bool {
        var words = t.split(separator: " ", maxSplits: 3).map(String.init)
        while let first = words.first, ["public", "private", "internal", "fileprivate", "final", "open"].contains(first) { words.removeFirst() }
        guard words.count >= 2, ["struct", "class", "enum", "protocol", "extension", "actor"].contains(words[0]),
              let initial = words[1].first, initial.isASCII, initial.isUppercase else { return false }
        let name = words[1].prefix { CharacterClass.isIdentifierBody($0) }
        let rest = words[1].dropFirst(name.count)
        return rest.isEmpty ? words.count == 2 || words[2].hasPrefix(":") || words[2] == "where" : rest.first == "<" || rest.first == ":"
    }

    /// `class var main: DispatchQueue`, `static let shared: Store`, `var body: some View`: a property's
    /// declaration as an API page shows it, modifiers, `var` or `let`, a name, a colon and a type.
    static func declaresProperty(_ t: String) -> Bool {
        var words = t.split(separator: " ").map(String.init)
        let modifiers: Set<String> = ["public", "private", "internal", "fileprivate", "open", "final", "static", "class",
                                      "override", "lazy", "weak", "unowned", "nonisolated"]
        while let first = words.first, modifiers.contains(first) { words.removeFirst() }
        guard words.count >= 3, words.count <= 5, words[0] == "var" || words[0] == "let", words[1].hasSuffix(":"),
              words[1].dropLast().allSatisfy(CharacterClass.isIdentifierBody),
              let initial = words[1].first, CharacterClass.isIdentifierStart(initial) else { return false }
        let type = words[2] == "some" || words[2] == "any" ? (words.count > 3 ? words[3] : "") : words[2]
        guard let head = type.first, (head.isASCII && head.isUppercase) || head == "[" || head == "(" else { return false }
        return true
    }

    /// The code part of a line (outside comments and strings) with the Han and kana letters of
    /// identifiers written in Chinese or Japanese (`let 変数名: 型 = 値`) replaced by `x`; nil when the
    /// code part holds CJK punctuation, an arrow or a bullet, or CJK words standing side by side as
    /// prose does (`isOn 是一个 Bool`).
    static func swiftCodePart(of line: String) -> String? {
        let code = CodeLineScanner.codePart(of: line)
        guard code.utf8.contains(where: { $0 >= 0x80 }) else { return code }
        var masked: [UInt8] = []
        masked.reserveCapacity(code.utf8.count)
        var sawCJK = false
        for scalar in code.unicodeScalars {
            if scalar == "→" || scalar == "•" { return nil }
            if CharacterClass.isHanOrKana(scalar) && scalar != "・" { masked.append(UInt8(ascii: "x")); sawCJK = true; continue }
            if CharacterClass.isCJK(scalar) { return nil }
            masked.append(contentsOf: scalar.utf8)
        }
        let result = String(decoding: masked, as: UTF8.self)
        return sawCJK && hasAdjacentNames(result) ? nil : result
    }

    /// Whether two names stand side by side with only spaces between them, which Swift allows only
    /// after a keyword or as an argument label and its parameter name (`from start: Int`).
    static func hasAdjacentNames(_ code: String) -> Bool {
        var code = code
        return code.withUTF8 { bytes in
            var previous: Range<Int>?
            for word in words(bytes) {
                defer { previous = word }
                guard let a = previous, isName(bytes, a, slashed: true), isIdentifierStartByte(bytes[word.lowerBound]) else { continue }
                var nameEnd = word.lowerBound
                while nameEnd < word.upperBound, isIdentifierByte(bytes[nameEnd]) { nameEnd += 1 }
                if isJoiningWord(bytes, a) || isJoiningWord(bytes, word.lowerBound..<nameEnd) { continue }
                if nameEnd < word.upperBound, bytes[nameEnd] == UInt8(ascii: ":") { continue }
                return true
            }
            return false
        }
    }

    /// Words that never hold a Swift listing together: three or more plain words in a row (keywords
    /// break a run), as English sentences have (`UIViewControllerRepresentable instances are
    /// responsible for …`), or a sentence's full stop at the end.
    static func readsAsProse(_ code: String) -> Bool {
        var code = code
        return code.withUTF8 { bytes in
            var run = 0
            var last: Range<Int>?
            for word in words(bytes) {
                last = word
                if isPlainWord(bytes, word) && !isJoiningWord(bytes, word) {
                    run += 1
                    if run >= 3 { return true }
                } else {
                    run = 0
                }
            }
            // A full stop after a word, a bracket or a quote (not `...`).
            guard let word = last, word.count >= 2, bytes[word.upperBound - 1] == UInt8(ascii: ".") else { return false }
            let before = bytes[word.upperBound - 2]
            return before != UInt8(ascii: ".") && (isIdentifierStartByte(before) || before >= 0x80
                || before == UInt8(ascii: ")") || before == UInt8(ascii: "\"") || before == UInt8(ascii: "'"))
        }
    }

    // MARK: - Words of a code line, as UTF-8 byte ranges

    /// The runs of bytes between spaces and tabs.
    private static func words(_ bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var i = 0
        while i < bytes.count {
            while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 { i += 1 }
            let start = i
            while i < bytes.count, bytes[i] != 0x20 && bytes[i] != 0x09 { i += 1 }
            if i > start { result.append(start..<i) }
        }
        return result
    }

    private static func isIdentifierStartByte(_ b: UInt8) -> Bool { b == 0x5F || (b | 0x20 >= 0x61 && b | 0x20 <= 0x7A) }
    private static func isIdentifierByte(_ b: UInt8) -> Bool { isIdentifierStartByte(b) || (b >= 0x30 && b <= 0x39) }

    /// An identifier and nothing else (`slashed`: or names joined by `/`, `Orange/red`, which prose writes as a pair).
    private static func isName(_ bytes: UnsafeBufferPointer<UInt8>, _ word: Range<Int>, slashed: Bool = false) -> Bool {
        isIdentifierStartByte(bytes[word.lowerBound]) && word.allSatisfy { isIdentifierByte(bytes[$0]) || (slashed && bytes[$0] == 0x2F && $0 + 1 < word.upperBound) }
    }

    /// A word of a sentence: letters, digits, `.`, `'`, `’` and `-`, not ending in a full stop.
    private static func isPlainWord(_ bytes: UnsafeBufferPointer<UInt8>, _ word: Range<Int>) -> Bool {
        let first = bytes[word.lowerBound]
        guard isIdentifierByte(first), bytes[word.upperBound - 1] != UInt8(ascii: ".") else { return false }
        var i = word.lowerBound
        while i < word.upperBound {
            let b = bytes[i]
            if isIdentifierByte(b) || b == UInt8(ascii: ".") || b == UInt8(ascii: "'") || b == UInt8(ascii: "-") { i += 1; continue }
            // `’` (E2 80 99)
            if b == 0xE2, i + 2 < word.upperBound, bytes[i + 1] == 0x80, bytes[i + 2] == 0x99 { i += 3; continue }
            return false
        }
        return true
    }

    private static func isJoiningWord(_ bytes: UnsafeBufferPointer<UInt8>, _ word: Range<Int>) -> Bool {
        word.count <= 16 && swiftJoiningWords.contains(String(decoding: UnsafeBufferPointer(rebasing: bytes[word]), as: UTF8.self))
    }

    /// `makeUIView(context:)`, `sizeThatFits(_:uiView:context:)`: an API named by its argument labels,
    /// which names a method in prose or a heading and is never a statement of a listing.
    static func isAPIName(_ t: String) -> Bool {
        guard t.hasSuffix(":)"), let open = t.firstIndex(of: "("), let first = t.first, CharacterClass.isIdentifierStart(first),
              t[..<open].allSatisfy({ CharacterClass.isIdentifierBody($0) || $0 == "." }) else { return false }
        let labels = t[t.index(after: open)..<t.index(before: t.endIndex)]
        return labels.split(separator: ":", omittingEmptySubsequences: false).dropLast()
            .allSatisfy { $0 == "_" || ($0.first.map(CharacterClass.isIdentifierStart) == true && $0.allSatisfy(CharacterClass.isIdentifierBody)) }
    }

    /// Whether a line inside an open listing continues it.
    static func continuesCode(_ line: String) -> Bool {
        continuesCode(line, startsCode: startsCode(line))
    }

    /// `continuesCode(_:)` for a line whose `startsCode` is already known.
    static func continuesCode(_ line: String, startsCode: Bool) -> Bool {
        if startsCode { return true }
        let t = line.trimmed
        guard !t.isEmpty, !isLifecycle(line) else { return false }
        // The brace of a declaration whose first line ends without it (`struct A<B>: View` / `where …` / `{`).
        if t == "{" { return true }
        guard let code = swiftCodePart(of: line) else { return false }
        if readsAsProse(code) && !containsCodePunctuation(code) { return false }
        if line.indentation > 0 { return true }
        return ["||", "&&", "?", ":", "+", "-", "*", "=", "->"].contains { t.hasPrefix($0) }
    }

    /// Works on UTF-8 bytes: every character it looks for, and every neighbour it checks, is ASCII,
    /// and an ASCII byte is always a whole scalar, so the answer is the scalar-by-scalar one.
    static func containsCodePunctuation(_ code: String) -> Bool {
        var code = code
        return code.withUTF8 { bytes in
            let space = UInt8(ascii: " ")
            for (i, c) in bytes.enumerated() {
                switch c {
                case UInt8(ascii: "("), UInt8(ascii: "{"), UInt8(ascii: "["): return true
                case UInt8(ascii: "=") where i > 0 && i + 1 < bytes.count && bytes[i - 1] == space && bytes[i + 1] == space: return true
                case UInt8(ascii: ">") where i > 0 && bytes[i - 1] == UInt8(ascii: "-"): return true
                default: continue
                }
            }
            return bytes.last == UInt8(ascii: "}")
        }
    }

    static func leadingWord(_ t: String) -> String {
        let scalars = t.unicodeScalars
        let end = scalars.firstIndex { !($0 == "_" || ($0.isASCII && (("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)))) }
        // A combining mark after the word joins its last letter into a non-ASCII character.
        if let end, end != scalars.startIndex, !String.neverJoinsSpace(scalars[end]) {
            return String(t.prefix { CharacterClass.isIdentifierBody($0) })
        }
        return String(scalars[..<(end ?? scalars.endIndex)])
    }

    /// `makeUIView(context:)   → Called ONCE.`: a method signature, an arrow, and what happens.
    static func isLifecycle(_ line: String) -> Bool {
        parseLifecycle(line) != nil
    }

    static func parseLifecycle(_ line: String) -> (method: String, description: String)? {
        guard line.containsScalar("→") else { return nil }
        let t = line.trimmed
        let scalars = t.unicodeScalars
        guard let arrow = scalars.firstIndex(of: "→") else { return nil }
        let method = String(scalars[..<arrow]).trimmed
        let description = String(scalars[scalars.index(after: arrow)...]).trimmed
        guard !description.isEmpty, let open = method.firstIndex(of: "("), method.hasSuffix(")"),
              !method.contains(" "), CharacterClass.isIdentifierStart(method.first!),
              method[..<open].allSatisfy(CharacterClass.isIdentifierBody) else { return nil }
        return (method, description)
    }

    /// `digraph name {`, `graph {`, `strict digraph G {`.
    static func startsDOT(_ line: String) -> Bool {
        guard line.utf8.last == UInt8(ascii: "{") || line.unicodeScalars.last(where: { !isSpace($0) }) == "{",
              line.trimmed.hasSuffix("{") else { return false }
        guard let initial = line.unicodeScalars.first(where: { !isSpace($0) }), initial == "s" || initial == "d" || initial == "g" else { return false }
        var words = line.trimmed.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        if words.first == "strict" { words.removeFirst() }
        guard let first = words.first, first == "digraph" || first == "graph" || first.hasPrefix("digraph{") || first.hasPrefix("graph{") else { return false }
        return line.trimmed.hasSuffix("{")
    }

    private static func isSpace(_ s: Unicode.Scalar) -> Bool {
        s == " " || s == "\t" || s == "\u{3000}" || s == "\u{A0}"
    }

    /// The scalars a list item can start with (after spaces): bullets, `-`, `*` and digits.
    private static let listItemInitials = Set("•◦▪●・‣-*0123456789[".unicodeScalars)

    /// The last letters of the file-name extensions `fileName(_:)` knows.
    private static let fileNameFinals = Set("tmhnsg".unicodeScalars)

    /// `---`, `***`, `___` (three or more, spaces allowed).
    static func isThematicBreak(_ line: String) -> Bool {
        guard let first = line.unicodeScalars.first(where: { $0 != " " }), "-*_—".unicodeScalars.contains(first) else { return false }
        let t = line.filter { $0 != " " }
        guard t.count >= 3, let c = t.first, c == "-" || c == "*" || c == "_" || c == "—" else { return false }
        return t.allSatisfy { $0 == c }
    }

    /// Cells of a tab-separated table row, or nil when the line has no tab between text.
    static func tabCells(_ line: String) -> [String]? {
        guard line.containsScalar("\t") else { return nil }
        let t = line.trimmed
        // A tab is always a grapheme of its own, so splitting the UTF-8 bytes gives the same cells.
        let cells = t.utf8.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false).map { Substring($0).trimmed }
        let nonEmpty = cells.filter { !$0.isEmpty }
        return nonEmpty.count >= 2 ? cells : nil
    }

    /// A bulleted (`•`, `・`, `-`, `*`) or numbered (`1.`, `1)`, `（1）`) list item: its text and whether it is ordered.
    static func listItem(_ line: String) -> (text: String, ordered: Bool)? {
        guard let initial = line.unicodeScalars.first(where: { !isSpace($0) }), listItemInitials.contains(initial) else { return nil }
        let t = line.trimmed
        guard let first = t.first else { return nil }
        if "•◦▪●・‣".contains(first) {
            return (t.dropFirst().trimmed, false)
        }
        if (first == "-" || first == "*"), t.dropFirst().first == " " { return (t.dropFirst(2).trimmed, false) }
        if first == "[", isCheckboxItem(t) { return (t, false) }
        let digits = t.prefix { $0.isASCII && $0.isNumber }
        if !digits.isEmpty, digits.count <= 3 {
            let rest = t.dropFirst(digits.count)
            if let mark = rest.first, mark == "." || mark == ")" || mark == "．",
               let space = rest.dropFirst().first, space == " " {
                return (rest.dropFirst(2).trimmed, true)
            }
        }
        return nil
    }

    /// `PageViewController.swift`: a file name on a line of its own, which names the listing below it.
    static func fileName(_ line: String) -> String? {
        guard line.utf8.count <= 120, line.containsScalar("."),
              let last = line.unicodeScalars.last(where: { !isSpace($0) }), fileNameFinals.contains(last) else { return nil }
        let t = line.trimmed
        let extensions = ["swift", "m", "mm", "h", "plist", "json", "strings", "entitlements", "xcconfig"]
        guard let dot = t.lastIndex(of: "."), !t.contains(" "), t.count <= 80 else { return nil }
        let ext = String(t[t.index(after: dot)...])
        let stem = t[..<dot]
        guard extensions.contains(ext), let first = stem.first, first.isASCII, first.isLetter || first == "_",
              stem.allSatisfy({ CharacterClass.isIdentifierBody($0) || $0 == "+" || $0 == "-" || $0 == "." }) else { return nil }
        return t
    }

    /// Words that label a call-out, with the note kind they give.
    static let noteLabels: [(label: String, kind: Note.Kind)] = [
        ("重要提示", .important), ("核心要点", .important), ("重要", .important), ("要点", .important),
        ("ポイント", .important), ("Important", .important),
        ("警告", .warning), ("注意", .warning), ("Warning", .warning), ("Caution", .warning),
        ("小技巧", .tip), ("技巧", .tip), ("提示", .tip), ("ヒント", .tip), ("Tips", .tip), ("Tip", .tip),
        ("注記", .note), ("备注", .note), ("Note", .note),
    ]

    private static let noteLabelInitials = Set(noteLabels.compactMap { $0.label.unicodeScalars.first })

    /// The note kind of a line that is only a label (`重要`, `注意：`).
    static func noteKind(ofLabel line: String) -> Note.Kind? {
        guard let first = line.unicodeScalars.first(where: { !isSpace($0) }), noteLabelInitials.contains(first) else { return nil }
        var t = line.trimmed
        if t.hasSuffix("：") || t.hasSuffix(":") { t.removeLast() }
        return noteLabels.first { $0.label == t }?.kind
    }

    /// A call-out: a label such as 重要提示 followed by `：`, `:` or a space, then its text.
    static func note(_ line: String) -> (kind: Note.Kind, label: String, text: String)? {
        guard let first = line.unicodeScalars.first(where: { !isSpace($0) }), noteLabelInitials.contains(first) else { return nil }
        let t = line.trimmed
        for (label, kind) in noteLabels where t.hasPrefix(label) {
            let rest = t.dropFirst(label.count)
            guard let sep = rest.first, sep == "：" || sep == ":" || sep == " " else { continue }
            let text = rest.dropFirst().trimmed
            guard !text.isEmpty else { continue }
            return (kind, label, text)
        }
        return nil
    }
}
