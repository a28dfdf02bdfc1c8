/// Short lines of a web copy that are never headings, however heading-like their length: a link on a
/// line of its own (a link card), a `key:value` token, a template tag (`{% highlight swift %}`), a
/// sentence broken across lines (`…が開始され、…移行時に`), a console or compiler message quoted in a
/// Chinese or Japanese page, a lead-in that ends in a particle or a condition above the listing it
/// introduces (`HTTPヘッダを付与する場合`, `リクエストの流れは`), and a link text repeated down the
/// page (`查看 源代码`).
enum NonHeading {
    /// `https://example.com/a/b`, `www.example.com`: a link pasted or rendered as a card.
    static func isLink(_ text: String) -> Bool {
        let t = text.trimmed
        guard t.hasPrefix("http://") || t.hasPrefix("https://") || t.hasPrefix("www.") || t.hasPrefix("ftp://") else { return false }
        return !t.unicodeScalars.contains(" ")
    }

    /// `id:1`, `key=value`: a word, `:` or `=`, and a value, without spaces — page debris, not a title.
    static func isKeyValueToken(_ text: String) -> Bool {
        let t = text.trimmed
        guard let sep = t.firstIndex(where: { $0 == ":" || $0 == "=" }), sep != t.startIndex else { return false }
        let key = t[..<sep], value = t[t.index(after: sep)...]
        return !value.isEmpty && key.allSatisfy(CharacterClass.isIdentifierBody) && value.allSatisfy(CharacterClass.isIdentifierBody)
    }

    /// The text without the empty anchors a copy of raw Markdown keeps (`<a name="x"></a>タイトル`,
    /// `<a name="x" />タイトル` → `タイトル`): a browser shows nothing of them.
    static func withoutEmptyAnchors(_ text: String) -> String {
        // The scalar test first: most lines hold no tag at all.
        guard text.unicodeScalars.contains("<"), text.contains("<a ") || text.contains("<span ") else { return text }
        var result = text
        var searchFrom = result.startIndex
        while let start = [result.range(of: "<a ", range: searchFrom..<result.endIndex),
                           result.range(of: "<span ", range: searchFrom..<result.endIndex)].compactMap({ $0 }).min(by: { $0.lowerBound < $1.lowerBound }),
              let end = result.range(of: ">", range: start.upperBound..<result.endIndex) {
            let close = result[start.lowerBound...].hasPrefix("<a ") ? "</a>" : "</span>"
            if result[..<end.lowerBound].hasSuffix("/") {
                result.removeSubrange(start.lowerBound..<end.upperBound)         // `<a name="x" />`
            } else if result[end.upperBound...].hasPrefix(close) {
                result.removeSubrange(start.lowerBound..<result.index(end.upperBound, offsetBy: close.count))
            } else {
                searchFrom = end.upperBound                                      // an anchor around text: kept
                continue
            }
            searchFrom = start.lowerBound
        }
        return result.trimmed
    }

    /// `※ iOS 15 以降のみ`: an annotation, never a heading.
    static func isAnnotation(_ text: String) -> Bool {
        text.trimmed.hasPrefix("※")
    }

    /// `… Programming Guide より引用`, `引自《…》`: the citation of a quote, above or below it.
    static func isCitation(_ text: String) -> Bool {
        let t = text.trimmed
        return t.hasSuffix("より引用") || t.hasSuffix("から引用") || t.hasPrefix("引自") || t.hasPrefix("出典") || isReference(t)
    }

    /// `参考 DispatchQoS.QoSClass`, `参照: Concurrency Programming Guide`: the text of a reference link,
    /// a reference word and the title it points to (a closing `参考` / `参考资料` alone is a heading).
    static func isReference(_ t: String) -> Bool {
        guard let first = t.unicodeScalars.first, first == "参" else { return false }
        for word in ["参考", "参照"] where t.hasPrefix(word) {
            let rest = t.dropFirst(word.count)
            guard let mark = rest.first, mark == " " || mark == "\u{3000}" || mark == ":" || mark == "：" else { return false }
            return !rest.dropFirst().trimmed.isEmpty
        }
        return false
    }

