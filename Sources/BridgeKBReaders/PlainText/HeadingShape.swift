/// What a single line of web-copied text must look like to be a heading, and the shapes that make
/// headings siblings: an example marker (`❌ WRONG`, `悪い例`), a labelled number (`Pitfall 3:`,
/// `パターン 1：`), an API (`makeUIView(context:)`, `UIHostingController`), a question, an
/// original title in parentheses (`ビューを管理する(Managing Views)`), a memo's decoration (`■ 環境`,
/// `【問題】`) or enumerator (`（1）…`).
enum HeadingShape {
    /// A shape that headings of one level share.
    enum Key: Hashable {
        case marker, label(String), apiMember, topic, question, parenthesisedOriginal
        /// `現象`, `原因`, `解決策`, `Cause`, `Workaround`: a part of a problem report, a sibling of the other parts.
        case role
        /// `■`, `●`, `【】`: headings decorated alike are siblings.
        case decoration(String)
        /// `1. …`, `（1）…`, `①…`.
        case enumerator
    }

    // MARK: - Heading or not

    /// Short (or, without sentence punctuation, up to 120 characters), with no sentence or label
    /// punctuation at the end, not a sentence in form, not a list of items. Questions qualify only
    /// when `questions` is set (a page whose sections are questions).
    static func isHeadingShaped(_ text: String, questions: Bool = false) -> Bool {
        guard !text.isEmpty, text.hasAtMost(120), let last = text.last else { return false }
        let question = (last == "？" || last == "?") && (questions || isDefiningQuestion(text) || isEllipticalQuestion(text))
        guard question || !CharacterClass.terminalPunctuation.contains(last) || isNumberedLabelWithStop(text) else { return false }
        let body = question ? String(text.dropLast()) : text
        // `…を教えてください` asks as a question does, in a page whose sections are questions.
        let request = questions && (text.hasSuffix("てください") || text.hasSuffix("て下さい"))
        // The scalar tests first: Foundation's search is slow, and without the scalar it finds nothing.
        let scalars = body.unicodeScalars
        if scalars.contains(where: { $0 == "。" || $0 == "！" }), body.contains("。") || body.contains("！") { return false }
        let commas = scalars.contains(",") ? body.components(separatedBy: ", ").count - 1 : 0
        // `、` never joins a neighbour into one grapheme: counting scalars counts the characters.
        let enumerationCommas = scalars.lazy.filter { $0 == "、" }.count
        if commas >= 2 || enumerationCommas >= 3 { return false }
        if LineShape.fileName(text) != nil || (LineShape.listItem(text) != nil && HeadingDecoration.split(text) == nil) { return false }
        if (isSentence(body) && !request) || (!question && NonHeading.isBrokenSentence(body)) { return false }
        if NonHeading.isLink(text) || NonHeading.isKeyValueToken(text) || NonHeading.isTemplateMarkup(text)
            || NonHeading.isCodeLike(text) || NonHeading.isCitation(text) || NonHeading.isAnnotation(text)
            || NonHeading.isCredit(text) || NonHeading.isFigureLabel(text) || NonHeading.isDatedUpdateNote(text) || NonHeading.isFieldWithValue(text) || NonHeading.isVersionList(text) || NonHeading.introducesLinkedTitle(text) || NonHeading.isUnrenderedHeadingMark(text)
            || NonHeading.isToolDiagnostic(text) || NonHeading.isNumberedRemedy(text) || (text.hasAtMost(12) && ConsoleOutput.isElision(text)) || NonHeading.addressesReader(text) { return false }
        if question { return text.hasAtMost(60) }
        if text.hasAtMost(60) { return true }
        // A long line is a heading when it ends with its original title in parentheses, or has no
        // sentence punctuation inside.
        return parenthesisedOriginal(text) != nil || !hasInnerSentencePunctuation(text)
    }

