/// Listings that are not Swift — JSON, `.strings` files, shell commands, Objective-C, diffs, console
/// output, XML — recognised line by line in plain text, and the language a whole listing is guessed
/// to be written in (the info string a Markdown author would have given its fence).
enum ListingShape {
    /// What a line that starts a non-Swift listing looks like.
    enum Kind: Equatable {
        case json, strings, shell, objc, diff, log, markup, ruby

        /// The language guess a listing that starts this way gets.
        var language: String {
            switch self {
            case .json: return "json"
            case .shell: return "shell"
            case .objc: return "objc"
            case .diff: return "diff"
            case .ruby: return "ruby"
            case .strings, .log, .markup: return "text"
            }
        }
    }

    /// Scalars a non-Swift listing line can start with (after spaces).
    private static let initials = Set("{[\"$%<+-@#*0123456789".unicodeScalars)

    /// The kind of non-Swift listing `line` starts, or nil (Swift, prose, anything else).
    static func kind(of line: String) -> Kind? {
        guard let initial = line.unicodeScalars.first(where: { $0 != " " && $0 != "\t" }), initial.isASCII,
              initials.contains(initial) || CharacterClass.isIdentifierStart(Character(initial)) else { return nil }
        let t = line.trimmed
        if isJSONStart(t) { return .json }
        if isStringsEntry(t) { return .strings }
        if isDiffLine(line, start: true) { return .diff }
        if isMarkup(t) { return .markup }
        // `__unsafe_unretained 關鍵字。…：` names a qualifier in a sentence: Objective-C's code part has no CJK.
        if isObjectiveC(t), !CharacterClass.containsCJK(CodeLineScanner.codePart(of: t)) { return .objc }
        if isLog(t) { return .log }
        if isRubyStart(t) { return .ruby }
        // Indented, a command needs an option to start a listing (`  xcodebuild -sdk … build`, copied from a session).
        // `containsText`: a byte search instead of Foundation's (~20,000 instructions a line).
        if line.indentation == 0 || t.containsText(" -"), isShell(t) || isUnknownCommand(t) { return .shell }
        return nil
    }

    /// Whether `line` (not blank) goes on with a listing of `kind`; `depth` is the bracket depth so far.
    static func continues(_ kind: Kind, _ line: String, depth: Int) -> Bool {
        let t = line.trimmed
        switch kind {
        case .json: return depth > 0
        case .strings: return isStringsEntry(t) || t.hasPrefix("/*") || t.hasPrefix("//") || t.hasPrefix("*")
        case .diff: return isDiffLine(line, start: false)
        case .markup: return isMarkup(t) || (line.indentation > 0 && !CharacterClass.containsCJK(CodeLineScanner.codePart(of: line)))
        case .shell: return isShell(t) || isUnknownCommand(t) || t.hasPrefix("#") || line.indentation > 0
        case .ruby: return continuesRuby(line, depth: depth)
        case .log: return isLog(t) || line.indentation > 0 || isCallTrace(t)
        case .objc:
            // A comment goes on with the listing whatever its language (`// 这时候 view 才被建立起来`).
            if depth > 0 || line.indentation > 0 || isObjectiveC(t) || t.hasPrefix("//") || t.hasPrefix("/*") { return true }
            // A statement ends in `;` before any comment after it (`NSLog(…);  // 0.0`).
            let code = CodeLineScanner.codePart(of: line).trimmed
            return !CharacterClass.containsCJK(code) && (code.hasSuffix(";") || code == "}" || code.hasSuffix("{"))
        }
    }

    // MARK: - Line shapes

    /// `{`, `[`, `{"key": …}`, `[{…}]`: a JSON document's first line.
    static func isJSONStart(_ t: String) -> Bool {
        if t == "{" || t == "[" { return true }
        guard let first = t.first, first == "{" || first == "[" else { return false }
        let rest = t.dropFirst().drop { $0 == " " }
        return rest.first == "\"" || (first == "[" && rest.first == "{")
    }

    /// `"key" = "value";`, a line of a `.strings` file.
    static func isStringsEntry(_ t: String) -> Bool {
        guard t.hasPrefix("\""), t.hasSuffix(";") else { return false }
        let body = t.dropFirst()
        guard let close = body.firstIndex(of: "\"") else { return false }
        let rest = body[body.index(after: close)...].drop { $0 == " " }
        return rest.hasPrefix("=") && rest.dropFirst().drop { $0 == " " }.hasPrefix("\"")
    }

