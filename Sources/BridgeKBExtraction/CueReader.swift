import Foundation
import BridgeKBModel
/// Reads cue words out of headings, labels and prose with a vocabulary: `Pitfall 2: …` headings, ❌ / ✅
/// labels, `问题：` / `【原因】` / `**Fix**:` paragraph labels.
struct CueReader {
    let vocabulary: Vocabulary
    /// The document's language: words listed for it (and English words and marks) apply.
    let language: Language
    /// The phrases of each class that serve the document's language, by class.
    private let sets: [PhraseSet]
    /// Folds the document's texts (a table per document: see `ScalarFolder`).
    let folder = ScalarFolder()

    init(vocabulary: Vocabulary, language: Language) {
        self.vocabulary = vocabulary
        self.language = language
        sets = Vocabulary.Class.allCases.map { vocabulary.set($0, for: language) }
    }

    /// The phrases of a class that serve the document's language.
    func set(_ kind: Vocabulary.Class) -> PhraseSet { sets[kind.rawValue] }

    /// `text` folded for matching.
    func fold(_ text: String) -> FoldedText { FoldedText(text, folder: folder) }

    /// Whether a text may open with a phrase of `kind`: its first scalar after spaces, emphasis and an opening bracket
    /// could start one (a test before folding the text, for the recognisers every paragraph goes through).
    func mayOpen(_ text: String, with kind: Vocabulary.Class) -> Bool {
        guard let first = text.unicodeScalars.first(where: { !Cue.isSpace($0) && $0 != "*" && $0 != "_" && !Cue.isOpeningBracket($0) })
        else { return false }
        return set(kind).mayStart(folder.fold(first))
    }

    /// The field of an entry that a paragraph label fills.
    enum Field: Equatable { case symptom, cause, fix }

    /// What a ❌ / ✅ label says of the example it introduces.
    enum Marker: Equatable { case bad, good }

    // MARK: - Headings

    /// The title after a heading label of `kind` — `Pitfall 2: Title` → `Title`, `坑一：…`, `ハマりどころ②`
    /// (an empty title) — or nil when the heading does not open with such a label followed by an
    /// ordinal, a separator or its end.
    func headingLabel(_ kind: Vocabulary.Class, in title: String, requireOrdinal: Bool = false) -> String? {
        let text = fold(title)
        let f = text.scalars
        var i = Cue.skipSpaces(f, from: 0)
        let bracketed = i < f.count && Cue.isOpeningBracket(f[i])
        if bracketed { i += 1 }
        guard let length = set(kind).match(f, at: i) else { return nil }
        let afterLabel = i + length
        let afterOrdinal = Cue.skipOrdinal(f, from: afterLabel)
        let hadOrdinal = afterOrdinal > afterLabel
        if requireOrdinal && !hadOrdinal { return nil }
        var m = Cue.skipSpaces(f, from: afterOrdinal)
        if m < f.count, "】]」)）".unicodeScalars.contains(f[m]) { m = Cue.skipSpaces(f, from: m + 1) }
        if m == f.count { return hadOrdinal ? "" : nil }
        if Cue.isSeparator(f[m]) {
            var start = m
            while start < f.count, Cue.isSeparator(f[start]) || Cue.isSpace(f[start]) { start += 1 }
            let rest = text.original(from: start).trimmed
            return rest.isEmpty && !hadOrdinal ? nil : rest
        }
        // `坑1 标题`: an ordinal and a space are enough.
        if hadOrdinal, m > afterOrdinal { return text.original(from: m).trimmed }
        return nil
    }

