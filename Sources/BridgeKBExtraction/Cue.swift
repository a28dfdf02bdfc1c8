/// Small helpers for reading cues out of folded scalars.
enum Cue {
    /// Spaces of any width.
    static func isSpace(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x20, 0x09, 0x0A, 0xA0, 0x3000: return true
        default: return false
        }
    }

    /// Characters that separate a label from its text: `：`, `:`, `—`, `–`, `-`, `.`, `、`, `，`, `)`, `】`, `]`, `」`, `|`.
    static func isSeparator(_ s: Unicode.Scalar) -> Bool {
        switch s {
        case "：", ":", "—", "–", "-", ".", "、", "，", ",", ")", "）", "】", "]", "」", "｜", "|": return true
        default: return false
        }
    }

    /// Japanese particles no sentence opens on: after one, a `.` closed a name, not the sentence (`self. を`).
    static let nonOpeningParticles = Set("をはがにでへのもや".unicodeScalars)

    /// Sentence ends in Chinese, Japanese and English.
    static func isSentenceEnd(_ s: Unicode.Scalar) -> Bool {
        switch s {
        case "。", "！", "？", "!", "?", "；", ";": return true
        default: return false
        }
    }

    /// The range of `text` without leading and trailing spaces and without trailing label punctuation.
    static func trimmed(_ text: [Unicode.Scalar]) -> Range<Int> {
        var start = 0, end = text.count
        while start < end, isSpace(text[start]) { start += 1 }
        while end > start, isSpace(text[end - 1]) || text[end - 1] == "：" || text[end - 1] == ":" || text[end - 1] == "。" || text[end - 1] == "." { end -= 1 }
        return start..<end
    }

    /// The index of the first scalar at or after `index` that is not a space.
    static func skipSpaces(_ text: [Unicode.Scalar], from index: Int) -> Int {
        var i = index
        while i < text.count, isSpace(text[i]) { i += 1 }
        return i
    }

    /// The index of the first scalar at or after `index` (and before `end`) that is neither a space nor a mark
    /// that closes a clause (`，`, `、`, `：`): where the words after a connective, a condition or a label start.
    static func skipClauseMarks(_ text: [Unicode.Scalar], from index: Int, before end: Int? = nil) -> Int {
        let end = min(end ?? text.count, text.count)
        var i = index
        while i < end, isSpace(text[i]) || "，,、：:".unicodeScalars.contains(text[i]) { i += 1 }
        return i
    }

    /// How many lines of `text` come before `index`: where a sentence found at `index` starts, from the text's
    /// first line.
    static func lineOffset(_ text: [Unicode.Scalar], before index: Int) -> Int {
        text[..<index].filter { $0 == "\n" }.count
    }

    /// An ordinal after a label: ASCII digits, Chinese numerals, circled numbers, `#` and `No.`.
    /// Returns the index after it (the same index when there is none).
    static func skipOrdinal(_ text: [Unicode.Scalar], from index: Int) -> Int {
        var i = skipSpaces(text, from: index)
        if i < text.count, text[i] == "#" || text[i] == "＃" || text[i] == "第" { i += 1 }
        let start = i
        while i < text.count, isOrdinalScalar(text[i]) { i += 1 }
        if i > start, i < text.count, text[i] == "个" || text[i] == "個" || text[i] == "つ" || text[i] == "点" { i += 1 }
        return i == start ? index : i
    }

    static func isOrdinalScalar(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x30...0x39, 0x2460...0x2473, 0x2776...0x2793, 0x3251...0x325F: return true
        default:
            // A switch, not a search of a string's scalars (~600 instructions a call, 20,000 calls an extraction).
            switch s {
            case "零", "〇", "一", "二", "两", "三", "四", "五", "六", "七", "八", "九", "十", "百": return true
            default: return false
            }
        }
    }

    /// Whether a word opening with this scalar counts, dates or joins the number before it (`年`, `月`, `倍`,
    /// `个`, `%`, `や`, `と`, `〜`): the number is a quantity, not the numbering of a heading.
    static func countsANumber(_ s: Unicode.Scalar) -> Bool {
        "年月日号週周天時时分秒倍个個件次回位名人台枚本行种種岁歳万亿億千円元%％やとか〜~～".unicodeScalars.contains(s)
    }

    /// Opening brackets around a label: `【症状】`, `[Problem]`, `「`.
    static func isOpeningBracket(_ s: Unicode.Scalar) -> Bool { "【[「(（".unicodeScalars.contains(s) }

    /// Whether the scalars hold a letter, digit or ideograph (not only marks and punctuation).
    static func hasWordContent(_ text: ArraySlice<Unicode.Scalar>) -> Bool {
        text.contains { $0.properties.isAlphabetic || $0.properties.numericType != nil }
    }
}
