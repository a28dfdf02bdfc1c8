/// A code listing found in a guide: Swift, Graphviz DOT, or other text.
public struct Snippet: Codable, Hashable, Sendable {
    /// The language a listing is written in.
    public enum CodeLanguage: String, Codable, Sendable, CaseIterable {
        case swift, dot, text
    }

    /// What the guide says of the listing through ❌ / ✅ in its comments.
    public enum Marker: String, Codable, Sendable, CaseIterable {
        case bad, good, none
    }

    /// The syntactic shape of a Swift listing, set by the checker's classifier.
    public enum Kind: String, Codable, Sendable, CaseIterable {
        case declaration, memberFragment, statements, modifierChain, pseudoCode, dot, text
    }

    /// Stable within its guide: `<section-id>-code-<n>`.
    public var id: String
    public var language: CodeLanguage
    public var code: String
    public var range: SourceRange
    public var marker: Marker
    /// A file name that the guide puts above the listing, such as `PageViewController.swift`.
    public var fileName: String?
    public var kind: Kind?
    /// Info string from a Markdown fence or HTML class, when the source had one; for a plain-text
    /// listing that is not Swift, the reader's guess of its language (`json`, `shell`, `objc`, `diff`, `text`).
    public var infoString: String?

    public init(id: String, language: CodeLanguage, code: String, range: SourceRange,
                marker: Marker = .none, fileName: String? = nil, kind: Kind? = nil, infoString: String? = nil) {
        self.id = id
        self.language = language
        self.code = code
        self.range = range
        self.marker = marker
        self.fileName = fileName
        self.kind = kind
        self.infoString = infoString
    }

    /// Info strings that say "no particular language".
    public static let textNames: Set<String> = ["", "text", "txt", "plain", "plaintext"]
    /// Info strings that name a program's output rather than code.
    static let outputNames: Set<String> = ["log", "console", "output"]
    /// Info strings that name a debugger session (`lldb`): commands typed while debugging, not code of the app.
    static let debuggerNames: Set<String> = ["lldb", "gdb"]

    /// The language an info string names: its first word, lowercased (`swift title="A.swift"` → `swift`), without
    /// the file name Qiita and Zenn put after a colon (`swift:ViewController.swift` → `swift`).
    public static func language(ofInfo info: String) -> String {
        info.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "{" || $0 == "," || $0 == ":" }).first.map { $0.lowercased() } ?? ""
    }

    /// Whether the listing is code: Swift, or a language its fence names (`objc`); not a bare listing the reader
    /// could not read as Swift (a log, console output), nor one marked as plain text or output.
    public var isCode: Bool {
        if language == .swift { return true }
        let named = Self.language(ofInfo: infoString ?? "")
        return !Self.textNames.contains(named) && !Self.outputNames.contains(named)
    }

    /// Whether the listing is a debugger session: its fence names a debugger (`lldb`).
    public var isDebuggerSession: Bool {
        language != .swift && Self.debuggerNames.contains(Self.language(ofInfo: infoString ?? ""))
    }

    /// The marker that ❌ / ✅ in the code's `//` comments give: bad wins when both appear.
    public static func marker(of code: String) -> Marker {
        var bad = false, good = false
        // Neither mark has a decomposition: without its scalar there is nothing to find.
        guard code.unicodeScalars.contains(where: { $0 == "\u{274C}" || $0 == "\u{2705}" }) else { return .none }
        for line in code.split(separator: "\n") {
            guard let comment = line.range(of: "//") else { continue }
            let text = line[comment.upperBound...]
            if text.contains("❌") { bad = true }
            if text.contains("✅") { good = true }
        }
        return bad ? .bad : (good ? .good : .none)
    }
}
