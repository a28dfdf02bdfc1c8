/// A heading recognised by its number label: `第 1 部分：…`, `パート 2b：…`, `十六、…`, `3、…`,
/// `16.3 …`, `第一节…`, `步骤2`, `第 3 章`.
struct NumberedHeading: Equatable {
    /// The numbering schemes, from chapter-like (top level) to steps.
    enum Scheme: Hashable {
        case part, chapter, cjkOrdinal, arabicOrdinal, lesson, step
        case decimal(depth: Int)

        /// Schemes that number top-level sections.
        var isMajor: Bool {
            switch self {
            case .part, .chapter, .cjkOrdinal, .arabicOrdinal, .lesson: return true
            case .step, .decimal: return false
            }
        }
    }

    var scheme: Scheme
    /// The label as written, e.g. `第 1 部分`, `パート 2b`, `十六`, `16.3`, `步骤2`.
    var label: String
    /// The number as ASCII: `1`, `2b`, `16`, `16.3`.
    var number: String
    /// The numeric path for nesting (`16.3` → [16, 3]); letters are dropped.
    var path: [Int]
    var title: String

    /// An ASCII slug for the section id.
    var slug: String {
        switch scheme {
        case .part: return "part-\(number)"
        case .chapter: return "chapter-\(number)"
        case .lesson: return "section-\(number)"
        case .step: return "step-\(number)"
        case .cjkOrdinal, .arabicOrdinal, .decimal: return number.replacingOccurrences(of: ".", with: "-")
        }
    }

    // MARK: - Recognition

    /// The scalars a numbered heading can start with: 第, the first letters of the part and step
    /// words, digits and signs (`Int` takes `+3`), and Chinese numerals (`十六、`).
    private static let initials: Set<Unicode.Scalar> = Set("第パPC章步スS0123456789+-零〇一二两三四五六七八九十百".unicodeScalars)

    static func parse(_ line: String) -> NumberedHeading? {
        let t = line.trimmed
        guard let first = t.unicodeScalars.first, initials.contains(first), t.hasAtMost(90) else { return nil }
        return parsePart(t) ?? parseLesson(t) ?? parseOrdinal(t) ?? parseDecimal(t) ?? parseStep(t)
    }

    /// `第 1 部分：…`, `第2b部分`, `パート 2b：…`, `Part 3: …`, `第 3 章 …`.
    private static func parsePart(_ t: String) -> NumberedHeading? {
        var s = Substring(t)
        var scheme: Scheme
        if s.hasPrefix("第") {
            s = s.dropFirst()
            skipSpaces(&s)
            let number = takeNumber(&s)
            guard let number else { return nil }
            skipSpaces(&s)
            if s.hasPrefix("部分") { scheme = .part; s = s.dropFirst(2) }
            else if s.hasPrefix("章") { scheme = .chapter; s = s.dropFirst() }
            else if s.hasPrefix("部") { scheme = .part; s = s.dropFirst() }
            else { return nil }
            let label = String(t[..<s.startIndex]).trimmed
            return make(scheme, label: label, number: number, rest: s)
        }
        for prefix in ["パート", "Part ", "PART ", "Chapter ", "章 "] where s.hasPrefix(prefix) {
            s = s.dropFirst(prefix.count)
            skipSpaces(&s)
            guard let number = takeNumber(&s) else { return nil }
            scheme = prefix.hasPrefix("Chapter") ? .chapter : .part
            let label = String(t[..<s.startIndex]).trimmed
            return make(scheme, label: label, number: number, rest: s)
        }
        return nil
    }

    /// `第一节`, `第二节创建视图控制器的数据源`, `第 3 节 …`, `第4課`.
    private static func parseLesson(_ t: String) -> NumberedHeading? {
        guard t.hasPrefix("第") else { return nil }
        var s = Substring(t).dropFirst()
        skipSpaces(&s)
        guard let number = takeNumber(&s) else { return nil }
        skipSpaces(&s)
        guard let marker = s.first, "节節课課回".contains(marker) else { return nil }
        s = s.dropFirst()
        let label = String(t[..<s.startIndex])
        return make(.lesson, label: label, number: number, rest: s, titleMayBeAttached: true)
    }

    /// `一、本文解决什么问题`, `十六、常见误区与修复`, `3、UIViewRepresentable协议：…`.
    private static func parseOrdinal(_ t: String) -> NumberedHeading? {
        guard let comma = t.firstIndex(of: "、") else { return nil }
        let head = String(t[..<comma])
        let scheme: Scheme
        let value: Int
        if let n = Int(head), head.count <= 3 { scheme = .arabicOrdinal; value = n }
        else if let n = ChineseNumeral.value(of: head) { scheme = .cjkOrdinal; value = n }
        else { return nil }
        let title = t[t.index(after: comma)...].trimmed
        guard !title.isEmpty else { return nil }
        return NumberedHeading(scheme: scheme, label: head, number: String(value), path: [value], title: title)
    }