    /// A line of a unified diff: `diff --git`, `@@ -1 +1 @@`, `--- a/…`, `+added`, `-removed`, ` context`.
    /// A listing only starts on a header or on an added or removed line whose rest reads as code.
    static func isDiffLine(_ line: String, start: Bool) -> Bool {
        guard let initial = line.utf8.first, "di@+- ".utf8.contains(initial) else { return false }
        if line.hasPrefix("diff --git ") || line.hasPrefix("@@ ") || line.hasPrefix("+++ ") || line.hasPrefix("--- ")
            || line.hasPrefix("index ") { return true }
        guard let first = line.first, first == "+" || first == "-" || (first == " " && !start) else { return false }
        let rest = String(line.dropFirst())
        if first != " ", rest.first == first { return false }  // `--`, `++`: not a changed line
        if first == " " { return !CharacterClass.containsCJK(CodeLineScanner.codePart(of: rest)) }
        if !start { return true }
        // `- item` is a list item unless the rest is code.
        return !rest.isBlankLine && (LineShape.startsCode(rest) || kind(of: rest).map { $0 != .diff } == true)
    }

    /// `<key>…</key>`, `<?xml …?>`, `<dict>`: XML or a property list.
    static func isMarkup(_ t: String) -> Bool {
        guard t.hasPrefix("<"), t.hasSuffix(">"), let second = t.dropFirst().first else { return false }
        return second == "?" || second == "!" || second == "/" || (second.isASCII && second.isLetter)
    }

    /// Objective-C: a method (`- (void)…`), a directive (`@interface`, `#import`), a message send
    /// (`[self foo:bar];`, `[[X alloc] init]`) or a pointer declaration (`NSString *name = …`).
    static func isObjectiveC(_ t: String) -> Bool {
        guard let first = t.first else { return false }
        if first == "-" || first == "+" {
            let rest = t.dropFirst().drop { $0 == " " }
            return rest.hasPrefix("(") && rest.contains(")")
        }
        if first == "@" {
            let word = t.dropFirst().prefix { $0.isASCII && $0.isLetter }
            return ["interface", "implementation", "end", "property", "protocol", "synthesize", "autoreleasepool", "selector", "class",
                    "import"].contains(String(word))
        }
        if first == "#" { return t.hasPrefix("#import ") || t.hasPrefix("#include ") }
        // `__weak typeof(self) weakSelf = self;`: an ownership qualifier.
        if first == "_" { return ["__weak ", "__strong ", "__block ", "__unsafe_unretained ", "__typeof"].contains { t.hasPrefix($0) } }
        if first == "[" {
            // `[receiver message…`: two words after the brackets (not a capture list `[weak self]`).
            let inner = t.drop { $0 == "[" }
            let receiver = inner.prefix { CharacterClass.isIdentifierBody($0) || $0 == "." }
            guard let r = receiver.first, CharacterClass.isIdentifierStart(r), !["weak", "unowned"].contains(String(receiver)) else { return false }
            let after = inner.dropFirst(receiver.count)
            guard after.first == " " else { return false }
            let message = after.drop { $0 == " " }
            guard let m = message.first, CharacterClass.isIdentifierStart(m) else { return false }
            let word = message.prefix { CharacterClass.isIdentifierBody($0) }
            let next = message.dropFirst(word.count).first
            return next == ":" || next == "]"
        }
        // `Type *name =` or `Type *name;`
        if let v = first.asciiValue, v >= 0x41 && v <= 0x5A, t.utf8.contains(UInt8(ascii: "*")) {
            let bytes = Array(t.utf8)
            var i = skipIdentifier(bytes, 0)
            i = skipSpaces(bytes, i)
            guard i < bytes.count, bytes[i] == UInt8(ascii: "*") else { return false }
            let nameStart = skipSpaces(bytes, i + 1)
            let nameEnd = skipIdentifier(bytes, nameStart)
            let after = skipSpaces(bytes, nameEnd)
            return nameEnd > nameStart && (after == bytes.count || bytes[after] == UInt8(ascii: "=") || bytes[after] == UInt8(ascii: ";"))
        }
        return false
    }

    private static func skipIdentifier(_ bytes: [UInt8], _ start: Int) -> Int {
        var i = start
        while i < bytes.count, bytes[i] == 0x5F || (bytes[i] | 0x20 >= 0x61 && bytes[i] | 0x20 <= 0x7A) || (bytes[i] >= 0x30 && bytes[i] <= 0x39) { i += 1 }
        return i
    }