    /// `実行したコード`, `コンソールログ`, `运行结果`: a caption that names the listing right below it by
    /// its last word (code, log, output, result, excerpt), not a heading; a decorated line (`▼ …コード`) may be one.
    static func namesListing(_ text: String) -> Bool {
        namesOutput(text) || (isCaption(text) && ["コード", "代码"].contains { text.trimmed.hasSuffix($0) })
    }

    /// `コンソールログ`, `…を抜粋`, `运行结果`: a caption naming output (not code: `查看 源代码` is a link's text).
    static func namesOutput(_ text: String) -> Bool {
        isCaption(text) && ["ログ", "出力", "実行結果", "抜粋", "日志", "输出", "运行结果", "執行結果", "輸出"].contains { text.trimmed.hasSuffix($0) }
    }

    private static func isCaption(_ text: String) -> Bool {
        let t = text.trimmed
        return CharacterClass.containsCJK(t) && HeadingDecoration.split(t) == nil
    }

    /// `Last Updated: 2024`, `Docs: /library/archive/…`, `更新日：2024-03-02`, `抓取时间：2025-12-02T16:16:33Z`:
    /// a field of the page whose value is a date, a time, a number or a path, not a title; and a byline
    /// (`作者: 林一`, `Tags: SwiftUI`) above one article of a page that holds several.
    static func isFieldWithValue(_ text: String) -> Bool {
        let t = text.trimmed
        guard t.unicodeScalars.contains(where: { $0 == ":" || $0 == "：" }),
              let colon = t.firstIndex(where: { $0 == ":" || $0 == "：" }), colon != t.startIndex else { return false }
        let key = t[..<colon], value = t[t.index(after: colon)...].trimmed
        guard !value.isEmpty, key.count <= 16, key.split(separator: " ").count <= 3,
              !key.contains(where: \.isNumber) else { return false }
        let isDate = value.allSatisfy { $0.isASCII && ($0.isNumber || "-./ :TZ+".contains($0)) } && value.contains(where: \.isNumber)
        let isPath = value.hasPrefix("/") && !value.contains(" ")
        return isDate || isPath || TitleMetadata.labels.contains(String(key).trimmed)
    }

    /// `Xcode 16.2 / iOS 17.5 / iOS 18.1`, `Swift 5.9・Xcode 15`: the versions a post was written with, two or
    /// more tools each followed by its version number — the body of an environment section, not a title.
    static func isVersionList(_ text: String) -> Bool {
        let t = text.trimmed
        guard t.hasAtMost(80), t.unicodeScalars.contains(where: { $0 == "/" || $0 == "・" || $0 == "," || $0 == "、" || $0 == "|" }) else { return false }
        let parts = t.split(whereSeparator: { "/・,、|".contains($0) }).map { $0.trimmed }
        guard parts.count >= 2 else { return false }
        return parts.allSatisfy { part in
            // A tool's name (`Xcode`, `iOS`, `Android Studio`), then its version (`16.2`, `17+`).
            let number = part.reversed().prefix { $0.isNumber || $0 == "." || $0 == "+" }.reversed()
            let name = part.dropLast(number.count).trimmed
            return number.first?.isNumber == true && !name.isEmpty && name.count <= 20
                && name.allSatisfy { $0.isASCII && ($0.isLetter || $0 == " " || $0 == "-") }
        }
    }

    /// `作者: 林一`, `Author: Lin`: a byline, a byline label before a colon and a name.
    static func isByline(_ text: String) -> Bool {
        let t = text.trimmed
        guard t.hasAtMost(60), let colon = t.firstIndex(where: { $0 == ":" || $0 == "：" }) else { return false }
        return TitleMetadata.labels.contains(String(t[..<colon]).trimmed) && !t[t.index(after: colon)...].trimmed.isEmpty
    }

    /// `Photo by @someone on Unsplash`, `图片来源：…`: the credit line under a page's picture.
    static func isCredit(_ text: String) -> Bool {
        let t = text.trimmed
        guard let first = t.unicodeScalars.first, "PIp写图圖画".unicodeScalars.contains(first) else { return false }
        return ["Photo by ", "Image by ", "Photo credit", "Illustration by ", "photo by ", "写真：", "写真:", "图片来源", "圖片來源", "画像出典"]
            .contains { t.hasPrefix($0) }
    }

