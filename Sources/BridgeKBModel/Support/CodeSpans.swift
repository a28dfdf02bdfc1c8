/// Inline code as the model's texts hold it: in backticks, as Markdown writes it (the readers keep
/// code spans so, and pages render them as `<code>`). Where a text is shown as plain text — a search
/// result's excerpt, title and path — the marks are noise.
public enum CodeSpans {
    /// `text` with each code span's backtick marks removed, by CommonMark's rules: a run of n
    /// backticks opens a span closed by the next run of exactly n; the span's line breaks become
    /// spaces and one space each side is dropped when both are there (and the code is not all
    /// spaces). A run with no closing run, or escaped by a backslash, stays as written.
    public static func unmarked(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "`")) else { return text }
        return segments(text).map(\.text).joined()
    }

    /// `text` as runs of prose and of code (each code span's text without its marks), in order.
    public static func segments(_ text: String) -> [(text: String, isCode: Bool)] {
        guard text.utf8.contains(UInt8(ascii: "`")) else { return [(text, false)] }
        let characters = Array(text)
        var result: [(text: String, isCode: Bool)] = []
        var prose = ""
        var index = 0
        var backslashes = 0
        while index < characters.count {
            let character = characters[index]
            guard character == "`" else {
                backslashes = character == "\\" ? backslashes + 1 : 0
                prose.append(character)
                index += 1
                continue
            }
            let run = runLength(characters, at: index)
            let escaped = backslashes % 2 == 1
            backslashes = 0
            if !escaped, let close = closingRun(characters, length: run, from: index + run) {
                if !prose.isEmpty { result.append((prose, false)); prose = "" }
                result.append((code(characters[(index + run)..<close]), true))
                index = close + run
            } else {
                // An escaped backtick is one character of text; the rest of its run may still open a span.
                let taken = escaped ? 1 : run
                prose += String(repeating: "`", count: taken)
                index += taken
            }
        }
        if !prose.isEmpty { result.append((prose, false)) }
        return result
    }

    /// The length of the backtick run starting at `index`.
    private static func runLength(_ characters: [Character], at index: Int) -> Int {
        var end = index
        while end < characters.count && characters[end] == "`" { end += 1 }
        return end - index
    }

    /// The start of the first run of exactly `length` backticks at or after `start`.
    private static func closingRun(_ characters: [Character], length: Int, from start: Int) -> Int? {
        var index = start
        while index < characters.count {
            guard characters[index] == "`" else { index += 1; continue }
            let run = runLength(characters, at: index)
            if run == length { return index }
            index += run
        }
        return nil
    }

    /// A span's code as CommonMark reads it.
    private static func code(_ characters: ArraySlice<Character>) -> String {
        var code = characters.map { $0 == "\n" || $0 == "\r\n" || $0 == "\r" ? " " : $0 }
        if code.count >= 2, code.first == " ", code.last == " ", code.contains(where: { $0 != " " }) {
            code.removeFirst()
            code.removeLast()
        }
        return String(code)
    }
}
