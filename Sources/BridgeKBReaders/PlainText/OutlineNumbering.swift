import BridgeKBModel
/// A page numbered as an outline (`1.修饰符` over `1.1 @Bindable`, `1.2 …`; `2.UIKit…` over `2.1在…`)
/// that a web copy glued together: a heading with no blank line around it sits in a run of bare lines
/// (`2.UIKit和SwiftUI…` directly above `2.1在UIKit 中…`), or the top-level number is written without
/// a space (`4动画`). When the page has decimal headings, the lines that carry their top-level numbers
/// (`N.` / `N、` / `N ` / `N` before a Chinese or Japanese title, in order) and the decimal lines
/// themselves are headings wherever they stand in a run of bare lines.
enum OutlineNumbering {
    /// The longest line read as a number of the outline.
    static let longest = 60

    /// How many decimal headings a page needs before its numbering is read as an outline.
    static let evidence = 2

    /// Rewrites `items`: outline numbers become headings (top-level numbers marked `.outlineMajor`) and
    /// the runs and bare-line lists they stood in are split around them. `lines` are the page's lines.
    static func apply(_ items: [ScannedItem], lines: [String], listMarks: ListMarks) -> [ScannedItem] {
        let candidates = GluedLines.candidates(items, lines: lines, paragraphs: false)
        let headings = outlineNumbers(in: candidates.map(\.text))
        guard headings.values.contains(true) else { return items }
        var byItem: [Int: [(offset: Int, major: Bool)]] = [:]
        for (k, major) in headings { byItem[candidates[k].item, default: []].append((candidates[k].offset, major)) }

        var result: [ScannedItem] = []
        for (index, item) in items.enumerated() {
            guard let marks = byItem[index]?.sorted(by: { $0.offset < $1.offset }) else { result.append(item); continue }
            switch item {
            case .line(let text, let line), .heading(let text, let line, _):
                let major = marks.first!.major
                result.append(major || item.isHeading ? .heading(text: text, line: line, numbering: major ? .outlineMajor : nil) : item)
            default:
                let major = Dictionary(uniqueKeysWithValues: marks.map { ($0.offset, $0.major) })
                result += GluedLines.split(item, at: marks.map(\.offset), lines: lines, marks: listMarks) { text, line, offset in
                    .heading(text: text, line: line, numbering: major[offset] == true ? .outlineMajor : nil)
                } ?? [item]
            }
        }
        return result
    }

    /// Which of `texts` (the page's lines in order, or a Markdown page's headings) carry the outline's
    /// numbering, by index: true for a top-level number (`1.修饰符`, `2、…`, `4动画`), false for a decimal
    /// (`1.1 …`). Empty unless the page has `evidence` decimal headings; a top-level number counts when it
    /// comes right before its first decimal, or as the next number after the last one.
    static func outlineNumbers(in texts: [String]) -> [Int: Bool] {
        func shaped(_ text: String) -> Bool { text.hasAtMost(longest) && OutlineBuilder.isNumberedHeadingShaped(text) }
        func decimalPrefix(_ text: String) -> Int? {
            guard shaped(text), let n = NumberedHeading.parse(text), case .decimal(2) = n.scheme else { return nil }
            return n.path.first
        }
        let prefixes = texts.map(decimalPrefix)
        guard prefixes.lazy.compactMap({ $0 }).count >= evidence else { return [:] }
        // The first decimal of each top-level number, by index.
        var firstDecimal: [Int: Int] = [:]
        for (k, p) in prefixes.enumerated() { if let p, firstDecimal[p] == nil { firstDecimal[p] = k } }
        var result: [Int: Bool] = [:]
        var lastMajor = 0
        for (k, text) in texts.enumerated() {
            if prefixes[k] != nil { result[k] = false; continue }
            guard shaped(text), NumberedHeading.parse(text) == nil, let major = NumberedHeading.parseOutlineMajor(text),
                  let n = major.path.first, n > lastMajor else { continue }
            let opensDecimals = firstDecimal[n].map { $0 > k } ?? false
            guard opensDecimals || (lastMajor > 0 && n == lastMajor + 1) else { continue }
            result[k] = true
            lastMajor = n
        }
        return result.values.contains(true) ? result : [:]
    }
}

extension ScannedItem {
    var isHeading: Bool {
        if case .heading = self { return true }
        return false
    }
}
