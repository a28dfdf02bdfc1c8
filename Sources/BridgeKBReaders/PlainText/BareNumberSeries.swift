/// Headings that are a number alone (`1)`, `2)`, `（3）`, `4.`), and the word that closes them in the same form
/// (`最后)`), name nothing of the page: they count the cases of the titled heading right above the first of them
/// (`前言` over `1)` … `最后)`), whose size a web copy lost. Each sits one level below that heading; the headings
/// after the series keep their levels.
enum BareNumberSeries {
    /// The longest word that closes a series in its numbers' form (`最后)`, `その他)`, `Last)`).
    static let closingWord = 4

    /// The form of a heading that is a number alone (`)` for `1)`, `(` for `（1）`), with its number; nil for any
    /// other heading.
    static func bareNumber(_ text: String) -> (form: String, number: Int)? {
        var t = Substring(text.trimmed)
        var form = ""
        if let open = t.first, open == "(" || open == "（" { form = "("; t = t.dropFirst() }
        let digits = t.prefix { $0.isASCII && $0.isNumber }
        guard (1...2).contains(digits.count), let number = Int(digits) else { return nil }
        let rest = t.dropFirst(digits.count)
        if form == "(" {
            guard rest == ")" || rest == "）" else { return nil }
        } else {
            guard rest.count == 1, let mark = rest.first, ")）.．、".contains(mark) else { return nil }
            form = mark == "）" ? ")" : mark == "．" ? "." : String(mark)
        }
        return (form, number)
    }

    /// Whether a heading closes a series of the form `form` with a word (`最后)` after `1)`, `2)`).
    static func closes(_ text: String, form: String) -> Bool {
        let t = text.trimmed
        guard form != "(", let last = t.last, ")）.．、".contains(last) else { return false }
        let mark = last == "）" ? ")" : last == "．" ? "." : String(last)
        let word = t.dropLast().trimmed
        return mark == form && !word.isEmpty && word.count <= closingWord
            && word.allSatisfy { $0.isLetter } && bareNumber(t) == nil
    }

    static func apply(_ elements: inout [OutlineBuilder.Element]) {
        let positions = elements.indices.filter { if case .heading = elements[$0] { return true } else { return false } }
        func heading(_ k: Int) -> HeadingLine { if case .heading(let h) = elements[positions[k]] { return h }; fatalError() }
        var k = 1
        while k < positions.count {
            // The series opens with `1` right after a titled heading.
            guard let first = bareNumber(heading(k).text), first.number == 1, bareNumber(heading(k - 1).text) == nil else {
                k += 1
                continue
            }
            let parent = heading(k - 1)
            var end = k + 1
            var next = 2
            while end < positions.count, let n = bareNumber(heading(end).text), n.form == first.form, n.number == next {
                end += 1
                next += 1
            }
            if end < positions.count, closes(heading(end).text, form: first.form) { end += 1 }
            // Two numbers at least: one alone counts nothing.
            guard next > 2 else { k += 1; continue }
            for q in k..<end {
                var h = heading(q)
                h.level = parent.level + 1
                elements[positions[q]] = .heading(h)
            }
            k = end
        }
    }
}
