import BridgeKBModel
import BridgeKBText

/// Prose a writer wrapped at a fixed width (an editor's hard wrap, a mail-like text pasted into Markdown):
/// its lines break inside sentences and, in Chinese and Japanese, inside words. A document either is
/// wrapped like that throughout or not at all, so the width is read once from all its paragraphs; an
/// entry's fields are then joined at the breaks it made, and keep every other break.
struct WrappedProse {
    /// The column the lines reach, or nil for a document not wrapped at a fixed width.
    let width: Int?

    /// Lines that end before a paragraph does (soft breaks) needed to tell: fewer say nothing.
    static let evidence = 6

    /// The width `document` is wrapped at: most of its soft-broken lines (seven in ten) are at least 40
    /// columns wide and within a fifth of the median of those; the widest of them is the width.
    init(_ document: Document) {
        var widths: [Int] = []
        func read(_ text: String) {
            widths += text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(CautionRecognizer.columns)
        }
        for block in document.preamble + document.allSections.flatMap(\.blocks) {
            switch block {
            case .paragraph(let p): read(p.text)
            case .note(let n): read(n.text)
            case .list(let l): l.items.forEach { read($0.text) }
            default: continue
            }
        }
        let wide = widths.filter { $0 >= 40 }.sorted()
        guard widths.count >= Self.evidence, !wide.isEmpty else { width = nil; return }
        let median = wide[wide.count / 2]
        let band = wide.filter { 5 * abs($0 - median) <= median }
        width = 10 * band.count >= 7 * widths.count ? band.max() : nil
    }

    /// `text` with each line that reaches the wrap width joined to the line after it, unless that one is
    /// empty or a bullet (`• `): a page shows a field's lines as paragraphs of their own.
    func unwrapped(_ text: String) -> String {
        guard let width, text.containsText("\n") else { return text }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var result: [String] = []
        var joinsNext = false
        for line in lines {
            let continues = joinsNext && !line.trimmed.isEmpty && !line.hasPrefix("• ")
            if continues, let last = result.popLast() {
                result.append(LineJoining.joined(last + "\n" + line.trimmed))
            } else {
                result.append(String(line))
            }
            joinsNext = 5 * CautionRecognizer.columns(line) >= 4 * width
        }
        return result.joined(separator: "\n")
    }
}