    private static func skipSpaces(_ bytes: [UInt8], _ start: Int) -> Int {
        var i = start
        while i < bytes.count, bytes[i] == 0x20 { i += 1 }
        return i
    }

    /// Console output: a timestamp to the second (`2023-04-28 21:13:07.412 App[…]`; a page's date line
    /// has minutes at most, or seconds and a word: `2025-06-02 14:31:07 发布`), a bracketed tag (`[SwiftUI] …`),
    /// a C++ scope (`WebPageProxy::dispatch…`) or a build banner (`** BUILD SUCCEEDED **`).
    static func isLog(_ t: String) -> Bool {
        guard let first = t.first, let value = first.asciiValue else { return false }
        let matches: Bool
        if value >= 0x30 && value <= 0x39 {
            matches = startsWithTimestamp(t) && !isDateLine(t)
        } else if first == "[" {
            matches = startsWithTag(t)
        } else if first == "*" {
            matches = t.hasPrefix("** ") && t.hasSuffix(" **")
        } else if CharacterClass.isIdentifierStart(first) {
            // `WebPageProxy::dispatch…`
            let colon = UInt8(ascii: ":")
            guard t.utf8.contains(colon) || t.utf8.contains(UInt8(ascii: "<")) else { return false }
            let bytes = Array(t.utf8.prefix(256))
            let end = skipIdentifier(bytes, 0)
            matches = (end + 2 < bytes.count && bytes[end] == colon && bytes[end + 1] == colon
                && (bytes[end + 2] == 0x5F || (bytes[end + 2] | 0x20 >= 0x61 && bytes[end + 2] | 0x20 <= 0x7A)))
                || describesObjects(t)
        } else {
            return false
        }
        // Log messages are not CJK sentences (`[ShopRoute] 通常更适合…：` is prose about a type).
        return matches && !t.unicodeScalars.contains { (0x3000...0x303F).contains($0.value) || (0xFF01...0xFF60).contains($0.value) }
    }

    /// `2023-04-28 21:13:07`: a date and a time to the second.
    private static func startsWithTimestamp(_ t: String) -> Bool {
        let scalars = Array(t.unicodeScalars.prefix(19))
        guard scalars.count == 19 else { return false }
        func digit(_ i: Int) -> Bool { ("0"..."9").contains(scalars[i]) }
        return (0..<4).allSatisfy(digit) && scalars[4] == "-" && digit(5) && digit(6) && scalars[7] == "-"
            && digit(8) && digit(9) && (scalars[10] == " " || scalars[10] == "T") && digit(11) && digit(12)
            && scalars[13] == ":" && digit(14) && digit(15) && scalars[16] == ":" && digit(17) && digit(18)
    }

    /// `Attempt to present <UIHostingController: 0x…> on <OrderViewController: 0x…> …`: an ASCII line
    /// naming two objects as UIKit prints them (`<ClassName>` or `<Module.ClassName: 0x…>` after a space),
    /// which prose does not (`Array<Element>` has no space before its bracket).
    private static func describesObjects(_ t: String) -> Bool {
        guard t.utf8.allSatisfy({ $0 < 0x80 }) else { return false }
        let bytes = Array(t.utf8)
        var found = 0
        for (i, b) in bytes.enumerated() where b == UInt8(ascii: "<") && i > 0 && bytes[i - 1] == 0x20 {
            guard i + 1 < bytes.count, bytes[i + 1] >= 0x41 && bytes[i + 1] <= 0x5A else { continue }
            var j = i + 1
            while j < bytes.count, bytes[j] == 0x2E || bytes[j] == 0x5F || (bytes[j] | 0x20 >= 0x61 && bytes[j] | 0x20 <= 0x7A)
                || (bytes[j] >= 0x30 && bytes[j] <= 0x39) { j += 1 }
            if j < bytes.count, bytes[j] == UInt8(ascii: ">") || bytes[j] == UInt8(ascii: ":") { found += 1 }
        }
        return found >= 2
    }

    /// `2025-06-02 14:31:07 发布`: a timestamp to the second with nothing after it but a word or two
    /// (published, updated) is a page's date line, not console output (which names a process or a message).
    private static func isDateLine(_ t: String) -> Bool {
        let rest = t.unicodeScalars.dropFirst(19).filter { $0 != " " && $0 != "\u{3000}" }
        return rest.count <= 6 && rest.allSatisfy(CharacterClass.isHanOrKana)
    }

