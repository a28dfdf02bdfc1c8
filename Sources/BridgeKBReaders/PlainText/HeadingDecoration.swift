/// The marks that memos and blog notes put on a heading in place of markup: a leading symbol
/// (`■ 環境`, `● 原因`, `◆ 小技巧`, `▼ 補足`), brackets around the whole line (`【問題】`, `［対策］`,
/// `＜まとめ＞`), or an enumerator (`1. 背景`, `（1）…`, `(2) …`, `③ …`).
enum HeadingDecoration {
    /// Symbols that open a decorated heading. `●` and `▪` also open list items: a line they open is a
    /// heading only where the document's shape says so (`MemoHeadings`).
    static let symbols: Set<Unicode.Scalar> = Set("■□◆◇▼▽▲△▶▷►●○◎◉★☆♦◈".unicodeScalars)

    /// Bracket pairs that wrap a whole heading.
    private static let brackets: [(open: Unicode.Scalar, close: Unicode.Scalar)] = [
        ("【", "】"), ("［", "］"), ("[", "]"), ("＜", "＞"), ("〈", "〉"), ("《", "》"), ("〔", "〕"), ("〖", "〗"),
    ]

    /// The decoration of a line (the symbol, or the bracket pair) and its text without it, or nil.
    /// Brackets count only around the whole line and around a few words (`【问题描述】`, not
    /// `[String]` or `[weak self]`: ASCII brackets need CJK inside).
    static func split(_ text: String) -> (mark: String, title: String)? {
        let scalars = Array(text.trimmed.unicodeScalars)
        guard let first = scalars.first, scalars.count >= 2 else { return nil }
        if symbols.contains(first) {
            var i = 1
            while i < scalars.count, scalars[i] == " " || scalars[i] == "\u{3000}" { i += 1 }
            guard i < scalars.count, !symbols.contains(scalars[i]) else { return nil }
            return (String(first), String(String.UnicodeScalarView(scalars[i...])))
        }
        guard let pair = brackets.first(where: { $0.open == first }), scalars.last == pair.close, scalars.count >= 3,
              scalars.count <= 32 else { return nil }
        let inner = scalars[1..<(scalars.count - 1)]
        guard !inner.contains(pair.open), !inner.contains(pair.close), inner.contains(where: { $0 != " " && $0 != "\u{3000}" }),
              pair.open != "[" || inner.contains(where: CharacterClass.isCJK) else { return nil }
        return (String(pair.open) + String(pair.close), String(String.UnicodeScalarView(inner)).trimmed)
    }

    /// The text without its decoration (the text itself when it has none).
    static func undecorated(_ text: String) -> String { split(text)?.title ?? text }

    /// Where the text after a leading enumerator starts — `1. 背景`, `1．`, `（1）`, `(1)`, `1)`, `①` — or
    /// nil. A number alone, or one not followed by a title, is no enumerator.
    static func enumeratorEnd(_ text: String) -> String.Index? {
        let t = text.unicodeScalars
        var i = t.startIndex
        guard i < t.endIndex else { return nil }
        if circled.contains(t[i]) {
            i = t.index(after: i)
        } else {
            let parenthesised = t[i] == "(" || t[i] == "（"
            if parenthesised { i = t.index(after: i) }
            let digitsStart = i
            while i < t.endIndex, ("0"..."9").contains(t[i]) || cjkDigits.contains(t[i]) { i = t.index(after: i) }
            let digits = t.distance(from: digitsStart, to: i)
            guard (1...3).contains(digits), i < t.endIndex else { return nil }
            if parenthesised {
                guard t[i] == ")" || t[i] == "）" else { return nil }
            } else {
                // `1. ` / `1．` / `1)`; a Chinese numeral is `一、` (a numbered heading) and not this.
                guard ("0"..."9").contains(t[digitsStart]), t[i] == "." || t[i] == "．" || t[i] == ")" else { return nil }
                let next = t.index(after: i)
                // `1.5` is a number, not an enumerator.
                if t[i] == ".", next < t.endIndex, ("0"..."9").contains(t[next]) { return nil }
            }
            i = t.index(after: i)
        }
        while i < t.endIndex, t[i] == " " || t[i] == "\u{3000}" { i = t.index(after: i) }
        guard i < t.endIndex else { return nil }
        return String.Index(i, within: text)
    }

    /// The text without a leading enumerator.
    static func unenumerated(_ text: String) -> String {
        enumeratorEnd(text).map { String(text[$0...]) } ?? text
    }

    private static let circled = Set("①②③④⑤⑥⑦⑧⑨⑩⑪⑫".unicodeScalars)
    private static let cjkDigits = Set("一二三四五六七八九十".unicodeScalars)
}