    /// A title without the label that only says which part it is: a pitfall or pattern label (`Issue: …`,
    /// `坑1：…`, `Example: …`) or, with its number, a part label (`Technique 2: …`, `方法1：…`, `手順3 …`).
    func withoutPartLabel(_ title: String) -> String {
        var title = title
        let labels: [(Vocabulary.Class, ordinal: Bool)] = [(.pitfallHeading, false), (.pitfallHeadingNumbered, false),
                                                           (.patternHeading, false), (.partLabel, true)]
        for (kind, ordinal) in labels {
            if let rest = headingLabel(kind, in: title, requireOrdinal: ordinal), !rest.isEmpty { return rest }
        }
        // A question's label (`Q：…`, `那么请问：…`, after a connective): the question is what the title names.
        let folded = fold(title)
        let body = afterConnective(folded.scalars, from: 0, before: folded.scalars.count).map { folded.original(from: $0) } ?? title
        if let rest = headingLabel(.questionLabel, in: body), !rest.isEmpty { title = rest }
        return title
    }

    /// Where the sentence goes on after the connectives that open it (`另外`, `此外，`, `但是`, `また、`,
    /// `Also`, `However,`) and their punctuation, or nil when none opens it. A Latin connective must be
    /// a word of its own (`And` but not `Android`).
    func afterConnective(_ f: [Unicode.Scalar], from start: Int, before end: Int) -> Int? {
        var i = start
        while i < end, let length = set(.connective).match(f, at: i) {
            let next = i + length
            if next < end, f[next - 1].properties.isAlphabetic, f[next - 1].isASCII, f[next].properties.isAlphabetic { break }
            i = Cue.skipClauseMarks(f, from: next, before: end)
        }
        return i > start && i < end ? i : nil
    }

    /// An entry's title: on one line, without a part label, and without a colon at its end that announces
    /// what follows (`…编译报错:`).
    func entryTitle(_ title: String) -> String {
        var title = Self.withoutUpdateNote(withoutObservationLead(withoutWatchOutClause(withoutPartLabel(withoutConnective(EntryExtractor.oneLine(title))))))
        while let last = title.unicodeScalars.last, last == ":" || last == "：", title.unicodeScalars.count > 1 {
            title = String(title.unicodeScalars.dropLast()).trimmed
        }
        return title
    }

    /// A title without a word that joins its sentence to the one before it, when a comma closes that word (`また、…`,
    /// `所以，如果…`, `However, …`): the title stands alone. (`但是列表不会刷新` keeps its word: no comma closes it.)
    func withoutConnective(_ title: String) -> String {
        let folded = fold(title)
        let f = folded.scalars
        let start = Cue.skipSpaces(f, from: 0)
        guard let body = afterConnective(f, from: start, before: f.count),
              f[start..<body].contains(where: { "，,、".unicodeScalars.contains($0) }) else { return title }
        let rest = folded.original(from: body).trimmed
        return Cue.hasWordContent(ArraySlice(rest.unicodeScalars)) ? rest : title
    }

    /// A title without the note of when its writer added or changed it (`… 更新于2017-11-12`, `…（2021/09/03 追記）`,
    /// `… (updated 2024-05-01)`): a date with a word of updating, at the end. A title that is only such a note stays.
    static func withoutUpdateNote(_ title: String) -> String {
        guard let match = updateNote.firstMatch(in: title, range: NSRange(title.startIndex..., in: title)),
              let range = Range(match.range, in: title) else { return title }
        let rest = String(title[..<range.lowerBound]).trimmed
        return rest.isEmpty ? title : rest
    }

    private static let updateNote: NSRegularExpression = {
        let date = #"\d{4}\s*[-/.年]\s*\d{1,2}(?:\s*[-/.月]\s*\d{1,2})?\s*[日号號]?"#
        let word = #"(?:更新于|更新於|更新日|更新|追記|追记|updated(?:\s+on)?|update|edited)"#
        let pattern = #"\s*[（(【\[]?\s*(?:"# + word + #"\s*[:：]?\s*"# + date + "|" + date + #"\s*"# + word + #")\s*[)）】\]]?\s*$"#
        return try! NSRegularExpression(pattern: pattern, options: [.caseInsensitive])
    }()

