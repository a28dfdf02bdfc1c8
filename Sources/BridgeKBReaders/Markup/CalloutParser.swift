import BridgeKBModel
/// Reads a block quote as a note: `> **Note**`, `> 注意：…`, `> 重要` on its own line, or GitHub's
/// `> [!TIP]`; any other quote is a plain note without a label.
enum CalloutParser {
    /// GitHub alert markers and the note kinds they give.
    static let alerts: [String: (kind: Note.Kind, label: String)] = [
        "NOTE": (.note, "Note"), "TIP": (.tip, "Tip"), "IMPORTANT": (.important, "Important"),
        "WARNING": (.warning, "Warning"), "CAUTION": (.warning, "Caution"),
    ]

    /// The note that the quote's text (paragraphs joined by newlines) makes.
    static func note(from text: String, range: SourceRange) -> Note {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmed }
        while lines.first?.isEmpty == true { lines.removeFirst() }
        while lines.last?.isEmpty == true { lines.removeLast() }
        guard let first = lines.first else { return Note(kind: .note, label: "", text: "", range: range) }
        let rest = lines.dropFirst().joined(separator: "\n").trimmed

        if first.hasPrefix("[!"), let close = first.firstIndex(of: "]") {
            let marker = first[first.index(first.startIndex, offsetBy: 2)..<close].uppercased()
            if let alert = alerts[marker] {
                let inline = first[first.index(after: close)...].trimmed
                let body = [inline, rest].filter { !$0.isEmpty }.joined(separator: "\n")
                return Note(kind: alert.kind, label: alert.label, text: body, range: range)
            }
        }
        if let kind = LineShape.noteKind(ofLabel: first) {
            var label = first
            if label.hasSuffix("：") || label.hasSuffix(":") { label.removeLast() }
            return Note(kind: kind, label: label, text: rest, range: range)
        }
        if let note = LineShape.note(first) {
            let body = [note.text, rest].filter { !$0.isEmpty }.joined(separator: "\n")
            return Note(kind: note.kind, label: note.label, text: body, range: range)
        }
        return Note(kind: .note, label: "", text: lines.joined(separator: "\n"), range: range)
    }
}
