import BridgeKBModel
/// What a run of prose lines in a web copy may be besides prose: a call-out that a copy of raw Markdown
/// keeps, and the line breaks inside one paragraph.
extension LineScanner {
    /// A call-out that a copy of raw Markdown keeps: GitHub's `[!NOTE]` above the quote's lines, or a
    /// Zenn message box (`:::message` … `:::`, `:::message alert` a warning); nil for other runs.
    static func callout(_ run: [String], start: Int) -> Note? {
        guard let first = run.first else { return nil }
        let range = SourceRange(lines: start, start + run.count - 1)
        if first.hasPrefix("[!"), first.hasSuffix("]"),
           let alert = CalloutParser.alerts[String(first.dropFirst(2).dropLast()).uppercased()], run.count >= 2 {
            return Note(kind: alert.kind, label: alert.label, text: run.dropFirst().joined(separator: "\n"), range: range)
        }
        if first.hasPrefix(":::message"), run.count >= 3, run.last == ":::" {
            let kind: Note.Kind = first.contains("alert") || first.contains("warn") ? .warning : .note
            return Note(kind: kind, label: "", text: run.dropFirst().dropLast().joined(separator: "\n"), range: range)
        }
        return nil
    }

    /// A line that a paragraph's text goes on from: long, and ending inside a sentence (on a letter or a
    /// comma), where a list item or a sentence of its own ends on a stop, a colon, or after a few words.
    static func breaksMidSentence(_ line: String) -> Bool {
        guard line.count >= 16, let last = line.unicodeScalars.last else { return false }
        if "、，,".unicodeScalars.contains(last) { return true }
        return last.properties.isAlphabetic
    }

    /// A line that ends a sentence (`。`, `！`, `?`, `.`).
    static func endsSentence(_ line: String) -> Bool {
        guard let last = line.last else { return false }
        return "。．.！!？?".contains(last)
    }

    /// A line that opens by referring to the line above it (`これが…`, `それで…`, `这会…`, `This means…`): it goes on
    /// from that line, as no list item does. (A line that only turns from it — `しかし、…`, `但是…`, `However, …` —
    /// often states a caution of its own, as a copied paragraph's next line.)
    static func goesOnFromLineAbove(_ line: String) -> Bool {
        let lower = line.lowercased()
        return continuations.contains { lower.hasPrefix($0) }
    }

    /// Openings that refer back to the line above, in the languages the reader knows. A word opening a list
    /// item as often (`また`, `所以`, `also`) is not one.
    static let continuations: [String] = [
        "これが", "これは", "これを", "これで", "これに", "それが", "それは", "それを", "それで",
        "这是", "这会", "这就", "这样", "这导致", "这也", "這是", "這會", "這就", "這樣",
        "this ", "that's ",
    ]
}
