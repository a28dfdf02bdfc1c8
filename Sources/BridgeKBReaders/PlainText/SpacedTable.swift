import BridgeKBModel
/// Tables typed as plain text, without tabs: a memo aligns its columns with ideographic spaces (U+3000)
/// or runs of spaces (`症状　考えられる原因　対処`, `现象    原因    解决办法`, `Symptom    Likely cause    Fix`),
/// or separates short cells with single spaces (`问题 原因 解决方案`). A table is a header of short labels
/// over at least two rows, every line split into the same number of cells; prose whose sentences are
/// spaced apart (`It is small.  It forwards calls.`) has sentences, not labels, in its first line.
enum SpacedTable {
    /// The table that a run of consecutive prose lines (trimmed; the first on line `start + 1`) forms, or nil.
    static func table(_ run: [String], start: Int) -> Table? {
        guard run.count >= 3 else { return nil }
        return wideGapTable(run, start: start) ?? singleSpaceTable(run, start: start)
    }

    /// Cells between ideographic spaces or runs of two or more spaces: a header whose cells are labels
    /// (short, no sentence), every line with as many cells.
    private static func wideGapTable(_ run: [String], start: Int) -> Table? {
        let split = run.map(wideGapCells)
        let width = split[0].count
        guard (2...8).contains(width), split.allSatisfy({ $0.count == width }), split[0].allSatisfy(isLabel) else { return nil }
        return LineScanner.table(split, rowLines: (0..<run.count).map { start + 1 + $0 }, start: start)
    }

    /// `问题 原因 解决方案` over rows with as many single-space-separated cells: a header of short CJK
    /// labels, no line ending like a sentence.
    private static func singleSpaceTable(_ run: [String], start: Int) -> Table? {
        let split = run.map { $0.split(separator: " ", omittingEmptySubsequences: true).map(String.init) }
        let width = split[0].count
        guard (2...8).contains(width), split.allSatisfy({ $0.count == width }),
              split[0].allSatisfy({ $0.count <= 12 && CharacterClass.containsCJK($0) }),
              run.allSatisfy({ !($0.last.map { "。；;".contains($0) } ?? false) }) else { return nil }
        return LineScanner.table(split, rowLines: (0..<run.count).map { start + 1 + $0 }, start: start)
    }

    /// A line cut at every ideographic space and every run of two or more spaces (a single space stays
    /// inside its cell: `UIKit 的 label 没变`).
    static func wideGapCells(_ line: String) -> [String] {
        var cells: [String] = []
        var cell = String.UnicodeScalarView()
        var spaces = 0
        var gap = false
        func close() {
            let text = String(cell).trimmed
            if !text.isEmpty { cells.append(text) }
            cell = String.UnicodeScalarView()
        }
        for scalar in line.unicodeScalars {
            if scalar == " " {
                spaces += 1
                if spaces >= 2 { gap = true }
                continue
            }
            if scalar == "\u{3000}" { gap = true; continue }
            if gap { close() } else if spaces == 1 { cell.append(" ") }
            spaces = 0
            gap = false
            cell.append(scalar)
        }
        close()
        return cells
    }

    /// A header cell: a label of a few words, not a sentence or a clause (`Likely cause`, `考えられる原因`,
    /// `No.` — not `It is small.`).
    private static func isLabel(_ cell: String) -> Bool {
        guard cell.hasAtMost(20), let last = cell.last else { return false }
        let words = cell.split(separator: " ").count
        if words > 3 { return false }
        if "。！？!?；;：:，,、".contains(last) { return false }
        if last == "." && words > 1 { return false }
        return !cell.contains("。") && !HeadingShape.isSentence(cell)
    }
}
