/// Headings that count up under one label (`Step 2` → `Step 3`, `Technique 1` → `Technique 2`,
/// `（1）` → `（2）`, `①` → `②`, `2.1` → `2.2`): siblings in any outline, so that every heading between
/// two of them is a part of the first. A web copy keeps the numbers when it loses the heading sizes.
enum NumberedSeries {
    /// A heading's place in a series: the series it belongs to and its number there.
    struct Member: Equatable {
        var series: String
        var number: Int
    }

    /// The series a heading counts in, or nil (major numbering — `一、`, `第一章` — is top level anyway).
    static func member(of h: HeadingLine) -> Member? {
        // A memo's numbering has been placed already (`MemoHeadings`); a closing section sits at the top.
        guard h.memoNumbering == nil, !HeadingShape.isClosing(h.title) else { return nil }
        if let n = h.numbered {
            switch n.scheme {
            case .step: return n.path.first.map { Member(series: "step", number: $0) }
            case .decimal:
                guard let last = n.path.last else { return nil }
                return Member(series: "decimal " + n.path.dropLast().map(String.init).joined(separator: "."), number: last)
            default: return nil
            }
        }
        let title = h.title.trimmed
        if let word = HeadingShape.numberLabel(title), let number = leadingNumber(title.dropFirst(word.count)) {
            return Member(series: "label " + word.lowercased(), number: number.value)
        }
        guard HeadingDecoration.enumeratorEnd(title) != nil, let number = leadingNumber(Substring(title)) else { return nil }
        return Member(series: "enumerator " + number.form, number: number.value)
    }

    /// Makes consecutive members of a series siblings (the later takes the earlier's level, with the
    /// headings under it) and puts every heading between them below the earlier one.
    static func apply(_ elements: inout [OutlineBuilder.Element]) {
        let positions = elements.indices.filter { if case .heading = elements[$0] { return true } else { return false } }
        func level(_ k: Int) -> Int { if case .heading(let h) = elements[positions[k]] { return h.level }; return 1 }
        func setLevel(_ k: Int, _ value: Int) {
            if case .heading(var h) = elements[positions[k]] { h.level = max(1, value); elements[positions[k]] = .heading(h) }
        }
        let members: [Member?] = positions.map { if case .heading(let h) = elements[$0] { return member(of: h) }; return nil }
        var last: [String: Int] = [:]   // series → the position (in `positions`) of its latest member
        for k in positions.indices {
            guard let m = members[k] else { continue }
            defer { last[m.series] = k }
            // Members of a real series stand a few sections apart; the bound keeps the pass linear.
            guard let p = last[m.series], let previous = members[p], m.number == previous.number + 1,
                  k - p <= maximumSpan else { continue }
            let siblingLevel = level(p)
            // A chapter or a closing section between them ends the series there.
            guard ((p + 1)..<k).allSatisfy({ !endsSeries(elements[positions[$0]]) }) else { continue }
            // A heading right above the later member (nothing between) is its parent: the series goes on below it.
            if case .heading = elements[positions[k] - 1] { continue }
            for q in (p + 1)..<k where level(q) <= siblingLevel { setLevel(q, siblingLevel + 1) }
            let old = level(k), delta = siblingLevel - old
            guard delta != 0 else { continue }
            setLevel(k, siblingLevel)
            var q = k + 1
            while q < positions.count, q - k <= maximumSpan, level(q) > old {
                setLevel(q, level(q) + delta)
                q += 1
            }
        }
    }

    private static func endsSeries(_ element: OutlineBuilder.Element) -> Bool {
        guard case .heading(let h) = element else { return false }
        return h.numbered?.scheme.isMajor == true || HeadingShape.isClosing(h.title)
    }

    /// The number a title starts with (after spaces and an opening bracket): its value and its form
    /// (`digits)`, `(digits)`, `digits.`, `circled`, `cjk`).
    private static func leadingNumber(_ text: Substring) -> (value: Int, form: String)? {
        var s = text.drop { $0 == " " || $0 == "\u{3000}" }
        var form = ""
        if let open = s.first, open == "(" || open == "（" { form = "("; s = s.dropFirst() }
        if let c = s.unicodeScalars.first, let index = circled.firstIndex(of: c) {
            return (index + 1, form + "circled")
        }
        let digits = s.prefix { $0.isASCII && $0.isNumber }
        if !digits.isEmpty, let value = Int(digits) {
            let after = s.dropFirst(digits.count).first.map(String.init) ?? ""
            return (value, form + "digits" + (".．)）".contains(after) && !after.isEmpty ? after : ""))
        }
        let numeral = s.prefix { ChineseNumeral.digits[$0] != nil || $0 == "十" }
        if !numeral.isEmpty, let value = ChineseNumeral.value(of: String(numeral)) { return (value, form + "cjk") }
        return nil
    }

    /// The most headings a pass looks across: between two members, or below a member that moves.
    static let maximumSpan = 200

    private static let circled = Array("①②③④⑤⑥⑦⑧⑨⑩⑪⑫⑬⑭⑮⑯⑰⑱⑲⑳".unicodeScalars)
}