    /// `図3`, `图 2：导航栏`, `Figure 4. The stack`: a figure's or table's label under its picture, never a heading.
    static func isFigureLabel(_ text: String) -> Bool {
        let t = text.trimmed
        guard let first = t.unicodeScalars.first, "図图圖表FfT".unicodeScalars.contains(first) else { return false }
        for label in ["図", "图", "圖", "表", "Figure", "Fig.", "Table"] where t.hasPrefix(label) {
            let rest = t.dropFirst(label.count).drop { $0 == " " }
            let number = rest.prefix { $0.isASCII && $0.isNumber }
            guard !number.isEmpty else { continue }
            let after = rest.dropFirst(number.count)
            // The number alone, or a caption after a separator (`：`, `.`, `-`, a space).
            if after.isEmpty || after.first.map({ " :：.．-—".contains($0) }) == true { return true }
        }
        return false
    }

    /// `Solution 1: Paint it`, `方案二：使用…替代`, `解决方案1:`: one of several numbered remedies of the problem its
    /// section reports — a label opening the remedy's paragraph (bold on the page), never a heading of its own. In the
    /// real guides and the team's, every such line is a paragraph's label (7 of 7, in two guides).
    static func isNumberedRemedy(_ text: String) -> Bool {
        let t = text.trimmed
        guard let first = t.unicodeScalars.first, "SW方解対回".unicodeScalars.contains(first),
              let word = remedyWords.first(where: { t.hasPrefix($0) }) else { return false }
        let rest = t.dropFirst(word.count).drop { $0 == " " }
        let number = rest.prefix { ($0.isASCII && $0.isNumber) || "一二三四五六七八九十".contains($0) }
        guard (1...2).contains(number.count) else { return false }
        let after = rest.dropFirst(number.count)
        return after.isEmpty || after.first.map { ":：".contains($0) } == true
    }

    private static let remedyWords = ["Solution", "Workaround", "解决方案", "解決方案", "解决方法", "解決方法", "解决办法", "方案", "解決策",
                                      "対策", "回避策"]

    /// `2021 年 9 月更新`, `追記（2024/03/02）`, `Update 2021-09`: a dated note on an edit, whose text below it
    /// is part of the section it was added to. The line is the date and the word alone: a title that says when
    /// it was updated (`循环引用 更新于2017-11-12`) stays a title.
    static func isDatedUpdateNote(_ text: String) -> Bool {
        let t = text.trimmed.lowercased()
        guard t.hasAtMost(40), t.contains(where: \.isNumber) else { return false }
        guard let word = updateWords.first(where: { t.contains($0) }) else { return false }
        // A year: four digits in a row.
        var run = 0, year = false
        for c in t { run = c.isASCII && c.isNumber ? run + 1 : 0; if run == 4 { year = true } }
        guard year else { return false }
        let rest = t.replacingOccurrences(of: word, with: "").filter { !($0.isNumber || " 　年月日号/-.:：()（）[]【】,，".contains($0)) }
        return rest.count <= 1
    }

    private static let updateWords = ["更新", "追記", "追记", "补充", "補充", "updated", "update", "edited", "edit"]

    /// `下面这篇文章讲得很清楚: Understanding Categories`: a clause of ten CJK characters or more that
    /// introduces, after its colon, a title in Latin words (the text of a link).
    static func introducesLinkedTitle(_ text: String) -> Bool {
        let t = text.trimmed
        guard t.unicodeScalars.contains(where: { $0 == ":" || $0 == "：" }),
              let colon = t.firstIndex(where: { $0 == ":" || $0 == "：" }) else { return false }
        let clause = t[..<colon], rest = t[t.index(after: colon)...].trimmed
        let cjk = clause.unicodeScalars.filter(CharacterClass.isHanOrKana).count
        let latinWords = rest.split(separator: " ").filter { $0.first?.isASCII == true && $0.first?.isLetter == true }.count
        return cjk >= 10 && latinWords >= 2 && !rest.unicodeScalars.contains(where: CharacterClass.isHanOrKana)
    }