    /// `演習1.`, `問題 2．`: a label in Chinese or Japanese and its number, closed by a full stop as an ordinal is
    /// written — a heading (the exercise it numbers follows), not the end of a sentence.
    static func isNumberedLabelWithStop(_ text: String) -> Bool {
        let t = text.trimmed
        guard let last = t.last, last == "." || last == "．", t.hasAtMost(12) else { return false }
        let body = t.dropLast()
        guard let digit = body.last, digit.isASCII && digit.isNumber, let word = numberLabel(String(body)) else { return false }
        return word.unicodeScalars.allSatisfy(CharacterClass.isHanOrKana)
    }

    /// `Step 2: Instruments`, `Pattern 3: …`: a word, a space, a number of one to three digits and a colon — a heading of
    /// a numbered series, never Swift (no identifier is a word and a number apart).
    static func opensWithNumberedLabel(_ t: String) -> Bool {
        guard let word = numberLabel(t), t.unicodeScalars.dropFirst(word.unicodeScalars.count).first == " " else { return false }
        let rest = t.unicodeScalars.dropFirst(word.unicodeScalars.count).drop { $0 == " " }
        let digits = rest.prefix { $0.isASCII && $0.properties.numericType != nil }
        return (1...3).contains(digits.count) && [":", "："].contains(rest.dropFirst(digits.count).first)
    }

    /// `「escaping」属性とは？`, `什么是 Coordinator？`: a question that names the topic its section
    /// defines, a heading even where other questions are not.
    static func isDefiningQuestion(_ text: String) -> Bool {
        var t = text.trimmed
        guard t.hasSuffix("？") || t.hasSuffix("?") else { return false }
        t.removeLast()
        return t.hasSuffix("とは") || t.hasSuffix("是什么") || t.hasSuffix("是什麼") || t.hasPrefix("什么是") || t.hasPrefix("什麼是")
            || t.lowercased().hasPrefix("what is ")
    }

    /// `同時に設定すると？`, `iOS 14 では？`, `What if the view is gone?`: a question without its predicate
    /// (a condition or a topic, then `？`), the way a heading asks what follows; a question asked as a
    /// sentence (`どうしてでしょうか？`, `你确定？`) ends on its verb and is text.
    static func isEllipticalQuestion(_ text: String) -> Bool {
        var t = text.trimmed
        guard t.hasSuffix("？") || t.hasSuffix("?") else { return false }
        t.removeLast()
        t = t.trimmed
        // Some words before the particle: `では？` alone is a reply, not a heading.
        guard t.count >= 5 else { return false }
        let lower = t.lowercased()
        if lower.hasPrefix("what if ") || lower.hasPrefix("what about ") { return true }
        guard CharacterClass.containsCJK(t) else { return false }
        return ellipticalQuestionEndings.contains { t.hasSuffix($0) }
    }

    /// The particles a Japanese question ends on when its predicate is left out (`…すると`, `…したら`,
    /// `…の場合は`, `…では`, `…なら`).
    static let ellipticalQuestionEndings = ["すると", "したら", "だったら", "場合は", "では", "なら", "ならば", "には"]

    /// A sentence by its ending: Japanese polite forms (`次のように書きます`), Chinese sentence-final
    /// particles (`这样就好了`).
    static func isSentence(_ text: String) -> Bool {
        // Every ending below ends in one of these scalars.
        guard let end = text.unicodeScalars.last(where: { $0 != " " && $0 != "\u{3000}" }), "すたんいう了吧呢吗啊哦嘛と".unicodeScalars.contains(end)
        else { return false }
        let t = text.trimmed
        if ["ます", "ました", "です", "でした", "ません", "ください", "ましょう", "でしょう"].contains(where: { t.hasSuffix($0) }) { return true }
        // `…書き方をすること`: a rule stated as a sentence (a heading ending in こと is a few words).
        if t.hasSuffix("こと") && t.count > 16 { return true }
        guard let last = t.last else { return false }
        return "了吧呢吗啊哦嘛".contains(last) && t.count > 2
    }