    /// `[SwiftUI] …`: a short tag in brackets, then a space.
    private static func startsWithTag(_ t: String) -> Bool {
        guard let close = t.firstIndex(of: "]") else { return false }
        let tag = t[t.index(after: t.startIndex)..<close]
        return (1...24).contains(tag.count) && tag.first.map(CharacterClass.isIdentifierStart) == true
            && tag.allSatisfy { CharacterClass.isIdentifierBody($0) || " .:-".contains($0) } && t[t.index(after: close)...].hasPrefix(" ")
    }

    /// One method name per line (`viewDidLoad`, `makeUIViewController`): a trace printed by a listing.
    static func isCallTrace(_ t: String) -> Bool {
        guard let initial = t.utf8.first, initial >= 0x61 && initial <= 0x7A, t.utf8.count >= 4,
              t.allSatisfy({ CharacterClass.isIdentifierBody($0) || $0 == "(" || $0 == ")" }) else { return false }
        return t.contains { $0.isASCII && $0.isUppercase } && !LineShape.swiftKeywords.contains(t)
    }

    /// Developer commands a shell listing starts with.
    static let commands: Set<String> = [
        "git", "cd", "open", "xcodebuild", "xcrun", "swift", "swiftc", "brew", "pod", "npm", "npx", "yarn", "curl",
        "wget", "ls", "mkdir", "cp", "mv", "rm", "cat", "echo", "export", "defaults", "plutil", "codesign", "security",
        "fastlane", "carthage", "make", "chmod", "grep", "find", "tar", "unzip", "python", "python3", "ruby", "gem",
        "bundle", "agvtool", "xcode-select", "ssh", "scp", "touch", "sed", "awk", "tuist", "xcodegen", "mint",
        "docker", "killall", "sudo", "instruments", "simctl", "lldb", "log", "env", "source", "chown", "ln", "pwd",
        // The debugger's commands, typed at its prompt the same way.
        "po", "expr",
    ]

    /// `# Show the heap summary`: a shell comment (one `#`, a space, words), not `#import` or `## Title`.
    static func isHashComment(_ t: String) -> Bool {
        t.hasPrefix("# ") && t.utf8.count > 2
    }

    /// A shell command: a prompt (`$ …`), or a known command followed by arguments that look like
    /// arguments (options, paths, assignments, quotes), never an English sentence that starts with
    /// `open` or `find`.
    static func isShell(_ t: String) -> Bool {
        // Every command is lowercase ASCII; a prompt is `$` or `%`.
        guard let initial = t.utf8.first, (initial >= 0x61 && initial <= 0x7A) || initial == UInt8(ascii: "$") || initial == UInt8(ascii: "%")
        else { return false }
        let head = t.prefix { $0 != " " }
        guard head == "$" || head == "%" || head == "sudo" || commands.contains(String(head)) else { return false }
        var words = t.split(separator: " ", omittingEmptySubsequences: true)
        guard let first = words.first else { return false }
        if first == "$" || first == "%" { return words.count > 1 }
        if first == "sudo" { words.removeFirst() }
        guard let command = words.first, commands.contains(String(command)) else { return false }
        // A placeholder in braces (`-scheme {スキーム名}`, `<プロジェクト名>`) is no prose.
        if CharacterClass.containsCJK(CodeLineScanner.codePart(of: withoutPlaceholders(t))) { return false }
        let arguments = words.dropFirst()
        if arguments.isEmpty { return true }
        if let last = t.last, ".:;!?".contains(last), arguments.count > 2 { return false }
        let argumentLike = arguments.contains { word in
            word.hasPrefix("-") || word.contains("/") || word.contains("=") || word.hasPrefix("\"") || word.hasPrefix("'")
                || word.hasPrefix("$") || (word.contains(".") && !word.hasSuffix("."))
        }
        return argumentLike || arguments.count <= 2
    }