    /// `###关联对象`: heading marks the page did not render (no space after them), so a paragraph as shown.
    static func isUnrenderedHeadingMark(_ text: String) -> Bool {
        let t = text.trimmed
        guard t.hasPrefix("##") else { return false }
        let rest = t.drop { $0 == "#" }
        return rest.first.map { $0 != " " && $0 != "\u{3000}" } ?? false
    }

    /// `{% highlight objective_c %}`, `{{< figure >}}`, `:::message`: a site generator's markup left in the copy.
    static func isTemplateMarkup(_ text: String) -> Bool {
        let t = text.trimmed
        return t.hasPrefix("{%") || t.hasPrefix("{{") || t.hasPrefix(":::")
    }

    /// A line of code or of a command that the listing scanners left single (`po $arg1`, `(`, `continue`,
    /// `# Print all views`, `dispatch_async(queue, ^{`): a Latin line with code punctuation a heading
    /// does not have (`;`, braces, `==`, `->`, `::`, `$`, `&&`, `[[`), a leading comment or bracket mark,
    /// or a bare statement keyword.
    static func isCodeLike(_ text: String) -> Bool {
        let t = text.trimmed
        guard let first = t.unicodeScalars.first, !CharacterClass.containsCJK(t) else { return false }
        if statementWords.contains(t) { return true }
        if "@#.".unicodeScalars.contains(first) {
            // `@MainActor`, `#available`, `.sheet(item:)` name an API; `# Print all views`, `@objc func f()` are code.
            let second = t.unicodeScalars.dropFirst().first
            if second == nil || second == " " || t.contains("(") && !LineShape.isAPIName(String(t.dropFirst())) || t.contains("=") { return true }
        } else if "()/*<[-+%~`{}$>|\\".unicodeScalars.contains(first) {
            return true
        }
        if t.containsAny(codeMarks) { return true }
        // `public override void ViewDidLoad ()`, `using System`: a declaration or directive of a C-family language.
        let firstWord = t.prefix { $0 != " " }
        return declarationWords.contains(String(firstWord)) && t.contains(" ")
    }

    private static let declarationWords: Set<String> = [
        "public", "private", "protected", "internal", "static", "override", "void", "virtual", "abstract", "sealed",
        "partial", "using", "namespace", "foreach", "const", "readonly", "#import", "#include", "#define", "typedef",
    ]

    private static let codeMarks = [";", "{", "}", "==", "!=", "->", "=>", "::", "&&", "||", "$", " = ", "+=", "[[", "]]", "^{", "\\("]
    private static let statementWords: Set<String> = ["continue", "return", "break", "end", "fi", "done", "else", "nil", "null",
                                                      "true", "false", "exit", "pass", "}", ")", "]"]

    /// Kana that end a clause in the middle of a Japanese sentence: case particles and `て` / `し`.
    private static let clauseEnds = Set("にをがでへてしりく".unicodeScalars)

    /// Kana that end a long line only in the middle of a sentence (`…について` and `…では` end headings).
    private static let longLineEnds = Set("にをがへし".unicodeScalars)

    /// A Japanese or Chinese sentence, or one broken across lines: a clause (`、`) that ends on a
    /// particle (`…移行時に`, `…オン・オフを`), a long stretch that does (`…サーバへ`), a purpose or a
    /// quotation left open (`…するため`, `…という`), or a subordinate clause before a comma (`如果…，…`,
    /// `在…后，…`); not a heading with a comma (`何时使用它，而非 SwiftUI 手势`).
    static func isBrokenSentence(_ text: String) -> Bool {
        let t = text.trimmed
        let scalars = t.unicodeScalars
        guard let last = scalars.last else { return false }
        if scalars.dropLast().contains("，"), opensSubordinateClause(t) { return true }
        if t.hasSuffix("ため") || t.hasSuffix("という") { return true }
        if clauseEnds.contains(last) && scalars.contains("、") { return true }
        return longLineEnds.contains(last) && t.count > 20
    }

