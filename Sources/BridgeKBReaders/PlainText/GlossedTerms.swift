/// A reference section's entries, each a heading that glosses one term — a tool's or an API's name, a dash,
/// what it does (`leaks — Detect leaks in a running process`, `heap — Inspect live heap allocations`): the
/// heading right above the first of two or more such headings in a row, which glosses nothing itself, is the
/// section they are the entries of. Web copies lose the size that set the entries below it; the shape of a
/// run of entries survives. A heading that glosses several words (`Red Flags — Leaks Likely`) is no entry.
enum GlossedTerms {
    /// The longest term (characters).
    static let maximumTerm = 32

    /// The term a heading glosses (`leaks` of `leaks — Detect leaks`), or nil: one Latin word (letters, digits,
    /// `_ . - : /`; no space), a dash set off by spaces, and the gloss.
    static func term(_ title: String) -> String? {
        let t = title.trimmed
        guard let dash = [" — ", " – ", " - "].lazy.compactMap({ t.range(of: $0) }).first else { return nil }
        let term = t[..<dash.lowerBound]
        guard let first = term.first, first.isASCII, first.isLetter, term.count <= maximumTerm,
              term.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "_.-:/".contains($0)) }),
              !t[dash.upperBound...].trimmed.isEmpty else { return nil }
        return String(term)
    }

    static func apply(_ elements: inout [OutlineBuilder.Element]) {
        let positions = elements.indices.filter { if case .heading = elements[$0] { return true } else { return false } }
        func heading(_ k: Int) -> HeadingLine { if case .heading(let h) = elements[positions[k]] { return h }; fatalError() }
        func glosses(_ k: Int) -> Bool { k < positions.count && heading(k).numbered == nil && term(heading(k).title) != nil }
        var k = 0
        while k + 2 < positions.count {
            let section = heading(k)
            guard !glosses(k), glosses(k + 1), glosses(k + 2), !HeadingShape.isClosing(section.title) else { k += 1; continue }
            var q = k + 1
            while glosses(q) {
                var entry = heading(q)
                if entry.level <= section.level {
                    entry.level = section.level + 1
                    elements[positions[q]] = .heading(entry)
                }
                q += 1
            }
            k = q
        }
    }
}
