/// Headings written to one template (`コンテンツを隠す property`, `コンテンツを隠したい`) right below a
/// heading that holds the template's words inside its title (`…でコンテンツを隠すとは`): the variations
/// of what that heading introduces, so its subsections, with every heading between two of them a part
/// of the first.
enum TemplateRuns {
    /// The beginning or ending of three characters or more that two titles share (`OutlineCues`), when
    /// it ends on a word's edge (not `iOS1` of `iOS14` and `iOS15`); nil otherwise.
    static func sharedTemplate(_ a: String, _ b: String, pageTitle: String) -> String? {
        let x = Array(a.trimmed), y = Array(b.trimmed)
        guard x != y, OutlineCues.shareTemplate(a, b, pageTitle: pageTitle) else { return nil }
        func splitsWord(_ last: Character, _ next: Character?) -> Bool {
            guard let next else { return false }
            return last.isASCII && next.isASCII && (last.isLetter || last.isNumber) && (next.isLetter || next.isNumber)
        }
        var prefix = 0
        while prefix < min(x.count, y.count), x[prefix] == y[prefix] { prefix += 1 }
        if prefix >= 3, prefix < min(x.count, y.count), !splitsWord(x[prefix - 1], x[prefix]), !splitsWord(y[prefix - 1], y[prefix]) {
            let t = String(x[..<prefix]).trimmed
            if t.count >= 3, !pageTitle.contains(t) { return t }
        }
        var suffix = 0
        while suffix < min(x.count, y.count), x[x.count - 1 - suffix] == y[y.count - 1 - suffix] { suffix += 1 }
        if suffix >= 3, suffix < min(x.count, y.count),
           !splitsWord(x[x.count - suffix - 1], x[x.count - suffix]), !splitsWord(y[y.count - suffix - 1], y[y.count - suffix]) {
            let t = String(x[(x.count - suffix)...]).trimmed
            if t.count >= 3, !pageTitle.contains(t) { return t }
        }
        return nil
    }

    static func apply(_ elements: inout [OutlineBuilder.Element], pageTitle: String) {
        let positions = elements.indices.filter { if case .heading = elements[$0] { return true } else { return false } }
        func heading(_ k: Int) -> HeadingLine { if case .heading(let h) = elements[positions[k]] { return h }; fatalError() }
        func setLevel(_ k: Int, _ value: Int) {
            var h = heading(k); h.level = max(1, value); elements[positions[k]] = .heading(h)
        }
        var taken = Set<Int>()
        for k in positions.indices.dropFirst() where !taken.contains(k) {
            let h = heading(k), parent = heading(k - 1)
            guard h.numbered == nil, parent.numbered == nil, !HeadingShape.isClosing(h.title) else { continue }
            // The later headings of h's template, up to the first that is not.
            var run = [k]
            var template: String?
            for q in (k + 1)..<min(positions.count, k + 1 + NumberedSeries.maximumSpan) {
                let other = heading(q)
                if HeadingShape.isClosing(other.title) || other.numbered?.scheme.isMajor == true { break }
                guard other.numbered == nil, let t = sharedTemplate(h.title, other.title, pageTitle: pageTitle),
                      template == nil || t == template else { continue }
                template = t
                run.append(q)
            }
            // The parent holds the template's words inside its title; one that starts or ends with them as
            // the run does (`…を教えて下さい` above more such questions) is one of them, not their parent.
            let p = parent.title.trimmed
            guard let template, run.count >= 2, p.contains(template), !p.hasPrefix(template), !p.hasSuffix(template) else { continue }
            let level = parent.level + 1
            let last = run.last!
            let oldLast = heading(last).level
            for q in k...last {
                if run.contains(q) { setLevel(q, level) } else if heading(q).level <= level { setLevel(q, level + 1) }
            }
            // The headings under the last member move with it.
            let delta = level - oldLast
            var q = last + 1
            while delta != 0, q < positions.count, q - last <= NumberedSeries.maximumSpan, heading(q).level > oldLast {
                setLevel(q, heading(q).level + delta)
                q += 1
            }
            taken.formUnion(run)
        }
    }
}