    /// Verbs of an instruction to change code (`为 X 添加一个变量`, `在 updateUIView 中增加`, `…を追加`): a
    /// line directly above a listing that holds one tells the reader what to type, it is no section.
    private static let editingVerbs = ["添加", "增加", "加入", "修改为", "改为", "改成", "替换为", "换成", "写成", "加上", "加一个",
                                       "を追加", "に追加", "を変更", "に変更", "に書き換え", "を書き換え", "を加え"]

    /// An instruction above a listing by its words (`为 TextFieldWrapper 添加一个变量`).
    static func instructsAboveListing(_ text: String) -> Bool {
        guard CharacterClass.containsCJK(text) else { return false }
        return text.containsAny(editingVerbs)
    }

    /// Conjunctions that open a Chinese sentence's subordinate clause, and the clause endings before its comma.
    private static let clauseOpeners = ["如果", "若是", "虽然", "雖然", "尽管", "儘管", "但是", "因为", "因為", "由于", "由於", "所以",
                                        "因此", "只要", "即使", "如需", "为了", "為了"]
    private static let clauseEndsBeforeComma = ["后，", "後，", "时，", "時，", "的话，", "的話，", "之前，", "以后，", "之后，"]

    /// Clause endings of place after an opening `在` (`在 X 一文中，…`, `在列表里，…`).
    private static let placeEndsBeforeComma = ["中，", "里，", "裡，", "内，", "內，", "上，", "下，"]

    /// `如果你已经…，可以…`, `在 X 执行后，Y 必然…`, `在 X 一文中，展示了…`: a sentence whose first clause is
    /// subordinate.
    static func opensSubordinateClause(_ t: String) -> Bool {
        clauseOpeners.contains { t.hasPrefix($0) } || t.containsAny(clauseEndsBeforeComma)
            || (t.hasPrefix("在") && t.containsAny(placeEndsBeforeComma))
    }

    /// Verbs a sentence opens with when it sends the reader elsewhere (`请参阅 X 一文，…`, `請參考…`).
    private static let readerRequests = ["请阅读", "请参阅", "请参考", "请参见", "请查看", "请移步", "请见", "请看",
                                         "請閱讀", "請參閱", "請參考", "請參見", "請查看", "請移步", "請見", "請看"]

    /// `请参阅 视图生命周期 一文，了解更多…`: a sentence addressed to the reader (a page's reading tip, often a
    /// quote that the copy flattens), never a heading.
    static func addressesReader(_ text: String) -> Bool {
        let t = text.trimmed
        guard let first = t.unicodeScalars.first, first == "请" || first == "請" else { return false }
        return readerRequests.contains { t.hasPrefix($0) }
    }

    /// `xcodebuild: error: …`, `note: Using new build system`, `ld: warning: …`, `File.swift:3:9: error: …`:
    /// a diagnostic a build tool prints (lowercase, after the tool's name or a file position), never a heading.
    static func isToolDiagnostic(_ text: String) -> Bool {
        let t = text.trimmed
        guard t.unicodeScalars.contains(":") else { return false }
        for severity in ["error: ", "warning: ", "note: ", "fatal error: "] {
            if t.hasPrefix(severity) { return true }
            // A byte search first: Foundation's `range(of:)` costs tens of thousands of instructions a line.
            if t.containsText(": " + severity), let r = t.range(of: ": " + severity) {
                let source = t[..<r.lowerBound]
                if !source.isEmpty, !source.contains(" "), !CharacterClass.containsCJK(String(source)) { return true }
            }
        }
        return false
    }

    /// A console or compiler message quoted in a Chinese or Japanese page: Latin only, with a quoted name
    /// (`Capture 'self' explicitly …`) or as long as a sentence (nine words or more).
    static func isQuotedMessage(_ text: String) -> Bool {
        let t = text.trimmed
        guard !CharacterClass.containsCJK(t), t.unicodeScalars.contains(where: { $0.properties.isAlphabetic }) else { return false }
        if hasQuotedName(t) || t.split(separator: " ").contains(where: { $0.hasPrefix("@") && $0.count > 1 }) { return true }
        return t.split(separator: " ").count >= 9
    }

