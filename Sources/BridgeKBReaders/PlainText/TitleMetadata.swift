/// Dates, links and byline labels in the title area of a web-copied guide, in Chinese, Japanese and
/// English (`发布于 2023-05-01`, `2023年11月20日 に投稿`, `Updated June 12, 2024`, `原文: https://…`).
enum TitleMetadata {
    /// Words before a link that make it the page's source.
    static let sourceWords = ["原文", "来源", "來源", "出典", "出处", "出處", "转载", "引用元", "Source", "source", "Original", "original", "via"]
    /// Labels that open a byline or page-information line.
    static let labels = ["作者", "发布", "發佈", "発行", "投稿", "公開", "更新", "阅读", "閱讀", "标签", "標籤", "タグ", "分类", "カテゴリ",
                         "Author", "Written by", "Posted", "Published", "Updated", "Last updated", "Tags", "Reading time"]
    static let months = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
                         "november", "december"]

    /// Whether the line opens with a byline label (`作者：林一`, `Tags: SwiftUI`).
    static func startsWithLabel(_ text: String) -> Bool {
        let t = text.trimmed
        guard let first = t.unicodeScalars.first, labelInitials.contains(first) else { return false }
        return labels.contains { t.hasPrefix($0) }
    }

    private static let labelInitials = Set(labels.compactMap(\.unicodeScalars.first))

    /// The dates in a line as ISO 8601 (`2024-03-02`).
    static func dates(in text: String) -> [String] {
        // Every date form holds a digit.
        guard text.utf8.contains(where: { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return [] }
        let chars = Array(text)
        var result: [String] = []
        var i = 0
        while i < chars.count {
            if let (date, end) = numericDate(chars, at: i) ?? englishDate(chars, at: i) {
                result.append(date)
                i = end
            } else {
                i += 1
            }
        }
        return result
    }

    /// The http(s) links in a line, each marked when the words since the previous link name a source.
    static func urls(in text: String) -> [(url: String, labelled: Bool)] {
        guard text.utf8.contains(UInt8(ascii: ":")) else { return [] }
        var result: [(String, Bool)] = []
        var rest = Substring(text)
        var segmentStart = text.startIndex
        while let scheme = rest.range(of: "http") {
            let tail = rest[scheme.lowerBound...]
            guard tail.hasPrefix("https://") || tail.hasPrefix("http://") else { rest = rest[scheme.upperBound...]; continue }
            var url = tail.prefix { c in
                !(c == " " || c == "\t" || c == "\u{3000}" || "）)」』>\"'<，。、".contains(c) || c.unicodeScalars.contains(where: CharacterClass.isCJK))
            }
            while let last = url.last, ".,;:!?".contains(last) { url = url.dropLast() }
            let before = text[segmentStart..<scheme.lowerBound]
            if url.count > "https://".count {
                result.append((String(url), sourceWords.contains { before.contains($0) }))
            }
            segmentStart = url.endIndex
            rest = text[url.endIndex...]
        }
        return result
    }

    // MARK: - Date forms

    private static func isDigit(_ c: Character) -> Bool { c.isASCII && c.isNumber }

    private static func digits(_ chars: [Character], at i: Int, max: Int) -> (value: Int, end: Int)? {
        var j = i
        while j < chars.count, j - i < max, isDigit(chars[j]) { j += 1 }
        guard j > i, !(j < chars.count && isDigit(chars[j])) else { return nil }
        return (Int(String(chars[i..<j]))!, j)
    }

    private static func skipSpaces(_ chars: [Character], _ i: Int) -> Int {
        var j = i
        while j < chars.count, chars[j] == " " || chars[j] == "\u{3000}" { j += 1 }
        return j
    }

    private static func iso(_ year: Int, _ month: Int, _ day: Int) -> String? {
        guard (1990...2099).contains(year), (1...12).contains(month), (1...31).contains(day) else { return nil }
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return "\(year)-\(two(month))-\(two(day))"
    }

    /// `2024-03-02`, `2024/3/2`, `2024.08.22`, `2024年4月7日` (not inside a longer number).
    private static func numericDate(_ chars: [Character], at i: Int) -> (String, Int)? {
        guard isDigit(chars[i]), i == 0 || !isDigit(chars[i - 1]) else { return nil }
        guard let year = digits(chars, at: i, max: 4), year.end - i == 4 else { return nil }
        var j = skipSpaces(chars, year.end)
        guard j < chars.count, "-/.年".contains(chars[j]) else { return nil }
        let separator = chars[j]
        j = skipSpaces(chars, j + 1)
        guard j < chars.count, let month = digits(chars, at: j, max: 2) else { return nil }
        j = skipSpaces(chars, month.end)
        guard j < chars.count, chars[j] == (separator == "年" ? "月" : separator) else { return nil }
        j = skipSpaces(chars, j + 1)
        guard j < chars.count, let day = digits(chars, at: j, max: 2) else { return nil }
        var end = day.end
        if end < chars.count, chars[end] == "日" { end += 1 }
        return iso(year.value, month.value, day.value).map { ($0, end) }
    }

    /// `June 12, 2024`, `Feb. 9, 2024`, `9 February 2024`.
    private static func englishDate(_ chars: [Character], at i: Int) -> (String, Int)? {
        guard chars[i].isASCII, chars[i].isLetter || isDigit(chars[i]), i == 0 || !(chars[i - 1].isLetter || isDigit(chars[i - 1])) else { return nil }
        func month(at k: Int) -> (Int, Int)? {
            var j = k
            while j < chars.count, chars[j].isASCII, chars[j].isLetter { j += 1 }
            let word = String(chars[k..<j]).lowercased()
            guard word.count >= 3, let m = months.firstIndex(where: { $0 == word || (word.count == 3 && $0.hasPrefix(word)) || (word == "sept" && $0 == "september") }) else { return nil }
            if j < chars.count, chars[j] == "." { j += 1 }
            return (m + 1, j)
        }
        if let (m, afterMonth) = month(at: i) {
            let j = skipSpaces(chars, afterMonth)
            guard j < chars.count, let day = digits(chars, at: j, max: 2) else { return nil }
            var k = day.end
            if k < chars.count, chars[k] == "," { k += 1 }
            k = skipSpaces(chars, k)
            guard k < chars.count, let year = digits(chars, at: k, max: 4), year.end - k == 4 else { return nil }
            return iso(year.value, m, day.value).map { ($0, year.end) }
        }
        guard let day = digits(chars, at: i, max: 2) else { return nil }
        let j = skipSpaces(chars, day.end)
        guard j > day.end, j < chars.count, let (m, afterMonth) = month(at: j) else { return nil }
        let k = skipSpaces(chars, afterMonth)
        guard k < chars.count, let year = digits(chars, at: k, max: 4), year.end - k == 4 else { return nil }
        return iso(year.value, m, day.value).map { ($0, year.end) }
    }
}
