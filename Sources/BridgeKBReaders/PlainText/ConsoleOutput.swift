/// Output that a guide shows after announcing it — `输出为：` above `render loop`, `以下のエラーが発生します。`
/// above a compiler message — which a copy leaves as bare lines once its listing's frame is gone.
enum ConsoleOutput {
    /// Words that name what a program prints or reports.
    static let outputWords: [String] = [
        "输出", "打印", "日志", "控制台", "报错", "错误信息", "運行結果", "运行结果", "輸出", "结果", "結果", "错误",
        "出力", "実行結果", "ログ", "コンソール", "エラー", "警告",
        "output", "prints", "printed", "console", "log:", "error", "warning", "result",
    ]

    /// Words that point at what follows.
    static let pointers: [String] = ["以下", "下面", "如下", "下列", "次の", "次のよう", "following", "below", "as follows"]

    /// Whether the item above a run announces output: a paragraph that names output and ends in `：`
    /// (`输出为：`) or points at what follows (`以下のエラーが発生します。`, `結果は次のようになります`), or a
    /// caption line that names it (`コンソールログ`, `…を抜粋`).
    static func isAnnounced(by item: ScannedItem) -> Bool {
        let text: String
        switch item {
        case .line(let t, _): text = t
            if NonHeading.namesOutput(t) { return true }
        case .block(.paragraph(let p)): text = p.text
        default: return false
        }
        // The cheap tests first: most paragraphs neither end in a colon nor point at what follows.
        guard text.hasSuffix("：") || text.hasSuffix(":") || text.containsAny(pointers) else { return false }
        let lower = text.lowercased()
        return lower.containsAny(outputWords)
    }

    /// Whether a run opens with a label glued to the output below it (`Symptom:`, `エラー内容：` right above a log, no
    /// blank line between): a label of a few words that ends in a colon, and below it lines that read as output, each
    /// carrying a digit or a sign of a program's words (`width: 375`, `'Foo'`, `<UIView:0x…>`). Words alone below a
    /// label (`Symptoms:` above what the reader sees, `Ways to ship:` above its options) are prose or a list.
    static func labelsOutput(_ run: [String]) -> Bool {
        guard run.count >= 2, let label = run.first, label.hasSuffix(":") || label.hasSuffix("："),
              BareItems.width(label) <= maximumLabelWidth, !label.dropLast().contains(where: { ":：。".contains($0) })
        else { return false }
        let output = Array(run.dropFirst())
        return reads(output) && output.allSatisfy { $0.contains { ($0.isASCII && $0.isNumber) || codeSigns.contains($0) } }
    }

    /// How wide a label glued above output may be, in columns (a CJK character counts two).
    static let maximumLabelWidth = 40

    /// Signs a program's words carry and a sentence of prose does not.
    private static let codeSigns = Set("'\"`:=<>()[]{}/\\_#@$*|")

    /// Whether a run of lines reads as output rather than prose: mostly Latin letters, digits and
    /// signs (a program's words, not the guide's), no list item, no numbered heading, nothing as long
    /// as a paragraph.
    static func reads(_ run: [String]) -> Bool {
        guard !run.isEmpty else { return false }
        return !run.allSatisfy(isElision) && run.allSatisfy { line in
            if isElision(line) { return true }
            var cjk = 0, all = 0
            for scalar in line.unicodeScalars {
                all += 1
                if CharacterClass.isCJK(scalar) { cjk += 1 }
            }
            return cjk * 5 <= all && all <= 200 && LineShape.listItem(line) == nil && NumberedHeading.parse(line) == nil
        }
    }

    /// `~~ 中略 ~~`, `（省略）`, `...`: a line that marks lines of the output left out. It is asked of every
    /// line of every run, so it stops at the fourth scalar that is not a mark: no word it knows is longer.
    static func isElision(_ line: String) -> Bool {
        var word = String.UnicodeScalarView()
        for scalar in line.unicodeScalars where !elisionMarks.contains(scalar) {
            word.append(scalar)
            if word.count > 3 { return false }
        }
        return elisionWords.contains(String(word)) && !line.trimmed.isEmpty
    }

    private static let elisionMarks = Set(" ~.…・()（）[]【】-—=".unicodeScalars)
    private static let elisionWords: Set<String> = ["", "中略", "省略", "略", "以下略", "後略", "后略", "省略号"]
}