    /// `，`, `；`, `. `, `, `, `; `: a clause inside the line.
    static func hasInnerSentencePunctuation(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0 == "，" || $0 == "；" || $0 == "。" || $0 == "！" || $0 == "？" }
            || text.contains(", ") || text.contains(". ") || text.contains("; ")
    }

    /// `现象：…`, `原因：sizingOptions 没设`, `環境：Xcode 16`, `【症状】…`, `Cause: …`: a short label opening
    /// a line, then `：` / `:` (or its closing bracket) and text — a labelled line of a paragraph, not a
    /// heading. A label that ends in a number (`踩坑1：…`, `問題2：…`, `坑一：…`) numbers a heading instead.
    static func isLabelledLine(_ text: String) -> Bool {
        let scalars = Array(text.trimmed.unicodeScalars.prefix(24))
        guard let first = scalars.first else { return false }
        var i = 0
        var close: Set<Unicode.Scalar> = ["：", ":"]
        if first == "【" || first == "[" || first == "［" || first == "〔" {
            close = ["】", "]", "］", "〕"]
            i = 1
        }
        let labelStart = i
        while i < scalars.count, !close.contains(scalars[i]) {
            // A label is a word or two: letters, no digits or punctuation.
            guard scalars[i].properties.isAlphabetic || scalars[i] == " ", i - labelStart < 10 else { return false }
            i += 1
        }
        guard i < scalars.count, i > labelStart, let last = scalars[..<i].last(where: { $0 != " " }),
              !ordinalEnds.contains(last), scalars[labelStart] != " " else { return false }
        // `[進階] …`, `【进阶】…`: a tag of the section's level titles a heading; it labels no line of a paragraph.
        if labelStart == 1, levelTags.contains(String(String.UnicodeScalarView(scalars[labelStart..<i])).trimmed.lowercased()) {
            return false
        }
        // `10:30` or `https:` is no label; `Note: …` and `原因：…` are.
        if scalars[i] == ":", i + 1 < scalars.count, scalars[i + 1] != " " { return false }
        var rest = i + 1
        if labelStart == 1, rest < scalars.count, scalars[rest] == "：" || scalars[rest] == ":" { rest += 1 }
        return scalars[rest...].contains { $0 != " " && $0 != "\u{3000}" }
    }

    /// Tags in brackets that mark a section's level or audience (`[進階]`, `【入门】`, `[Advanced]`), not its content.
    static let levelTags: Set<String> = [
        "進階", "进阶", "高級", "高级", "入門", "入门", "基礎", "基础", "選讀", "选读", "番外", "延伸", "発展", "応用", "上級",
        "中級", "初級", "おまけ", "advanced", "basic", "bonus", "optional",
    ]

    private static let ordinalEnds = Set("一二三四五六七八九十①②③④⑤⑥⑦⑧⑨⑩".unicodeScalars)

    /// The line just above a listing that introduces it (`使用的时候是这样`, `次のように書きます`,
    /// `Use it like this`): words pointing at what follows, a sentence form, or a clause inside.
    /// `byWords: false` asks only whether it reads as a sentence, for an enumerated or decorated line
    /// (`1. 为什么要这样做` over its text is a heading that happens to hold `这样`).
    static func isLeadIn(_ text: String, byWords: Bool = true) -> Bool {
        if isSentence(text) || text.contains("，") || text.contains(", ") { return true }
        return byWords && pointsAhead(text)
    }

    /// Words pointing at what follows (`如下`, `以下`, `次のよう`, `the following`).
    static func pointsAhead(_ text: String) -> Bool {
        text.lowercased().containsAny(["如下", "下面", "以下", "这样", "这么", "如此", "次のよう", "以下のよう", "このよう", "こう書", "こんなふう",
                "like this", "as follows", "the following", "below", "here's", "here is", "for example"])
    }

    // MARK: - Shapes

    /// The shape that a heading (as written) shares with its siblings, or nil.
    static func key(of title: String) -> Key? {
        if isMarker(title) { return .marker }
        if let decoration = HeadingDecoration.split(title) { return .decoration(decoration.mark) }
        if HeadingDecoration.enumeratorEnd(title) != nil { return .enumerator }
        if let word = numberLabel(title) { return .label(word) }
        if LineShape.isAPIName(title.trimmed) || isMethodName(title) { return .apiMember }
        if OutlineBuilder.topicIdentifier(of: title) != nil { return .topic }
        if let last = title.last, last == "？" || last == "?" { return .question }
        if parenthesisedOriginal(title) != nil { return .parenthesisedOriginal }
        if isRole(title) { return .role }
        return nil
    }

    /// The parts of a problem report, as section titles: environment, symptom, cause, fix, result.
    static let roleTitles: Set<String> = [
        "環境", "動作環境", "開発環境", "現象", "症状", "事象", "問題", "原因", "解決策", "解決方法", "対応", "対策", "対処法", "回避策", "結果",
        "环境", "开发环境", "現象", "现象", "问题", "問題", "原因", "解决", "解决方案", "解决方法", "解決方案", "修复", "修复方案", "修復", "结果",
        "environment", "symptom", "symptoms", "problem", "cause", "root cause", "solution", "fix", "workaround", "result",
    ]

    /// Titles of the section that names what a page was written with (`環境`, `対象環境`, `Requirements`).
    static let environmentTitles: Set<String> = [
        "環境", "対象環境", "動作環境", "開発環境", "実行環境", "検証環境", "動作確認環境", "必要環境", "動作要件",
        "环境", "开发环境", "运行环境", "测试环境", "開發環境", "執行環境", "測試環境", "运行要求", "系统要求",
        "environment", "requirements", "system requirements",
    ]

    /// An environment section's title, decorated as it may be (`■ 環境`).
    static func isEnvironment(_ title: String) -> Bool {
        environmentTitles.contains(HeadingDecoration.undecorated(title.trimmed).trimmed.lowercased())
    }

    /// A title that names one part of a problem report (`原因`, `解決策`, `Root cause`).
    static func isRole(_ title: String) -> Bool {
        let t = title.trimmed
        return t.count <= 12 && roleTitles.contains(t.lowercased())
    }

    /// Words that name one side of a bad / good example pair.
    static let markerWords: Set<String> = [
        "wrong", "right", "bad", "good", "don't", "do", "dont", "ng", "ok", "before", "after", "incorrect", "correct",
        "avoid", "prefer", "错误示例", "正确示例", "错误写法", "推荐写法", "正确写法", "反例", "正例", "悪い例", "良い例",
        "悪い書き方", "良い書き方", "错误", "正确",
    ]

    /// `❌ WRONG`, `✅ Good`, `Don't`, `悪い例`: one side of an example pair.
    static func isMarker(_ title: String) -> Bool {
        var t = title.trimmed
        if let first = t.unicodeScalars.first, markSymbols.contains(first) { return true }
        // Marker words are short: no need to lowercase and look up a longer title.
        guard t.utf8.count <= 20 else { return false }
        while let last = t.last, ":：".contains(last) { t.removeLast() }
        return markerWords.contains(t.lowercased())
    }

    private static let markSymbols = Set("❌✅✗✓✔✘⭕🙅🙆👎👍".unicodeScalars)

    /// `Pitfall 3: …`, `坑一：…`, `パターン 1：…`, `ハマりどころ②`: the label word before a number.
    static func numberLabel(_ title: String) -> String? {
        // Scalar by scalar: Character comparisons and hashing normalise, and this runs on every heading.
        let scalars = Array(title.trimmed.unicodeScalars.prefix(24))
        var i = 0
        while i < scalars.count, !isNumeral(scalars[i]), scalars[i] != " ", scalars[i] != ":", scalars[i] != "：" {
            guard i < 12, scalars[i] == "-" || scalars[i].properties.isAlphabetic else { return nil }
            i += 1
        }
        guard i > 0 else { return nil }
        let word = String(String.UnicodeScalarView(scalars[..<i]))
        while i < scalars.count, scalars[i] == " " { i += 1 }
        if i < scalars.count, circledNumbers.contains(scalars[i]) { return word }
        let numberStart = i
        while i < scalars.count, isNumeral(scalars[i]), !circledNumbers.contains(scalars[i]) { i += 1 }
        guard (1...3).contains(i - numberStart) else { return nil }
        while i < scalars.count, scalars[i] == " " { i += 1 }
        guard i == scalars.count || ":：、.．)）—–-".unicodeScalars.contains(scalars[i]) else { return nil }
        return word
    }

    private static let circledNumbers = Set("①②③④⑤⑥⑦⑧⑨⑩".unicodeScalars)
    private static let chineseDigits = Set("一二三四五六七八九十".unicodeScalars)

    /// An ASCII digit, a Chinese numeral or a circled number.
    private static func isNumeral(_ s: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(s) || chineseDigits.contains(s) || circledNumbers.contains(s)
    }

    /// `body`, `makeCoordinator()`, `Coordinator.parent`: a member of a type named in a heading.
    static func isMethodName(_ title: String) -> Bool {
        let t = title.trimmed
        guard let first = t.first, first.isASCII, first.isLowercase, t.count >= 3 else { return false }
        let name = t.hasSuffix("()") ? t.dropLast(2) : Substring(t)
        return name.allSatisfy { CharacterClass.isIdentifierBody($0) || $0 == "." } && name.contains { $0.isUppercase }
    }

    /// The parenthesised original title at the end (`(Managing a View's Lifetime)`), or nil: Latin
    /// words after CJK text.
    static func parenthesisedOriginal(_ title: String) -> String? {
        let t = title.trimmed
        guard let close = t.last, close == ")" || close == "）" else { return nil }
        let open: Character = close == ")" ? "(" : "（"
        guard let start = t.lastIndex(of: open) else { return nil }
        let inner = t[t.index(after: start)..<t.index(before: t.endIndex)]
        // Latin words, not an availability note (`iOS 15+`): digits only in a longer title.
        let words = inner.split(separator: " ")
        guard inner.contains(where: { $0.isASCII && $0.isLetter }), !inner.contains(where: { $0.unicodeScalars.contains(where: CharacterClass.isHanOrKana) }),
              words.count >= 2 || inner.first?.isUppercase == true, !inner.contains(where: \.isNumber) || words.count >= 3,
              t[..<start].unicodeScalars.contains(where: CharacterClass.isHanOrKana) else { return nil }
        return String(inner)
    }

    /// Section titles that close a guide and sit at its top level whatever came before them.
    static let closingTitles: Set<String> = [
        "まとめ", "おわりに", "終わりに", "さいごに", "最後に", "振り返り", "参考", "参考文献", "参考資料", "参考リンク",
        "总结", "小结", "结语", "结论", "最后", "写在最后", "参考资料", "参考链接", "延伸阅读", "相关阅读", "总结与展望",
        "summary", "conclusion", "conclusions", "wrap-up", "wrapping up", "next steps", "references", "further reading",
        "see also", "recap",
        // Traditional Chinese.
        "總結", "小結", "結語", "結論", "最後", "寫在最後", "參考", "參考資料", "參考連結", "延伸閱讀", "相關閱讀",
        // Back matter: the questions, mistakes and pointers a guide rounds off with.
        "よくある質問", "よくある間違い", "よくある失敗", "トラブルシューティング", "あとがき", "関連記事", "参考記事", "付録",
        "常见问题", "常見問題", "汇总", "彙總", "附录", "附錄", "相关链接", "相關連結",
        "faq", "faqs", "troubleshooting", "common mistakes", "common pitfalls", "key takeaways", "takeaways",
        "resources", "related", "appendix", "ライセンス", "许可证", "許可證", "license",
        "演習", "練習問題", "练习", "练习题", "練習", "exercise", "exercises",
    ]

    /// A closing title, in the text or in its parenthesised original (`関連項目(See Also)`), decorated
    /// or enumerated as it may be (`＜まとめ＞`, `5. まとめ`).
    static func isClosing(_ title: String) -> Bool {
        var t = HeadingDecoration.unenumerated(HeadingDecoration.undecorated(title.trimmed)).trimmed
        if let original = parenthesisedOriginal(t) {
            if closingTitles.contains(original.lowercased()) { return true }
            t = String(t.dropLast(original.count + 2)).trimmed
        }
        return closingTitles.contains(t.lowercased())
    }
}