    /// A title without a short first clause that only tells the reader to watch out (`有一点需要特别注意，…`,
    /// `所以我們要注意，…`, `ただし注意点として、…`): what follows it is what the title names. A clause
    /// naming code (`注意 block 里的 self，…`) says more and stays.
    func withoutWatchOutClause(_ title: String) -> String {
        let folded = fold(title)
        let f = folded.scalars
        guard let comma = f.prefix(Self.watchOutClauseLength + 1).firstIndex(where: { "，,、".unicodeScalars.contains($0) }),
              !f[..<comma].contains(where: { $0.isASCII && $0.properties.isAlphabetic }), set(.cautionOpener).contains(in: Array(f[..<comma])) else { return title }
        let rest = folded.original(from: comma + 1).trimmed
        return rest.isEmpty ? title : rest
    }

    /// A title without the words that only narrate how the writer saw it (`通过 X，我们看到…`, `运行后可以发现…`,
    /// `We can see that …`, `observationLead`) and the short clause before them: what was seen is the title. A title
    /// that is only such words stays.
    func withoutObservationLead(_ title: String) -> String {
        let folded = fold(title)
        let f = folded.scalars
        guard let lead = set(.observationLead).firstMatch(in: f, before: Self.observationLeadReach) else { return title }
        // (Before the words, nothing, or one clause up to a comma that names nothing going wrong: `通过 X，`, `运行后`.)
        let before = Array(f[..<lead.lowerBound])
        guard !goesWrong(before), before.allSatisfy({ !Cue.isSentenceEnd($0) }) else { return title }
        let rest = folded.original(from: Cue.skipSpaces(f, from: lead.upperBound)).trimmed
            .trimmingCharacters(in: .init(charactersIn: "，,、：: "))
        return Cue.hasWordContent(ArraySlice(rest.unicodeScalars)) ? rest : title
    }

    /// The most characters of a first clause that only says to watch out.
    static let watchOutClauseLength = 12
    /// How far into a title narration (`通过 X，我们看到`) may start.
    static let observationLeadReach = 24

    /// A heading without a leading enumerator (`1. 検索バーが表示されない`, `(2) …`, `③ …`).
    func withoutOrdinal(_ title: String) -> String {
        let folded = fold(title)
        let f = folded.scalars
        var i = Cue.skipSpaces(f, from: 0)
        if i < f.count, f[i] == "(" || f[i] == "（" { i += 1 }
        let end = Cue.skipOrdinal(f, from: i)
        guard end > i else { return title }
        var j = end
        while j < f.count, Cue.isSeparator(f[j]) || Cue.isSpace(f[j]) { j += 1 }
        guard j > end || (end > 0 && (0x2460...0x2473).contains(f[end - 1].value)) else { return title }
        // (`2021 年 9 月`, `10 や 20`, `3 倍`: a number the next word counts or dates is what the title says.)
        if j < f.count, !f[end..<j].contains(where: Cue.isSeparator), Cue.countsANumber(f[j]) { return title }
        let rest = folded.original(from: j).trimmed
        return rest.isEmpty ? title : rest
    }

    /// Whether a heading names a collection of `kind`: the heading is the phrase (`注意事项`,
    /// `Troubleshooting`), ends with it (`状態管理の落とし穴`, `布局属性警告`), or opens with it before a
    /// connector (`常见误区与修复`, `よくある間違いと対策`, `Common Mistakes and How to Avoid Them`) —
    /// not `Mistakes happen`.
    func namesCollection(_ kind: Vocabulary.Class, _ title: String) -> Bool {
        let f = fold(title).scalars
        let range = Cue.trimmed(f)
        var i = range.lowerBound
        while i < range.upperBound {
            if let length = set(kind).match(f, at: i) {
                let end = i + length
                if end == range.upperBound { return true }
                if i == range.lowerBound {
                    let next = Cue.skipSpaces(f, from: end)
                    if next >= range.upperBound || "与與和及と、/／（(：:—-&".unicodeScalars.contains(f[next]) { return true }
                    if f[next..<range.upperBound].starts(with: "and ".unicodeScalars) { return true }
                }
            }
            i += 1
        }
        return false
    }

