import Foundation
/// What a listing says about itself, in the manner of rustdoc's `ignore` / `compile_fail`: derived only
/// from the snippet's own text (its comments), never from where it sits in a guide.
public struct SnippetExpectation: Hashable, Sendable {
    /// How the checker treats a listing.
    public enum Outcome: String, Codable, Sendable {
        /// Must pass the structural checks.
        case pass
        /// Says it does not compile ("Won't compile", "编译错误", "コンパイルエラー"): structural errors in it
        /// are expected and reported as notes.
        case expectedFailure
        /// Says it is not real code ("pseudo-code", "伪代码", "擬似コード", `bridgekb: ignore`): not checked.
        case ignore
    }

    public var outcome: Outcome
    /// The words in the snippet that set the outcome, for the note that reports it.
    public var reason: String?
    /// The listing shows a mistake the pitfall rules cannot see (`bridgekb: illustrative` in a comment, or
    /// `illustrative` in a Markdown fence's info string: ```` ```swift illustrative ````): it is checked
    /// like any listing, but a ❌ that no rule flags is not an error.
    public var illustrative = false

    public init(outcome: Outcome, reason: String? = nil, illustrative: Bool = false) {
        self.outcome = outcome; self.reason = reason; self.illustrative = illustrative
    }

    /// The marker a comment uses to say a ❌ listing is illustrative, and the info-string word that says it of a fence.
    public static let illustrativeMarker = "bridgekb: illustrative"
    public static let illustrativeInfoWord = "illustrative"

    /// Whether a Markdown fence's (or HTML listing's) info string names ``illustrativeInfoWord``
    /// (`swift illustrative`, `swift,illustrative`, `{.swift .illustrative}`).
    public static func isIllustrative(infoString: String?) -> Bool {
        guard let info = infoString?.lowercased() else { return false }
        return info.split(whereSeparator: { " \t,{}.".contains($0) }).contains { $0 == illustrativeInfoWord }
    }

    /// `code` as a reader sees it: the illustrative marker (with a ❌ just before it) taken out of every
    /// comment that holds it — the comment gone when it said nothing else, and its line when the comment
    /// stood alone on it; whatever else the comment says stays. The marker speaks to the checker only.
    public static func withoutIllustrativeMarker(_ code: String) -> String {
        guard code.range(of: illustrativeMarker, options: .caseInsensitive) != nil else { return code }
        var bytes = Array(code.utf8)
        let newline = UInt8(ascii: "\n"), space = UInt8(ascii: " "), tab = UInt8(ascii: "\t")
        for token in SwiftLexer.lex(code).tokens.reversed() where token.isComment {
            guard let kept = commentWithoutMarker(token.text) else { continue }
            bytes.replaceSubrange(token.start..<token.end, with: Array(kept.utf8))
            guard kept.isEmpty else { continue }
            var start = token.start
            while start > 0, bytes[start - 1] == space || bytes[start - 1] == tab { start -= 1 }
            bytes.removeSubrange(start..<token.start)
            let alone = (start == 0 || bytes[start - 1] == newline) && (start == bytes.count || bytes[start] == newline)
            if alone && start < bytes.count { bytes.remove(at: start) } else if alone && start > 0 { bytes.remove(at: start - 1) }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A comment without the marker: nil when it has none, "" when nothing else is left in it.
    static func commentWithoutMarker(_ comment: String) -> String? {
        guard let marker = comment.range(of: illustrativeMarker, options: .caseInsensitive) else { return nil }
        let block = comment.hasPrefix("/*")
        let opening = String(comment.prefix { $0 == "/" || $0 == "*" })
        let closing = block && comment.hasSuffix("*/") && comment.count >= opening.count + 2 ? "*/" : ""
        let trim = CharacterSet.whitespaces.union(CharacterSet(charactersIn: "❌:：—–-,，;；"))
        var before = String(comment[comment.index(comment.startIndex, offsetBy: opening.count)..<marker.lowerBound])
        let after = String(comment[marker.upperBound...].dropLast(closing.count)).trimmingCharacters(in: trim)
        before = before.trimmingCharacters(in: .whitespaces)
        if before.hasSuffix("❌") { before = String(before.dropLast()).trimmingCharacters(in: .whitespaces) }
        let rest = [before, after].filter { !$0.isEmpty }.joined(separator: " ")
        if rest.isEmpty { return "" }
        return block ? "\(opening) \(rest) \(closing)" : "\(opening) \(rest)"
    }

    static let failurePhrases = [
        "won't compile", "won’t compile", "wont compile", "will not compile", "does not compile", "doesn't compile",
        "compile error", "compiler error", "compile_fail", "bridgekb: compile-fail",
        "编译错误", "无法编译", "编译不过", "不能编译", "編譯錯誤", "コンパイルエラー", "コンパイルできない", "コンパイルが通らない",
    ]
    static let ignorePhrases = ["pseudo-code", "pseudocode", "pseudo code", "伪代码", "偽代碼", "擬似コード", "疑似コード", "bridgekb: ignore"]

    /// Reads the expectation from the comments of a listing.
    public static func of(_ code: String) -> SnippetExpectation {
        of(tokens: SwiftLexer.lex(code).tokens)
    }

    /// Reads the expectation from already lexed tokens (only comments are looked at).
    public static func of(tokens: [SwiftToken]) -> SnippetExpectation {
        // ASCII case folding on bytes; the CJK phrases have no case.
        let comments = tokens.filter(\.isComment).map { $0.text.utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 } }
        let illustrative = comments.contains { contains($0, illustrativeMarker) }
        for text in comments {
            if let phrase = ignorePhrases.first(where: { contains(text, $0) }) {
                return SnippetExpectation(outcome: .ignore, reason: phrase, illustrative: illustrative)
            }
            if let phrase = failurePhrases.first(where: { contains(text, $0) }) {
                return SnippetExpectation(outcome: .expectedFailure, reason: phrase, illustrative: illustrative)
            }
        }
        return SnippetExpectation(outcome: .pass, illustrative: illustrative)
    }

    static func contains(_ haystack: [UInt8], _ needle: String) -> Bool {
        let n = Array(needle.utf8)
        guard !n.isEmpty, haystack.count >= n.count else { return false }
        let first = n[0]
        var i = 0
        let last = haystack.count - n.count
        while i <= last {
            if haystack[i] == first {
                var j = 1
                while j < n.count, haystack[i + j] == n[j] { j += 1 }
                if j == n.count { return true }
            }
            i += 1
        }
        return false
    }
}
