/// Headings written to one template (`コンテンツを隠す property`, `コンテンツを隠したい`) right below a
/// heading that holds the template's words inside its title (`…でコンテンツを隠すとは`): the variations
/// of what that heading introduces, so its subsections, with every heading between two of them a part
/// of the first.
enum TemplateRuns {
    /// The beginning or ending of three characters or more that two titles share (as `OutlineCues.shareTemplate`
    /// counts one), when it ends on a word's edge (not `iOS1` of `iOS14` and `iOS15`); nil otherwise.
    static func sharedTemplate(_ a: String, _ b: String, pageTitle: String) -> String? {
        sharedTemplate(Array(a.trimmed), Array(b.trimmed), pageTitle: pageTitle)
    }

    static func sharedTemplate(_ x: [Character], _ y: [Character], pageTitle: String) -> String? {
        guard x != y else { return nil }
        let shorter = min(x.count, y.count)
        func splitsWord(_ last: Character, _ next: Character) -> Bool {
            last.isASCII && next.isASCII && (last.isLetter || last.isNumber) && (next.isLetter || next.isNumber)
        }
        func template(_ part: ArraySlice<Character>) -> String? {
            let t = String(part).trimmed
            guard t.count >= 3, t.count < shorter, !pageTitle.contains(t), t.contains(where: { !$0.isWhitespace && !$0.isPunctuation }) else { return nil }
            return t
        }
        var prefix = 0
        while prefix < shorter, x[prefix] == y[prefix] { prefix += 1 }
        if prefix >= 3, prefix < shorter, !splitsWord(x[prefix - 1], x[prefix]), !splitsWord(y[prefix - 1], y[prefix]),
           let t = template(x[..<prefix]) { return t }
        var suffix = 0
        while suffix < shorter, x[x.count - 1 - suffix] == y[y.count - 1 - suffix] { suffix += 1 }
        if suffix >= 3, suffix < shorter, !splitsWord(x[x.count - suffix - 1], x[x.count - suffix]),
           !splitsWord(y[y.count - suffix - 1], y[y.count - suffix]), let t = template(x[(x.count - suffix)...]) { return t }
        return nil
    }

    /// The most headings after a heading that the pass looks at for the rest of its run.
    static let maximumSpan = 50

    static func apply(_ elements: inout [OutlineBuilder.Element], pageTitle: String) {
        let positions = elements.indices.filter { if case .heading = elements[$0] { return true } else { return false } }
        func heading(_ k: Int) -> HeadingLine { if case .heading(let h) = elements[positions[k]] { return h }; fatalError() }
        func setLevel(_ k: Int, _ value: Int) {
            var h = heading(k); h.level = max(1, value); elements[positions[k]] = .heading(h)
        }
        let characters = positions.indices.map { Array(heading($0).title.trimmed) }
        var taken = Set<Int>()
        for k in positions.indices.dropFirst() where !taken.contains(k) {
            let h = heading(k), parent = heading(k - 1)
            guard h.numbered == nil, parent.numbered == nil, !HeadingShape.isClosing(h.title) else { continue }
            // A template is h's beginning or ending: the parent must hold its first or last three characters.
            let title = h.title.trimmed
            guard title.count >= 4, parent.title.contains(String(title.prefix(3))) || parent.title.contains(String(title.suffix(3))) else { continue }
            // The later headings of h's template, up to the first that is not.
            var run = [k]
            var template: String?
            // The parent holds the template's words inside its title; one that starts or ends with them as
            // the run does (`…を教えて下さい` above more such questions) is one of them, not their parent.
            let p = parent.title.trimmed
            for q in (k + 1)..<min(positions.count, k + 1 + maximumSpan) {
                let other = heading(q)
                if HeadingShape.isClosing(other.title) || other.numbered?.scheme.isMajor == true { break }
                guard other.numbered == nil, let t = sharedTemplate(characters[k], characters[q], pageTitle: pageTitle),
                      template == nil || t == template else { continue }
                if template == nil, !(p.contains(t) && !p.hasPrefix(t) && !p.hasSuffix(t)) { break }
                template = t
                run.append(q)
            }
            guard template != nil, run.count >= 2 else { continue }
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
