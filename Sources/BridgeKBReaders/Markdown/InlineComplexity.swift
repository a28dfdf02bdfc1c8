import BridgeKBModel

/// libcmark 0.30.2 (Debian 12) takes time that grows faster than a paragraph's length on runs of
/// brackets (`![[]()` repeated: 240 KB took 12–28 s, 600 KB past two minutes), and bridgekb runs it
/// on every paragraph of every format when it renders a page. A paragraph with more than
/// ``maximumBrackets`` square brackets does not go through cmark's inline parser: its text is kept as
/// written (brackets and all, no links or emphasis), and the reader says so with `reader.too-complex`.
public enum InlineComplexity {
    /// The most `[` and `]` one paragraph (list item, table cell, note) may hold and still be parsed
    /// for links and emphasis: ordinary prose has a handful; 500 take cmark well under a millisecond.
    public static let maximumBrackets = 500

    /// Whether `text` holds more brackets than cmark is given.
    public static func isTooComplex(_ text: Substring) -> Bool {
        var count = 0
        for byte in text.utf8 where byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]") {
            count += 1
            if count > maximumBrackets { return true }
        }
        return false
    }

    public static func isTooComplex(_ text: String) -> Bool { isTooComplex(Substring(text)) }

    // MARK: - A whole Markdown document

    /// What stands for a bracket while cmark parses a document whose paragraph holds too many:
    /// noncharacters, which the reader has dropped from the text (``TextDecoder/isInvisible(_:)``),
    /// so they cannot be the guide's own.
    static let openPlaceholder = Unicode.Scalar(UInt32(0xFDD0))!, closePlaceholder = Unicode.Scalar(UInt32(0xFDD1))!

    /// `lines` (a Markdown document) with the brackets of each too-complex paragraph replaced by
    /// placeholders — cmark then sees text, in linear time — and whether any was. A paragraph here is
    /// a run of lines that neither a blank line, a list marker, a quote, a heading nor a table row
    /// starts: a long list of links is many paragraphs, not one. Code keeps its brackets through
    /// ``restored(_:)``.
    static func guarded(_ lines: [String]) -> (lines: [String], guarded: Bool) {
        var result = lines, guarded = false
        var start = 0
        func close(_ end: Int) {
            defer { start = end }
            guard end > start else { return }
            let count = lines[start..<end].reduce(0) { total, line in
                total + line.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "[") || $1 == UInt8(ascii: "]") ? 1 : 0) }
            }
            guard count > maximumBrackets else { return }
            guarded = true
            for i in start..<end {
                result[i] = String(String.UnicodeScalarView(lines[i].unicodeScalars.map {
                    $0 == "[" ? openPlaceholder : ($0 == "]" ? closePlaceholder : $0)
                }))
            }
        }
        for (i, line) in lines.enumerated() where startsParagraph(line) { close(i) }
        close(lines.count)
        return (result, guarded)
    }

    /// Whether `line` cannot continue the paragraph above it (it is blank, or starts a list item,
    /// quote, heading or table row).
    private static func startsParagraph(_ line: String) -> Bool {
        let text = line.drop { $0 == " " || $0 == "\t" }
        guard let first = text.first else { return true }
        if "-*+>#|".contains(first) { return true }
        let digits = text.prefix { $0.isASCII && $0.isNumber }
        return !digits.isEmpty && digits.count <= 9 && (text.dropFirst(digits.count).first == "." || text.dropFirst(digits.count).first == ")")
    }

    /// Text out of cmark with the placeholders turned back into brackets.
    static func restored(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0 == openPlaceholder || $0 == closePlaceholder }) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.map {
            $0 == openPlaceholder ? "[" : ($0 == closePlaceholder ? "]" : $0)
        }))
    }

    // MARK: - Reporting

    /// A `reader.too-complex` warning for every paragraph, list item, table cell and note of
    /// `document` that holds too many brackets to be parsed for links and emphasis.
    public static func report(_ document: Document, diagnostics: DiagnosticEngine) {
        func check(_ text: String, _ range: SourceRange) {
            guard isTooComplex(text) else { return }
            diagnostics.emit(.warning, "reader.too-complex",
                             "paragraph with more than \(maximumBrackets) square brackets: kept as text, without links or emphasis "
                             + "(parsing it for them takes time that grows faster than its length)",
                             file: document.source, range: SourceRange(lines: range.startLine, range.startLine))
        }
        func visit(_ blocks: [Block]) {
            for block in blocks {
                switch block {
                case .paragraph(let p): check(p.text, p.range)
                case .note(let note): check(note.text, note.range)
                case .list(let list):
                    for item in list.items { check(item.text, item.range); visit(item.children) }
                case .table(let table):
                    if let cell = (table.header + table.rows.joined()).first(where: isTooComplex) { check(cell, table.range) }
                default: break
                }
            }
        }
        func walk(_ sections: [Section]) {
            for section in sections { visit(section.blocks); walk(section.children) }
        }
        visit(document.preamble)
        walk(document.sections)
    }
}