    /// `tracetool record --template A --output run.trace`, `heap_tool <pid> <address>`: a command that `commands` does not
    /// know, told by its arguments — a lowercase name (letters, digits, `_`, `-`), then words of which one at least is an
    /// option (`-x`, `--name`) or a placeholder (`<pid>`), and at least half look like arguments (options, placeholders,
    /// paths, files, assignments, quoted values, numbers). `use -O when you build` is a sentence.
    static func isUnknownCommand(_ t: String) -> Bool {
        guard let initial = t.utf8.first, initial >= 0x61 && initial <= 0x7A, t.containsText(" -") || t.containsText(" <"),
              let last = t.last, !".:;!?,。".contains(last), !CharacterClass.containsCJK(t) else { return false }
        let words = t.split(separator: " ")
        guard words.count >= 2, let name = words.first, name.count >= 2,
              name.allSatisfy({ ($0.isASCII && ($0.isLowercase || $0.isNumber)) || $0 == "_" || $0 == "-" }) else { return false }
        let arguments = words.dropFirst()
        func isOption(_ w: Substring) -> Bool {
            w.count >= 2 && w.hasPrefix("-") && w.dropFirst().first.map { ($0.isASCII && $0.isLetter) || $0 == "-" } == true
        }
        func isPlaceholder(_ w: Substring) -> Bool { w.count >= 3 && w.hasPrefix("<") && w.hasSuffix(">") }
        func looksLikeArgument(_ w: Substring) -> Bool {
            isOption(w) || isPlaceholder(w) || w.contains("/") || w.contains("=") || w.hasPrefix("\"") || w.hasPrefix("'")
                || (w.contains(".") && !w.hasSuffix(".")) || w.allSatisfy(\.isNumber)
        }
        guard arguments.contains(where: { isOption($0) || isPlaceholder($0) }) else { return false }
        return arguments.filter(looksLikeArgument).count * 2 >= arguments.count
    }

    /// `t` without the placeholders a command line names its arguments by (`{スキーム名}`, `<プロジェクト名>`):
    /// a bracket pair with no space inside.
    static func withoutPlaceholders(_ t: String) -> String {
        guard t.contains(where: { $0 == "{" || $0 == "<" }) else { return t }
        var result = "", pending = "", closer: Character?
        for c in t {
            if let close = closer {
                pending.append(c)
                if c == close { closer = nil; pending = "" } else if c == " " { result += pending; pending = ""; closer = nil }
            } else if c == "{" || c == "<" {
                closer = c == "{" ? "}" : ">"
                pending = String(c)
            } else {
                result.append(c)
            }
        }
        return result + pending
    }

    // MARK: - Whole listings

    /// The language guess for a listing that the Swift scanner collected: `diff` when every line is a
    /// diff line and some are changes, `objc` when most lines are Objective-C, `text` when every
    /// statement ends with a semicolon (JavaScript, C), else `swift`.
    static func language(ofSwiftListing lines: [String]) -> String {
        let code = lines.filter { !$0.isBlankLine }
        guard !code.isEmpty else { return "swift" }
        if code.allSatisfy({ isDiffLine($0, start: false) }),
           code.contains(where: { ($0.hasPrefix("+") || $0.hasPrefix("-")) && isDiffLine($0, start: true) }) { return "diff" }
        // Objective-C and semicolon languages end their statements with `;`; Swift almost never does.
        guard code.contains(where: { $0.utf8.contains(UInt8(ascii: ";")) }) else { return "swift" }
        let statements = code.map { CodeLineScanner.codePart(of: $0).trimmed }.filter { !$0.isEmpty }
        guard !statements.isEmpty else { return "swift" }
        let objc = statements.filter(isObjectiveC).count
        if objc * 2 >= statements.count { return "objc" }
        let ended = statements.filter { $0.hasSuffix(";") || $0 == "}" || $0 == "{" || $0.hasSuffix("{") }
        if ended.count == statements.count, statements.contains(where: { $0.hasSuffix(";") }) {
            return objc > 0 ? "objc" : "text"
        }
        return "swift"
    }
}

extension LineShape {
    /// `URLResponse (応答の型)`, `xctrace (Headless Instruments)`: a name, a space, then its description in brackets —
    /// CJK text, or two words or more and nothing but letters and spaces, closing the line — not a call (Swift puts no
    /// space before a call's arguments, and they hold no bare phrase).
    static func namesWithDescription(_ t: String, line: String) -> Bool {
        let rest = t.dropFirst(leadingWord(t).count)
        guard rest.hasPrefix(" (") else { return false }
        if CodeLineScanner.codePart(of: line).unicodeScalars.contains(where: CharacterClass.isHanOrKana) { return true }
        guard rest.hasSuffix(")") else { return false }
        let inner = rest.dropFirst(2).dropLast()
        return inner.contains(" ") && inner.allSatisfy { ($0.isASCII && $0.isLetter) || $0 == " " }
    }
}