    // MARK: - ❌ / ✅ labels

    /// The marker a text opens with and the text after it: `❌ WRONG` → (bad, ""), `✅ Good: …` →
    /// (good, "…"), `错误示例` → (bad, ""), `NG：強制キャスト` → (bad, "強制キャスト"). A marker word (not a
    /// mark such as ❌) counts only when a separator or the end follows it.
    func marker(in text: String) -> (marker: Marker, rest: String)? {
        // Markers open a text: most texts do not start with a scalar that a marker can start with,
        // and folding the first scalars is enough for those that do (folding keeps positions, so the
        // rest is cut from the original).
        guard let first = text.unicodeScalars.first(where: { !Cue.isSpace($0) }), mayOpenMarker(first) else { return nil }
        let f = folder.fold(text, first: Self.markerReach)
        var i = Cue.skipSpaces(f, from: 0)
        var found: Marker?
        while i < f.count {
            let bad = set(.badMarker).match(f, at: i) ?? 0
            let good = set(.goodMarker).match(f, at: i) ?? 0
            guard bad > 0 || good > 0 else { break }
            let marker: Marker = bad >= good ? .bad : .good
            let end = i + max(bad, good)
            let isMark = !Cue.hasWordContent(f[i..<end])
            if !isMark {
                // A word needs a separator or the end after it: `Bad:` but not `Bad things happen`.
                let next = Cue.skipSpaces(f, from: end)
                guard next == f.count || Cue.isSeparator(f[next]) || (next > end && isMarkerAhead(f, next)) else { break }
            }
            if found == nil { found = marker } else if found != marker { break }
            i = end
            while i < f.count, Cue.isSpace(f[i]) || Cue.isSeparator(f[i]) { i += 1 }
        }
        guard let found else { return nil }
        // The rest as a slice of the text's scalars: appending them one by one cost ~15,000 instructions a marker.
        let scalars = text.unicodeScalars
        return (found, String(scalars[scalars.index(scalars.startIndex, offsetBy: i)...]).trimmed)
    }

    /// Whether a ❌ / ✅ marker may start with `scalar` (as written).
    func mayOpenMarker(_ scalar: Unicode.Scalar) -> Bool {
        let folded = folder.fold(scalar)
        return set(.badMarker).mayStart(folded) || set(.goodMarker).mayStart(folded)
    }

    /// How many scalars of a text `marker(in:)` reads: the longest marker run (`❌ 错误示例：`) and then some.
    static let markerReach = 40

    /// Whether a text opens with a ❌ / ✅ mark (a marker without letters), not a word.
    func startsWithMark(_ text: String) -> Bool {
        let f = fold(text).scalars
        let i = Cue.skipSpaces(f, from: 0)
        let length = max(set(.badMarker).match(f, at: i) ?? 0, set(.goodMarker).match(f, at: i) ?? 0)
        return length > 0 && !Cue.hasWordContent(f[i..<(i + length)])
    }

    private func isMarkerAhead(_ f: [Unicode.Scalar], _ i: Int) -> Bool {
        set(.badMarker).match(f, at: i) != nil || set(.goodMarker).match(f, at: i) != nil
    }

    /// Whether a title is made only of ❌ / ✅ words and connectors (`錯誤示範與正確示範`, `Bad vs Good`).
    func isOnlyMarkers(_ title: String) -> Bool {
        let f = fold(title).scalars
        var i = 0
        var sawMarker = false
        while i < f.count {
            if Cue.isSpace(f[i]) || Cue.isSeparator(f[i]) || "与與和とvs&/／".unicodeScalars.contains(f[i]) { i += 1; continue }
            let length = max(set(.badMarker).match(f, at: i) ?? 0, set(.goodMarker).match(f, at: i) ?? 0)
            guard length > 0 else { return false }
            sawMarker = true
            i += length
        }
        return sawMarker
    }