    /// `3.1 最小的类型化导航`, `16.10 错误：…`, `9.1 \`makeUIView\`：…`; a memo also writes `2.1在…` and
    /// `2.2.在…` (no space before a Chinese or Japanese title, a dot after the number).
    private static func parseDecimal(_ t: String) -> NumberedHeading? {
        var numberPart = t.prefix { ($0.isASCII && $0.isNumber) || $0 == "." }
        let trailingDot = numberPart.hasSuffix(".")
        if trailingDot { numberPart = numberPart.dropLast() }
        let components = numberPart.split(separator: ".", omittingEmptySubsequences: false)
        guard components.count >= 2, components.allSatisfy({ !$0.isEmpty && $0.count <= 3 }) else { return nil }
        let rest = t.dropFirst(numberPart.count + (trailingDot ? 1 : 0))
        guard let next = rest.unicodeScalars.first,
              next == " " || next == "\u{3000}" || CharacterClass.isHanOrKana(next) else { return nil }
        let title = rest.trimmed
        guard !title.isEmpty, title.first.map({ !($0.isASCII && $0.isNumber) }) ?? false else { return nil }
        return NumberedHeading(scheme: .decimal(depth: components.count), label: String(numberPart),
                               number: String(numberPart), path: components.compactMap { Int($0) }, title: title)
    }

    /// A top-level number of a decimal outline (`2.UIKit和SwiftUI…`, `4动画`, `5 测试api`, `3. 总结`): the
    /// number, then a dot, `、`, a space, or a Chinese or Japanese title directly; nil for anything else
    /// (`2.1 …`, `3.14`, `10%`). Only `OutlineNumbering` asks, where the page's decimals number below it.
    static func parseOutlineMajor(_ line: String) -> NumberedHeading? {
        let t = line.trimmed
        let digits = t.prefix { $0.isASCII && $0.isNumber }
        guard (1...2).contains(digits.count), let value = Int(digits) else { return nil }
        var rest = t.dropFirst(digits.count)
        if let mark = rest.first, mark == "." || mark == "．" || mark == "、" { rest = rest.dropFirst() }
        else if let next = rest.unicodeScalars.first, !(next == " " || next == "\u{3000}" || CharacterClass.isHanOrKana(next)) { return nil }
        let title = rest.trimmed
        guard let first = title.first, !(first.isASCII && first.isNumber), first != ".", first != "%" else { return nil }
        return NumberedHeading(scheme: .arabicOrdinal, label: String(digits), number: String(value), path: [value], title: title)
    }

    /// `步骤1`, `ステップ 2：…`, `Step 3`.
    private static func parseStep(_ t: String) -> NumberedHeading? {
        for prefix in ["步骤", "步驟", "ステップ", "Step ", "STEP "] where t.hasPrefix(prefix) {
            var s = Substring(t).dropFirst(prefix.count)
            skipSpaces(&s)
            guard let number = takeNumber(&s), !number.contains(where: \.isLetter) else { return nil }
            let label = String(t[..<s.startIndex])
            return make(.step, label: label, number: number, rest: s)
        }
        return nil
    }

    // MARK: - Helpers

    private static func make(_ scheme: Scheme, label: String, number: String, rest: Substring,
                             titleMayBeAttached: Bool = false) -> NumberedHeading? {
        var s = rest
        skipSpaces(&s)
        if let sep = s.first, "：:—-–".contains(sep) { s = s.dropFirst() }
        else if !s.isEmpty && !titleMayBeAttached && rest.first != " " && rest.first != "\u{3000}" {
            // `第 1 部分的…` reads on as prose, not as a label and a title.
            return nil
        }
        let title = s.trimmed
        let digits = Int(number.prefix { $0.isNumber }) ?? 0
        return NumberedHeading(scheme: scheme, label: label, number: number, path: [digits], title: title)
    }

    private static func skipSpaces(_ s: inout Substring) {
        while let c = s.first, c == " " || c == "\u{3000}" { s = s.dropFirst() }
    }

    /// Arabic digits with an optional letter suffix (`2b`), or a Chinese numeral, as ASCII.
    private static func takeNumber(_ s: inout Substring) -> String? {
        let digits = s.prefix { $0.isASCII && $0.isNumber }
        if !digits.isEmpty {
            s = s.dropFirst(digits.count)
            var number = String(digits)
            if let letter = s.first, letter.isASCII, letter.isLowercase,
               s.dropFirst().first.map({ !($0.isASCII && $0.isLetter) }) ?? true {
                number.append(letter)
                s = s.dropFirst()
            }
            return number
        }
        let numeral = s.prefix { ChineseNumeral.digits[$0] != nil || $0 == "十" || $0 == "百" }
        guard !numeral.isEmpty, let value = ChineseNumeral.value(of: String(numeral)) else { return nil }
        s = s.dropFirst(numeral.count)
        return String(value)
    }
}

/// Chinese numerals up to 999 (`十六` → 16, `二十一` → 21).
enum ChineseNumeral {
    static let digits: [Character: Int] = ["零": 0, "〇": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5,
                                            "六": 6, "七": 7, "八": 8, "九": 9]

    static func value(of text: String) -> Int? {
        guard !text.isEmpty, text.count <= 6 else { return nil }
        var total = 0
        var current = 0
        var sawDigitOrUnit = false
        for c in text {
            if let d = digits[c] { current = d; sawDigitOrUnit = true }
            else if c == "十" { total += (current == 0 ? 1 : current) * 10; current = 0; sawDigitOrUnit = true }
            else if c == "百" { total += (current == 0 ? 1 : current) * 100; current = 0; sawDigitOrUnit = true }
            else { return nil }
        }
        guard sawDigitOrUnit else { return nil }
        let value = total + current
        return value > 0 ? value : nil
    }
}
