/// A section written to the template of a later section that opens parts of its own (`NavigationView の
/// 仕様` before `NavigationView の理解を深める`, whose first part follows right below it) is a parent as
/// well: web copies lose the size that shows two such headings above the ones between them, but the
/// shared wording of a page's top sections survives. The headings between the two, read at the first
/// one's level and without parts of their own, become its parts.
enum TemplateParents {
    /// The most headings between the two sections.
    static let maximumSpan = 12

    static func apply(_ elements: inout [OutlineBuilder.Element], pageTitle: String) {
        let positions = elements.indices.filter { if case .heading = elements[$0] { return true } else { return false } }
        guard positions.count >= 3 else { return }
        func heading(_ k: Int) -> HeadingLine { if case .heading(let h) = elements[positions[k]] { return h }; fatalError() }
        func setLevel(_ k: Int, _ value: Int) {
            var h = heading(k); h.level = max(1, value); elements[positions[k]] = .heading(h)
        }
        func plain(_ h: HeadingLine) -> Bool {
            h.numbered == nil && !HeadingShape.isClosing(h.title) && !OutlineCues.isOpening(h.title)
        }
        var j = 2
        while j < positions.count - 1 {
            let b = heading(j)
            defer { j += 1 }
            // b opens parts: the heading after it sits below it.
            guard plain(b), heading(j + 1).level > b.level else { continue }
            var i = j - 1
            var found: Int?
            while i >= 0, j - i <= maximumSpan + 1 {
                let a = heading(i)
                if a.level < b.level { break }
                if a.level == b.level, TemplateRuns.sharedTemplate(a.title, b.title, pageTitle: pageTitle) != nil {
                    found = i
                    break
                }
                i -= 1
            }
            guard let a = found, a + 1 < j, plain(heading(a)), heading(a + 1).level == b.level else { continue }
            // The headings between are sections without parts (one with parts of its own is the two's peer), and
            // not of the two's series themselves.
            let between = (a + 1)..<j
            guard between.allSatisfy({ heading($0).level == b.level }),
                  !between.contains(where: { TemplateRuns.sharedTemplate(heading($0).title, b.title, pageTitle: pageTitle) != nil }) else { continue }
            for q in between { setLevel(q, heading(q).level + 1) }
        }
    }
}
