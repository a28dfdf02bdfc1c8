import BridgeKBModel
/// Headings numbered under one label (`Step 1: …`, `Pattern 2: …`, `パターン 3：…`) or labelled alike (`Issue: …`)
/// in a copy that sets only paragraphs off by blank lines (HTML's `innerText`): a member the browser glued to the
/// lines around it sits in their run. When two members of its series (one next to its number) stand as lines of
/// their own, the page shows the series as headings, and the glued member is one too. Right above the series' first
/// member, a heading-shaped line of the same run is the heading that opens the series (a heading right above its
/// first subheading, which the copy glues as well).
enum GluedSeries {
    /// Rewrites `items`: glued members (and the line opening the series above its first member) are left single
    /// lines, for the outline to judge; the runs and bare-line lists they stood in are split around them.
    static func apply(_ items: [ScannedItem], lines: [String], marks: ListMarks) -> [ScannedItem] {
        let candidates = GluedLines.candidates(items, lines: lines, paragraphs: true)
        // The members each series shows on lines of their own: where they stand (candidate index) and their numbers.
        var standing: [String: [(at: Int, number: Int?)]] = [:]
        for (k, c) in candidates.enumerated() where c.alone { if let m = member(of: c.text) { standing[m.series, default: []].append((k, m.number)) } }
        guard standing.values.contains(where: { $0.count >= 2 }) else { return items }
        var byItem: [Int: Set<Int>] = [:]
        for (k, c) in candidates.enumerated() where !c.alone {
            guard let m = member(of: c.text), let shown = standing[m.series], shown.count >= 2 else { continue }
            // A numbered member needs a neighbour in its series (`Step 2` for `Step 1`); the first member is the one
            // numbered below the others, or (unnumbered: `Issue: …`) the one above them.
            let first: Bool
            if let n = m.number {
                guard shown.contains(where: { $0.number == n + 1 || $0.number == n - 1 }) else { continue }
                first = !shown.contains { ($0.number ?? n) < n }
            } else {
                first = !shown.contains { $0.at < k }
            }
            byItem[c.item, default: []].insert(c.offset)
            // The series' first member: the line right above it in the run opens the series.
            if first, c.offset > 0, k > 0, candidates[k - 1].item == c.item, opensSeries(candidates[k - 1].text) {
                byItem[c.item, default: []].insert(c.offset - 1)
            }
        }
        guard !byItem.isEmpty else { return items }
        var result: [ScannedItem] = []
        for (index, item) in items.enumerated() {
            guard let apart = byItem[index]?.sorted() else { result.append(item); continue }
            result += GluedLines.split(item, at: apart, lines: lines, marks: marks) { text, line, _ in
                .line(text: text, line: line)
            } ?? [item]
        }
        return result
    }

    /// A member's series and number: `Step 1: …` → (`step`, 1); a labelled heading (`Issue: Breakpoint Never Hits`, a
    /// label of a word or two above a heading-shaped title) → (`issue`, nil).
    private static func member(of text: String) -> (series: String, number: Int?)? {
        // The scalar tests first: most lines carry neither a label nor a number label.
        guard text.hasAtMost(OutlineNumbering.longest) else { return nil }
        if text.unicodeScalars.contains(where: { $0 == ":" || $0 == "：" }), HeadingShape.isLabelledLine(text) {
            let t = text.trimmed
            guard let colon = t.firstIndex(where: { $0 == ":" || $0 == "：" }) else { return nil }
            let label = t[..<colon], title = String(t[t.index(after: colon)...]).trimmed
            guard label.split(separator: " ").count <= 2, HeadingShape.isHeadingShaped(title) else { return nil }
            return ("labelled " + label.lowercased(), nil)
        }
        guard let word = HeadingShape.numberLabel(text), HeadingShape.isHeadingShaped(text) else { return nil }
        let digits = text.trimmed.dropFirst(word.count).drop { $0 == " " }.prefix { $0.isASCII && $0.isNumber }
        guard let number = Int(digits) else { return nil }
        return (word.lowercased(), number)
    }

    /// A line that can open a series right above its first member: shaped as a heading, not labelled, not a lead-in.
    private static func opensSeries(_ text: String) -> Bool {
        HeadingShape.isHeadingShaped(text) && !HeadingShape.isLabelledLine(text) && !HeadingShape.isLeadIn(text)
            && member(of: text) == nil
    }
}
