import BridgeKBModel
/// Headings whose Markdown marks the page showed as text (`## 注意点`, `### デッドロック`, as a page
/// gives them below a code fence left open): the marks say how deep each heading sits relative to the
/// others so marked. A marked heading takes the level of the marked heading before it, moved by the
/// difference in marks (`##` after `###` is one level up), with the headings under it; its title is
/// the text after the marks.
enum WrittenHeadingMarks {
    /// The number of `#` marks before a space that open a heading line (1…6), or nil.
    static func marks(of text: String) -> Int? {
        let t = text.trimmed
        let hashes = t.prefix { $0 == "#" }
        guard (1...6).contains(hashes.count), let space = t.dropFirst(hashes.count).first, space == " ",
              !t.dropFirst(hashes.count).trimmed.isEmpty else { return nil }
        return hashes.count
    }

    static func apply(_ elements: inout [OutlineBuilder.Element]) {
        let positions = elements.indices.filter { if case .heading = elements[$0] { return true } else { return false } }
        func heading(_ k: Int) -> HeadingLine { if case .heading(let h) = elements[positions[k]] { return h }; fatalError() }
        func set(_ k: Int, _ h: HeadingLine) { elements[positions[k]] = .heading(h) }
        var previousMarked: (level: Int, marks: Int)?
        for k in positions.indices {
            var h = heading(k)
            guard let m = marks(of: h.text) else { continue }
            if h.numbered == nil { h.title = String(h.text.trimmed.dropFirst(m)).trimmed }
            let old = h.level
            if let p = previousMarked, k > 0 {
                h.level = max(1, min(p.level + (m - p.marks), heading(k - 1).level + 1))
            }
            set(k, h)
            previousMarked = (h.level, m)
            // The unmarked headings under it move with it (bounded, so that the pass stays linear).
            let delta = h.level - old
            var q = k + 1
            while delta != 0, q < positions.count, q - k <= NumberedSeries.maximumSpan, marks(of: heading(q).text) == nil, heading(q).level > old {
                var below = heading(q)
                below.level = max(1, below.level + delta)
                set(q, below)
                q += 1
            }
        }
    }
}