    /// `'self'`, `'iconImageView'`: a name between single quotes, after a space or at the start.
    static func hasQuotedName(_ t: String) -> Bool {
        let chars = Array(t)
        var i = 0
        while i < chars.count {
            if chars[i] == "'", i == 0 || chars[i - 1] == " " {
                var j = i + 1
                while j < chars.count, chars[j] != "'", chars[j] != " " { j += 1 }
                if j < chars.count, chars[j] == "'", j > i + 1 { return true }
            }
            i += 1
        }
        return false
    }

    /// Whether a paragraph opens by going on with a sentence that began above the block before it
    /// (`となります。`, `といった…`, `のように…` below a list): the line above that block is a lead-in.
    static func continuesSentence(_ text: String) -> Bool {
        let t = text.trimmed
        guard let first = t.unicodeScalars.first, first == "と" || first == "な" || first == "の" else { return false }
        return ["となり", "となる", "という", "といった", "などの", "などが", "などを", "のような", "のように"].contains { t.hasPrefix($0) }
    }

    /// `dimsBackgroundDuringPresentation`: a name in lower camel case alone — two lowercase letters or more, then two
    /// words or more each opened by a capital — names a property or a method (a link to its documentation), and heads
    /// no section of its own right above another heading. `visionOS` or `iOS14` is no such name.
    static func isLoneMemberName(_ text: String) -> Bool {
        let scalars = Array(text.trimmed.unicodeScalars)
        guard scalars.count >= 8, scalars.allSatisfy({ $0.isASCII && $0.properties.isAlphabetic || ("0"..."9").contains($0) }),
              scalars.prefix(2).allSatisfy({ $0.properties.isLowercase }) else { return false }
        let humps = (1..<(scalars.count - 1)).filter { scalars[$0].properties.isUppercase && scalars[$0 + 1].properties.isLowercase }
        return humps.count >= 2
    }

    /// A lead-in by its ending: a condition (`…する場合`, `…の場合は`, `…时`) or a topic left open
    /// (`…のフローは`, `…方法としては`), which a heading does not end on; used for lines directly above a
    /// listing, a table or a list.
    static func endsAsLeadIn(_ text: String) -> Bool {
        let t = text.trimmed
        if t.hasSuffix("場合") || t.hasSuffix("場合は") || t.hasSuffix("ときは") || t.hasSuffix("時は") || t.hasSuffix("には")
            || t.hasSuffix("では") && t.count > 10 || t.hasSuffix("より引用") || t.hasSuffix("引用") { return true }
        guard let last = t.unicodeScalars.last else { return false }
        // `…は` / `…を` / `…に` after three or more letters: a sentence that goes on in the listing.
        return (last == "は" || last == "を" || last == "が") && t.count > 4
    }
}

/// What the whole document says about its single lines: whether it is written in Chinese or Japanese
/// (where a Latin sentence above the text is a quoted message), and which lines come back three times or
/// more, mostly just below a listing (its link or button text, such as `查看 源代码`, never a heading).
struct DocumentContext {
    let isCJK: Bool
    private let repeated: Set<String>

    init(_ items: [ScannedItem]) {
        var counts: [String: (all: Int, belowCode: Int)] = [:]
        var lines = 0, cjk = 0
        for (index, item) in items.enumerated() {
            guard case .line(let text, _) = item else { continue }
            let belowCode = items[max(0, index - 2)..<index].contains { if case .block(.code) = $0 { return true } else { return false } }
            counts[text.trimmed, default: (0, 0)].all += 1
            if belowCode { counts[text.trimmed]!.belowCode += 1 }
            lines += 1
            if CharacterClass.containsCJK(text) { cjk += 1 }
        }
        isCJK = cjk * 3 >= lines && cjk > 0
        // A line that comes back below most listings is their link or button text; a title that comes
        // back (`题目`, `分析及答案` of each question) is not.
        repeated = Set(counts.filter { $0.value.all >= 3 && $0.value.belowCode * 2 > $0.value.all }.keys)
    }

    /// Whether the document's context rules out a heading-shaped line as a heading.
    func rulesOut(_ text: String) -> Bool {
        repeated.contains(text.trimmed) && !HeadingShape.isMarker(text)
    }
}