    // MARK: - Paragraph labels

    /// A paragraph cut at its labels: `问题：A。原因：B。解决：C` → [(symptom, A。), (cause, B。), (fix, C)].
    /// Text before the first label has no field. A label counts at the start of the text, of a line or
    /// of a sentence, followed by `：`, `:`, a closing bracket (`【原因】`) or the end of its line.
    func segments(of text: String) -> [(field: Field?, text: String)] {
        // Every label ends at `:`, `：`, `】`, `]` or a line end; prose without one has no label, and
        // every section's prose is asked.
        let spaced = opensWithSpacedLabel(text)
        guard spaced || text.utf8.contains(where: { $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: "]") || $0 == UInt8(ascii: "\n") || $0 == 0x9A || $0 == 0x91 }) else {
            return [(nil, text.trimmed)]
        }
        let folded = fold(text)
        let f = folded.scalars
        var cuts: [(start: Int, bodyStart: Int, field: Field)] = []
        var i = 0
        var atBoundary = true
        while i < f.count {
            if atBoundary, let label = label(f, at: Cue.skipSpaces(f, from: i), spaced: spaced && i == 0) {
                cuts.append((i, label.bodyStart, label.field))
                i = label.bodyStart
                atBoundary = false
                continue
            }
            atBoundary = f[i] == "\n" || Cue.isSentenceEnd(f[i]) || (f[i] == "." && i + 1 < f.count && Cue.isSpace(f[i + 1]))
            i += 1
        }
        guard !cuts.isEmpty else { return [(nil, text.trimmed)] }
        var result: [(field: Field?, text: String)] = []
        let lead = folded.original(0..<cuts[0].start).trimmed
        if !lead.isEmpty { result.append((nil, lead)) }
        for (n, cut) in cuts.enumerated() {
            let end = n + 1 < cuts.count ? cuts[n + 1].start : f.count
            result.append((cut.field, folded.original(cut.bodyStart..<max(cut.bodyStart, end)).trimmed))
        }
        return result
    }

    /// Whether a text opens with a Chinese or Japanese label that only a space sets off from what follows
    /// (`原因 缺少…`: a bold `**原因**` once the emphasis is gone). Only the opening few characters are read, and
    /// folded only when a space stands among them (`segments` asks this of every paragraph, several times).
    func opensWithSpacedLabel(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first(where: { !Cue.isSpace($0) }), !first.isASCII,
              text.unicodeScalars.prefix(Self.longestLabel + 2).dropFirst().contains(where: { $0 == " " || $0 == "\u{3000}" })
        else { return false }
        let f = fold(String(text.prefix(Self.longestLabel + 2))).scalars
        return label(f, at: Cue.skipSpaces(f, from: 0), spaced: true) != nil
    }

    /// The most characters a label and its brackets take.
    static let longestLabel = 10

    /// The field of the label a text opens with, if any (`原因：…`, `【解决】…`, `原因 …`).
    func openingLabel(_ text: String) -> Field? {
        segments(of: text).first?.field
    }

    /// A label at `index`: its field and where its text begins. `spaced`: a label of Chinese or Japanese
    /// words may end at a space (`原因 缺少…`) as well as at `：`.
    private func label(_ f: [Unicode.Scalar], at index: Int, spaced: Bool = false) -> (field: Field, bodyStart: Int)? {
        var i = index
        let bracketed = i < f.count && Cue.isOpeningBracket(f[i])
        if bracketed { i += 1 }
        var best: (field: Field, length: Int)?
        for (kind, field) in [(Vocabulary.Class.labelSymptom, Field.symptom), (.labelCause, .cause), (.labelFix, .fix)] {
            if let length = set(kind).match(f, at: i), length > (best?.length ?? 0) { best = (field, length) }
        }
        guard let best else { return nil }
        var j = i + best.length
        if bracketed {
            guard j < f.count, "】]」)）".unicodeScalars.contains(f[j]) else { return nil }
            j += 1
            if j < f.count, f[j] == "：" || f[j] == ":" { j += 1 }
        } else {
            let labelEnd = j
            while j < f.count, f[j] == " " || f[j] == "\u{3000}" { j += 1 }
            let setOffBySpace = spaced && j > labelEnd && j < f.count && !f[labelEnd - 1].isASCII
            guard setOffBySpace || j == f.count || f[j] == "：" || f[j] == ":" || f[j] == "\n" else { return nil }
            if j < f.count, !setOffBySpace || f[j] == "：" || f[j] == ":" { j += 1 }
        }
        return (best.field, Cue.skipSpaces(f, from: j))
    }

    /// Whether a fix label (`解决方法：`) or a remedy word (`改成…`, `最好…`, `代わりに…`, `Instead, …`) opens
    /// the text at `i`.
    func opensFix(_ f: [Unicode.Scalar], at i: Int) -> Bool {
        set(.labelFix).match(f, at: i) != nil || set(.remedy).match(f, at: i) != nil
    }

    /// Whether a fix label or a remedy word opens a text.
    func opensFix(_ text: String) -> Bool {
        let f = fold(text).scalars
        return opensFix(f, at: Cue.skipSpaces(f, from: 0))
    }

    /// Whether a heading names a part every article or reference page has (`概述`, `3. 参考链接`, `まとめ`, `結論`,
    /// `Overview`): it frames or sums up the page, and what it holds restates the page's entries.
    func namesStandardPart(_ title: String) -> Bool {
        let bare = fold(withoutOrdinal(title)).scalars
        return set(.nonEntrySection).isWhole(bare) || set(.summarySection).isWhole(bare)
    }

    /// The field a heading names when it is only a label (`問題`, `【原因分析】`, `3. 原因`, `解决方案`): a
    /// section of a pitfall's symptom, cause or fix. Nil for any other heading.
    func labelField(ofTitle title: String) -> Field? {
        var f = fold(withoutOrdinal(title)).scalars
        let range = Cue.trimmed(f)
        f = Array(f[range])
        if let first = f.first, let last = f.last, Cue.isOpeningBracket(first), "】]」)）".unicodeScalars.contains(last) {
            f = Array(f.dropFirst().dropLast())
        }
        for (kind, field) in [(Vocabulary.Class.labelSymptom, Field.symptom), (.labelCause, .cause), (.labelFix, .fix)]
        where set(kind).isWhole(f) {
            return field
        }
        return nil
    }

    /// Whether a title names a debugging tool (`Breakpoint never hits`, `断点不触发`): trouble with the tools of
    /// debugging is a debugging tip, which the labelling counts out of pitfalls.
    func namesDebuggingTool(_ title: String) -> Bool {
        set(.debuggingTool).contains(in: fold(title).scalars)
    }

    /// Whether a folded text names something going wrong: a hazard (`崩溃`, `crash`) or a surprise (`反映されない`).
    func goesWrong(_ text: [Unicode.Scalar]) -> Bool {
        set(.hazard).contains(in: text) || set(.unexpected).contains(in: text)
    }

    /// Whether the text in `range` tells the reader what to do: it opens with a directive word (`不要…`,
    /// `请把…`, `Don't…`) or, in Japanese, ends with a directive form (`…しないこと`, `…置いてください`), and
    /// does not only point elsewhere (`请参阅…`, `…を参照してください`).
    func isDirective(_ scalars: [Unicode.Scalar]) -> Bool { isDirective(scalars, 0..<scalars.count) }

    func isDirective(_ scalars: [Unicode.Scalar], _ range: Range<Int>) -> Bool {
        let words = Self.words(scalars, range)
        guard !words.isEmpty, set(.referencePhrase).firstMatch(in: scalars, from: words.lowerBound, before: words.upperBound) == nil else { return false }
        if set(.directiveOpener).match(scalars, at: words.lowerBound) != nil { return true }
        return endsWith(.directiveEnding, scalars, words)
    }

    /// Whether the words in `range` (its marks and punctuation at either end aside) end with a phrase of `kind`.
    func endsWith(_ kind: Vocabulary.Class, _ scalars: [Unicode.Scalar], _ range: Range<Int>) -> Bool {
        ending(kind, scalars, range) != nil
    }

    /// Where a phrase of `kind` that ends the words in `range` starts (marks and punctuation at either end aside), or nil.
    func ending(_ kind: Vocabulary.Class, _ scalars: [Unicode.Scalar], _ range: Range<Int>) -> Int? {
        let words = Self.words(scalars, range)
        let phrases = set(kind)
        return words.first { phrases.match(scalars, at: $0) == words.upperBound - $0 }
    }

    /// `range` without the marks and punctuation at either end.
    private static func words(_ scalars: [Unicode.Scalar], _ range: Range<Int>) -> Range<Int> {
        var lower = range.lowerBound, upper = range.upperBound
        while lower < upper, !scalars[lower].properties.isAlphabetic { lower += 1 }
        while upper > lower, !scalars[upper - 1].properties.isAlphabetic { upper -= 1 }
        return lower..<upper
    }

    /// A sentence whose later clause opens with a fix label (`…导致了循环引用，解决方法也很简单，设置一个弱引用即可`):
    /// the clauses before it and the fix, or nil.
    func splitAtFixClause(_ text: String) -> (before: String, fix: String)? {
        // A Chinese clause may also turn to the fix by telling the reader what to do (`…，需要用弱引用`);
        // an English one after a comma too often goes on with the problem (`…, never called`).
        splitAtClause(text) { f, i in
            set(.labelFix).match(f, at: i) != nil || (language.tag.hasPrefix("zh") && set(.directiveOpener).match(f, at: i) != nil)
        }.map { (before: $0.before, fix: $0.clause) }
    }

    /// `…布局会错乱，这是由于…`, `…, because …`: the text before a clause that opens with a cause (`causeOpener`) and
    /// that clause, or nil.
    func splitAtCauseClause(_ text: String) -> (before: String, cause: String)? {
        splitAtClause(text) { f, i in set(.causeOpener).match(f, at: i) != nil }.map { (before: $0.before, cause: $0.clause) }
    }

    /// The text before the first clause after a comma or semicolon that `opens` (given the folded text and where the
    /// clause's words start), and that clause; nil when none does or nothing comes before it.
    private func splitAtClause(_ text: String, opens: ([Unicode.Scalar], Int) -> Bool) -> (before: String, clause: String)? {
        let folded = fold(text)
        let f = folded.scalars
        for (index, scalar) in f.enumerated() where scalar == "," || scalar == ";" {
            let i = Cue.skipSpaces(f, from: index + 1)
            if i < f.count, opens(f, i) {
                let before = folded.original(0..<index).trimmed
                return before.isEmpty ? nil : (before, folded.original(from: i).trimmed)
            }
        }
        return nil
    }

    /// A sentence that turns to the fix mid-paragraph without a separator (`…会导致黑屏。修复方法是先调用…`,
    /// `…deinit 不执行。改成 sink…`): the text before it and the fix, or nil.
    func splitAtFix(_ text: String) -> (before: String, fix: String)? {
        let folded = fold(text)
        let f = folded.scalars
        var start = 0
        while start < f.count {
            let i = Cue.skipSpaces(f, from: start)
            if opensFix(f, at: i) {
                return (folded.original(0..<i).trimmed, folded.original(from: i).trimmed)
            }
            guard let end = f[start...].firstIndex(where: { $0 == "。" }) else { break }
            start = end + 1
        }
        return nil
    }
}
