import BridgeKBModel
import Foundation

/// Finds decision rules written as list items: `If you need X, use Y`, `When X, prefer Y`,
/// `需要 X 时用 Y`, `如果 X，就用 Y`, `X なら Y を使う`, `X → Y`, and `Use Y when X`.
struct RuleRecognizer {
    let cues: CueReader

    /// The situation and the choice an item states, or nil. In `steps` (a numbered list) an arrow is the
    /// next step (`Choose Run → Diagnostics`), not a choice. In `prose` (one sentence of a paragraph) the
    /// choice must be said with a verb: no arrow, no bare topic (`この場合は、次のように書きます`), no one-letter
    /// verb (`，用户…` is not `，用 …`).
    func rule(_ text: String, inSteps steps: Bool = false, inProse prose: Bool = false) -> (when: String, use: String)? {
        rule(cues.fold(text), inSteps: steps, inProse: prose)
    }

    private func rule(_ folded: FoldedText, inSteps steps: Bool, inProse prose: Bool, allowingPermission: Bool = false)
        -> (when: String, use: String)? {
        let f = folded.scalars
        let start = Cue.skipSpaces(f, from: 0)
        guard start < f.count else { return nil }
        if let reversed = reversedRule(folded, from: start, inProse: prose) { return reversed }
        // (`当然，如果 X…`, `But if X, …`: the connective that joins the sentence to the last is no part of X.)
        var clauseStart = cues.afterConnective(f, from: start, before: f.count) ?? start
        // (`虽然 X，但是当 Y 时…`, `Although X, when Y, …`: nor is a clause that concedes something first.)
        if cues.set(.concession).match(f, at: clauseStart) != nil,
           let comma = f[clauseStart...].firstIndex(where: { clauseCommas.contains($0) || Cue.isSentenceEnd($0) }),
           clauseCommas.contains(f[comma]) {
            let next = Cue.skipSpaces(f, from: comma + 1)
            clauseStart = cues.afterConnective(f, from: next, before: f.count) ?? next
        }
        let opener = cues.set(.ruleConditionOpener).match(f, at: clauseStart) ?? 0
        let conditionStart = Cue.skipSpaces(f, from: clauseStart + opener)
        // The condition ends at a closing word (`时`, `なら`), a comma after an opening word, a question
        // mark (`Need a sheet? Use …`) or an arrow.
        var boundary: (at: Int, restStart: Int, arrow: Bool, topic: Bool)?
        // An arrow inside quotation marks is a line of thought the text quotes (`「X → つまり Y」とわかる`), no choice.
        var quotes = Self.quoteDepth(f, before: conditionStart + 1)
        var i = conditionStart + 1
        // (In prose a condition that a word opened and that goes on past a comma, `如果 X，或在某些情况下使用 Y 的应用，请…`,
        // holds its own closing words: it ends at one that closes its clause, `…的话，`, or at the comma the choice or
        // the directive follows.)
        var goesOn = false
        func closesClause(_ j: Int) -> Bool { let k = Cue.skipSpaces(f, from: j); return k < f.count && clauseCommas.contains(f[k]) }
        while i < f.count, boundary == nil {
            quotes.read(f[i])
            let inner = prose && opener > 0 && goesOn
            if Self.isArrow(f[i]), !quotes.isOpen {
                boundary = (i, i + 1, true, false)
            } else if let length = cues.set(.ruleConditionTopic).match(f, at: i), !inner || closesClause(i + length) {
                boundary = (i, i + length, false, true)
            } else if let length = cues.set(.ruleConditionEnd).match(f, at: i), !prose || !Self.isHiragana(f[i]), !inner || closesClause(i + length) {
                // (In prose, Japanese `…には` / `…れば` after a verb says what for (`追加するには`), not when.)
                boundary = (i, i + length, false, false)
            } else if opener > 0, clauseCommas.contains(f[i]),
                      !prose || cues.set(.ruleChoice).match(f, at: choiceStart(f, from: i + 1)).map({ $0 > 1 || Self.namesCodeAt(f, choiceStart(f, from: i + 1) + $0) }) == true
                        || cues.isDirective(f, (i + 1)..<f.count)
                        || (allowingPermission && meetsNeed(f, opener: clauseStart, choice: choiceStart(f, from: i + 1))) {
                // (In prose a condition may hold commas of its own: it ends at the one the choice or the
                // directive follows.)
                boundary = (i, i + 1, false, false)
            } else if opener > 0, clauseCommas.contains(f[i]) {
                goesOn = true
            } else if f[i] == "?" || f[i] == "？" {
                let next = Cue.skipSpaces(f, from: i + 1)
                guard next < f.count else { break }
                if Self.isArrow(f[next]) { boundary = (i + 1, next + 1, true, false) }
                else if cues.set(.ruleChoice).match(f, at: next) != nil { boundary = (i + 1, next, false, false) }
                else { break }
            } else if Cue.isSentenceEnd(f[i]) {
                break
            }
            i += 1
        }
        guard let boundary else { return nil }
        let restStart = choiceStart(f, from: boundary.restStart)
        guard restStart < f.count else { return nil }
        if prose, boundary.arrow { return nil }
        // A closing word after a verb or adjective (`複雑になったら`, `必要な場合は`, `使うには`) stays with it,
        // one after a noun (`iPad の場合は`, `画面遷移には`) does not; a condition that is only a hedge so
        // (`可能であれば`, `できれば`) names no situation, and the item's clause does.
        let inflects = boundary.at > conditionStart && Self.isHiragana(f[boundary.at - 1]) && f[boundary.at - 1] != "の"
        // `在列表很长的场景下`, `在这种情况下`: the scene or case is the situation, without the locative around it.
        let locative = !boundary.arrow && !boundary.topic && boundary.restStart - boundary.at > 1
            && ["下", "中"].contains(f[boundary.restStart - 1])
        var when: String
        if let hedge = cues.set(.hedge).match(f, at: conditionStart), conditionStart + hedge >= boundary.at {
            // `可能であれば値型を使う`, `必要でない限りは…`, `If possible, use…`: a condition that is only a hedge names no
            // situation; the whole sentence is the title.
            when = EntryExtractor.oneLine(folded.original(clauseStart..<(f[clauseStart...].firstIndex(where: Cue.isSentenceEnd) ?? f.count)))
                .trimmingCharacters(in: .init(charactersIn: ". "))
        } else if locative {
            when = folded.original(conditionStart..<(boundary.restStart - 1)).trimmed
            if when.hasPrefix("在") { when.removeFirst() }
        } else if !inflects {
            when = folded.original(conditionStart..<boundary.at)
        } else {
            when = folded.original(conditionStart..<boundary.restStart)
        }
        var use: String
        if boundary.arrow {
            // `X → Y → Z` is a path, and `X → crashes` a consequence (a pitfall's shape), not a choice.
            let rest = Array(f[restStart...])
            guard !steps, !rest.contains("→"), !cues.goesWrong(rest) else { return nil }
            use = folded.original(from: restStart)
        } else if let length = cues.set(.ruleChoice).match(f, at: restStart), !prose || length > 1 || (opener > 0 && Self.namesCodeAt(f, restStart + length)) {
            // (In prose a one-character verb counts only after a condition a word opened and right before a name in code or
            // Latin letters: `如果…，用 Text`, not `用户`, nor `点击按钮时用 present 弹出…` narrating what the code does.)
            use = folded.original(from: restStart + length)
        } else if particleChoice(f, from: restStart) {
            // Japanese puts the verb last: `X には Y を使う`.
            use = folded.original(from: restStart)
        } else if !prose, boundary.topic, f.count - restStart >= 4, !cues.set(.hazard).contains(in: Array(f[restStart...])),
                  !cues.endsWith(.outcomeEnding, f, restStart..<f.count) {
            // `X なら Y`: what follows the condition is the choice, unless it is a warning (`X の場合は落ちる`) or
            // says what happens then (`X の場合は Y になる`).
            use = folded.original(from: restStart)
        } else if prose, opener > 0 || boundary.topic, cues.isDirective(f, restStart..<f.count) {
            // `如果 X，请把…`, `X 場合は、…てください`, `If X, don't …`: what to do in a situation a condition word
            // opened (a bare `…时` may be `此时` or `同时`).
            use = folded.original(from: restStart)
        } else if prose, allowingPermission, opener > 0, meetsNeed(f, opener: clauseStart, choice: restStart) {
            // `如果需要 X，可以 Y`, `If you need X, you can Y`: what the reader can do for a need picks it (a condition
            // that is no need, `如果你运行…，可以看到…`, describes; one that leads into a listing introduces a technique).
            use = folded.original(from: restStart)
        } else {
            return nil
        }
        use = Self.clause(use)
        // `iPad の場合は`: the particle that tied the situation to `場合` is not part of it.
        var situation = when.trimmed.trimmingCharacters(in: .init(charactersIn: "，,、：:*"))
        if boundary.topic, situation.hasSuffix("の") { situation = String(situation.dropLast()).trimmed }
        // `必要な場合は` / `戻りたいときには`: the topic particle ties the situation to the choice; the title is the
        // situation (`必要な場合`).
        if boundary.topic, inflects {
            if situation.hasSuffix("は") { situation = String(situation.dropLast()) }
            if situation.hasSuffix("に") { situation = String(situation.dropLast()) }
        }
        // (A sentence of prose may name no option, `…場合に使用します`: it is its section's.)
        guard !situation.isEmpty, situation.count <= 100, prose || !use.isEmpty else { return nil }
        return (situation, use)
    }

    /// Where the choice after a condition starts: past spaces and commas, and past a word of obligation
    /// or advice that the choice verb follows (`，请使用 Y`, `，建议使用 Y`).
    private func choiceStart(_ f: [Unicode.Scalar], from start: Int) -> Int {
        var i = Cue.skipClauseMarks(f, from: start)
        // An aside in brackets right after the condition (`…时（尤其是 X），请…`) qualifies it.
        if i < f.count, f[i] == "(" || f[i] == "（",
           let close = f[i...].firstIndex(where: { $0 == ")" || $0 == "）" }), Cue.hasWordContent(f[(close + 1)...]) {
            i = Cue.skipClauseMarks(f, from: close + 1)
        }
        let choice = cues.set(.ruleChoice)
        if let modal = cues.set(.obligation).match(f, at: i) ?? cues.set(.recommendation).match(f, at: i),
           choice.match(f, at: i + modal) != nil { return i + modal }
        return i
    }

    /// Whether a condition that opens at `opener` is the reader's need (`如果需要`, `If you need`) and the clause
    /// at `choice` says what the reader can do (`可以`, `you can`).
    private func meetsNeed(_ f: [Unicode.Scalar], opener: Int, choice: Int) -> Bool {
        cues.set(.needOpener).match(f, at: opener) != nil && cues.set(.permission).match(f, at: choice) != nil
    }

    /// The commas that close a condition opened by a word (`如果 X，`, `もし X、`): in Chinese `、` only
    /// separates the items of an enumeration (`iOS 16、macOS 13`).
    private var clauseCommas: Set<Unicode.Scalar> {
        cues.language.tag.hasPrefix("zh") ? ["，", ","] : ["，", ",", "、"]
    }

    /// `如果 X，请改用 Y`, `X 場合は、Y を使います`, `If you need X, use Y`: the situation and the choice of the
    /// first sentence of a paragraph that states a situation and then picks an option for it, naming nothing
    /// that goes wrong; with the number of lines before that sentence.
    /// `introducesListing`: the paragraph leads into a listing, so what the reader can do for a need
    /// (`如果需要 X，可以这样写：`) is the technique the listing shows, not a choice.
    func ruleInProse(_ text: String, introducesListing: Bool = false) -> (when: String, use: String, lineOffset: Int)? {
        let folded = cues.fold(text)
        let f = folded.scalars
        for sentence in CautionRecognizer.sentences(f) {
            let s = Array(f[sentence])
            guard !Self.isQuestion(s), !cues.goesWrong(s),
                  let start = f[sentence].firstIndex(where: { !$0.properties.isWhitespace }),
                  let end = f[sentence].lastIndex(where: { !$0.properties.isWhitespace }),
                  let rule = rule(folded.slice(start..<(end + 1)), inSteps: false, inProse: true, allowingPermission: !introducesListing)
            else { continue }
            return (rule.when, rule.use, Cue.lineOffset(f, before: start))
        }
        return nil
    }

    /// `if よりも switch`, `用 struct 而不是 class`, `Use a coordinator instead of a global`: a sentence that
    /// sets one option aside for another (a `preferenceConnector`) and names nothing that goes wrong picks
    /// between alternatives. Returns the sentence and the option it keeps, or nil.
    func preference(_ text: String) -> (title: String, use: String)? {
        let folded = cues.fold(text)
        let f = folded.scalars
        let connectors = cues.set(.preferenceConnector)
        let sentences = CautionRecognizer.sentences(f)
        for sentence in sentences {
            let s = Array(f[sentence])
            guard let found = connectors.firstMatch(in: s) ?? preferredOver(in: s), !Self.isQuestion(s) else { continue }
            // Nothing may go wrong in it (the connector itself aside: `instead of` also says a surprise).
            var others = s
            others.replaceSubrange(found, with: [Unicode.Scalar](repeating: " ", count: found.count))
            guard !cues.goesWrong(others) else { continue }
            let at = sentence.lowerBound + found.lowerBound, end = sentence.lowerBound + found.upperBound
            // Japanese keeps the option after the connector (`X ではなく Y`); the others before it (`Y instead
            // of X`, `用 Y 而不是 X`), or after the comma when the sentence opens with it (`Instead of X, use Y`).
            let keptAfter = Self.isHiragana(f[end - 1]) || f[end - 1] == "、"
                || !Cue.hasWordContent(f[sentence.lowerBound..<at])
            var use = keptAfter ? Self.clause(folded.original(end..<sentence.upperBound))
                : Self.clause(folded.original(sentence.lowerBound..<at))
            if !Cue.hasWordContent(f[sentence.lowerBound..<at]), let comma = f[end..<sentence.upperBound].firstIndex(where: { $0 == "," || $0 == "，" }) {
                use = Self.clause(folded.original((comma + 1)..<sentence.upperBound))
            }
            // A short item (`if よりも switch`) says its choice by the connector alone; in a longer sentence
            // the kept option opens or closes with a choice verb (`Use X instead of Y`, `…を使う`), or it
            // recommends.
            let title = Self.clause(folded.original(sentence)).trimmingCharacters(in: .init(charactersIn: "-*•・ "))
            // `Keep X in the model, not in the view.`, `放在模型里，而不是视图里。`: the item's first sentence closing, after
            // a comma, on the option it sets aside (what follows a dash adds a note) makes the contrast its point,
            // unless it says what something is (`…makes it scroll instead of resizing` without the comma describes).
            // A long sentence whose choice ends at a dash: what follows the dash adds a note (`prefer X over Y — …`).
            let closing = sentence.lowerBound == sentences.first?.lowerBound && !keptAfter && Self.setOffByComma(f, at: at)
                ? rejectedEnd(f, after: end, sentenceEnd: sentence.upperBound).flatMap { stop in
                    cues.set(.copula).contains(in: Array(f[sentence.lowerBound..<at])) ? nil : stop }
                : (s.count > Self.longestPreference ? f[end..<sentence.upperBound].firstIndex(where: { $0 == "—" || $0 == "–" }) : nil)
            guard !title.isEmpty, !use.isEmpty, s.count <= Self.longestPreference
                    || closing.map({ Self.lengthWithoutAsides(f[sentence.lowerBound..<$0]) <= Self.longestPreference }) == true,
                  s.count <= 30 || Self.choiceOpensOrCloses(cues.fold(use).scalars, cues: cues) || cues.set(.recommendation).contains(in: s)
                    || closing != nil || choiceAfterCondition(use)
            else { continue }
            if let choice = choiceAfterCondition(in: f, from: sentence.lowerBound, before: at) {
                // `如果使用 X，而不是 Y，就可以…`: what the reader should do is the choice and the option set aside, to the end
                // of that option's clause; the condition's word is no part of it.
                let stop = f[end..<sentence.upperBound].firstIndex(where: { clauseCommas.contains($0) || $0 == "," }) ?? sentence.upperBound
                let text = EntryExtractor.oneLine(folded.original(choice..<stop)).trimmingCharacters(in: .init(charactersIn: " 。."))
                let kept = choice + (cues.set(.ruleChoice).match(f, at: choice) ?? 0)
                let option = Self.clause(folded.original(kept..<at)).trimmingCharacters(in: .init(charactersIn: " ，,"))
                return (text.prefix(1).uppercased() + text.dropFirst(), option.isEmpty ? use : option)
            }
            if let closing {
                // The title runs to the option set aside (`X，而不是 Y`: not only to the comma), and the note after a
                // dash is no part of it.
                let cut = s.count > Self.longestPreference || f[sentence.lowerBound..<closing].count < s.count - 1
                let text = EntryExtractor.oneLine(folded.original(sentence.lowerBound..<(cut ? closing : sentence.upperBound)))
                return (text.trimmingCharacters(in: .init(charactersIn: "-*•・ 。.；;")), use)
            }
            return (title, use)
        }
        return ruledOutThenPicked(folded)
    }

    /// `如果使用 X`, `If you use X`: an option that opens with a condition whose first words choose (a subject of
    /// a few letters between them at most).
    func choiceAfterCondition(_ use: String) -> Bool {
        let option = cues.fold(use).scalars
        return choiceAfterCondition(in: option, from: 0, before: option.count) != nil
    }

    /// Where the choice verb starts in folded text that opens (from `start`) with a condition word and a subject of a few
    /// letters at most before that verb (`如果|使用 X`, `If you |use X`), or nil.
    func choiceAfterCondition(in f: [Unicode.Scalar], from start: Int, before end: Int) -> Int? {
        let body = Cue.trimmed(Array(f[start..<end]))
        guard !body.isEmpty, let length = cues.set(.condition).match(f, at: start + body.lowerBound) else { return nil }
        let after = start + body.lowerBound + length
        return (after..<min(after + Self.longestSubject, start + body.upperBound)).first { cues.set(.ruleChoice).match(f, at: $0) != nil }
    }

    /// Letters of a subject between a condition word and its choice verb (`如果你使用`, `If you use`).
    private static let longestSubject = 6

    /// `prefer X over Y`: the word that sets Y aside after a word of recommendation, or nil.
    private func preferredOver(in s: [Unicode.Scalar]) -> Range<Int>? {
        guard let recommending = cues.set(.recommendation).firstMatch(in: s) else { return nil }
        return cues.set(.preferredOver).firstMatch(in: s, from: recommending.upperBound)
    }

    /// Where the option set aside after a connector ends when it is short and closes the sentence or runs only
    /// to a dash that adds a note (`Keep X in the model, not in the view.`, `…, not an ancestor — …`), else nil.
    private func rejectedEnd(_ f: [Unicode.Scalar], after start: Int, sentenceEnd: Int) -> Int? {
        var stop = start
        while stop < sentenceEnd, !Cue.isSentenceEnd(f[stop]), f[stop] != ".", f[stop] != "—", f[stop] != "–" {
            if f[stop] == "," || f[stop] == "，" { return nil }
            stop += 1
        }
        let words = f[start..<stop].split(whereSeparator: { Cue.isSpace($0) })
        return !words.isEmpty && words.count <= Self.longestRejected ? stop : nil
    }

    /// Whether the connector at `index` opens with a comma (`, not`) or follows one (`，而不是`).
    private static func setOffByComma(_ f: [Unicode.Scalar], at index: Int) -> Bool {
        if f[index] == "," || f[index] == "，" { return true }
        var i = index - 1
        while i >= 0, Cue.isSpace(f[i]) { i -= 1 }
        return i >= 0 && (f[i] == "," || f[i] == "，")
    }

    /// Words of an option set aside at a sentence's end (`…, not on the presenting view`).
    private static let longestRejected = 6
    /// Characters of a sentence beyond which a connector in it is seldom its point.
    private static let longestPreference = 120

    /// The characters of a text outside brackets (`Modifiers (`a`, `b`, ...) go on …`: the aside lists, it adds no words).
    private static func lengthWithoutAsides(_ text: ArraySlice<Unicode.Scalar>) -> Int {
        var depth = 0, count = 0
        for c in text {
            if c == "(" || c == "（" { depth += 1 } else if (c == ")" || c == "）") && depth > 0 { depth -= 1 } else if depth == 0 { count += 1 }
        }
        return count
    }

    /// `前者は開発中に使います。後者はリリース版で利用します。`, `前者适用于…，后者适用于…`, `The latter is best for…`: each
    /// sentence or clause that takes up one of two options just named and says when to use it (a suitability, a
    /// choice, a recommendation) or what to do with it (a directive), naming nothing that goes wrong — one rule per
    /// option; with the number of lines before each.
    func formerAndLatter(_ text: String) -> [(title: String, lineOffset: Int)] {
        let folded = cues.fold(text)
        let f = folded.scalars
        let takers = cues.set(.formerLatter)
        var starts: [Int] = []
        for sentence in CautionRecognizer.sentences(f) {
            let open = Cue.skipSpaces(f, from: sentence.lowerBound)
            let at = cues.afterConnective(f, from: open, before: sentence.upperBound) ?? open
            if takers.match(f, at: at) != nil { starts.append(at) }
            // (`前者适用于 X，后者适用于 Y`: the second option taken up after a comma.)
            for i in at..<sentence.upperBound where "，,；;、".unicodeScalars.contains(f[i]) {
                let next = Cue.skipSpaces(f, from: i + 1)
                if next < sentence.upperBound, takers.match(f, at: next) != nil { starts.append(next) }
            }
        }
        guard starts.count >= 1 else { return [] }
        var found: [(title: String, lineOffset: Int)] = []
        for (n, start) in starts.enumerated() {
            let end = n + 1 < starts.count ? starts[n + 1] : f.count
            // (Up to the sentence's full stop: `The former records X; use it only while developing.`)
            let sentenceEnd = (start..<end).first { i in
                "。！？!?".unicodeScalars.contains(f[i]) || (f[i] == "." && (i + 1 == f.count || Cue.isSpace(f[i + 1])))
            }.map { $0 + 1 } ?? end
            let part = Array(f[start..<sentenceEnd])
            let says = cues.set(.suitability).contains(in: part) || cues.set(.recommendation).contains(in: part)
                || cues.set(.ruleChoice).firstMatch(in: part).map { $0.count > 1 } == true || cues.isDirective(part)
            guard says, !cues.goesWrong(part) else { continue }
            // (A paragraph wrapped at a fixed width: its lines are joined before the first clause is cut.)
            let title = Self.clause(EntryExtractor.oneLine(folded.original(start..<sentenceEnd)))
            guard !title.isEmpty else { continue }
            found.append((title, Cue.lineOffset(f, before: start)))
        }
        return found
    }

    /// `X は使わない。Y を使う`, `不要用 X。用 Y。`, `Don't use X. Use Y.`: a text whose first sentence rules an
    /// option out and whose next opens or closes with a choice verb, nothing going wrong in either.
    private func ruledOutThenPicked(_ folded: FoldedText) -> (title: String, use: String)? {
        let f = folded.scalars
        let sentences = CautionRecognizer.sentences(f)
        guard sentences.count >= 2 else { return nil }
        let first = Array(f[sentences[0]]), second = Array(f[sentences[1]])
        guard cues.set(.prohibition).contains(in: first), !Self.isQuestion(first), !cues.goesWrong(first), !cues.goesWrong(second),
              Self.choiceOpensOrCloses(second, cues: cues) else { return nil }
        let title = Self.clause(folded.original(sentences[0])).trimmingCharacters(in: .init(charactersIn: "-*•・ "))
        let use = folded.original(sentences[1]).trimmed
        return title.isEmpty || use.isEmpty ? nil : (title, use)
    }

    /// Whether two titles state one situation and its negation (`コンテンツを隠したい` / `コンテンツを隠したくない`,
    /// `需要动画` / `不需要动画`, `Keep the keyboard` / `Don't keep the keyboard`): what differs between them is
    /// only a word of negation added to one, the rest shared and naming something (`Candidate.namesSomething`:
    /// `动画` / `不动画` name a topic).
    func negates(_ a: String, _ b: String) -> Bool {
        let x = cues.fold(cues.withoutOrdinal(a)).scalars, y = cues.fold(cues.withoutOrdinal(b)).scalars
        var prefix = 0
        while prefix < min(x.count, y.count), x[prefix] == y[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < min(x.count, y.count) - prefix, x[x.count - 1 - suffix] == y[y.count - 1 - suffix] { suffix += 1 }
        var shared = String.UnicodeScalarView()
        shared.append(contentsOf: x[..<prefix])
        shared.append(contentsOf: x[(x.count - suffix)...])
        guard Candidate.namesSomething(String(shared)) else { return false }
        let left = Array(x[prefix..<(x.count - suffix)]), right = Array(y[prefix..<(y.count - suffix)])
        guard left.isEmpty != right.isEmpty else { return false }
        return cues.set(.negation).isWhole(left.isEmpty ? right : left)
    }

    /// `→` or `⇒`: what leads from a situation to a choice, or from a trigger to what goes wrong.
    static func isArrow(_ c: Unicode.Scalar) -> Bool { c == "→" || c == "⇒" }

    /// Whether a name in code or Latin letters starts at `i` (after spaces): `` `Text` ``, `LazyVStack`.
    static func namesCodeAt(_ f: [Unicode.Scalar], _ i: Int) -> Bool {
        let at = Cue.skipSpaces(f, from: i)
        return at < f.count && (f[at] == "`" || (f[at].isASCII && f[at].properties.isAlphabetic) || f[at] == "@")
    }

    /// Whether a text is inside quotation marks (`「…」`, `『…』`, `“…”`, `"…"`), read one scalar at a time.
    struct Quotes {
        private var depth = 0, ascii = false
        var isOpen: Bool { depth > 0 || ascii }
        mutating func read(_ c: Unicode.Scalar) {
            switch c {
            case "「", "『", "“": depth += 1
            case "」", "』", "”": depth = max(0, depth - 1)
            case "\"": ascii.toggle()
            default: break
            }
        }
    }

    /// The quotation marks open before `end`.
    static func quoteDepth(_ f: [Unicode.Scalar], before end: Int) -> Quotes {
        var quotes = Quotes()
        for c in f[..<min(end, f.count)] { quotes.read(c) }
        return quotes
    }

    private static func isHiragana(_ c: Unicode.Scalar) -> Bool { (0x3041...0x3096).contains(c.value) }

    static func isQuestion(_ sentence: [Unicode.Scalar]) -> Bool { sentence.last == "?" || sentence.last == "？" }

    /// Whether an opening bracket before `index` is still open there.
    static func inBrackets(_ s: [Unicode.Scalar], at index: Int) -> Bool {
        var depth = 0
        for c in s[..<index] {
            if c == "(" || c == "（" { depth += 1 } else if (c == ")" || c == "）") && depth > 0 { depth -= 1 }
        }
        return depth > 0
    }

    /// Whether a choice verb opens or closes `option` (`use X`, `X を使う`).
    static func choiceOpensOrCloses(_ option: [Unicode.Scalar], cues: CueReader) -> Bool {
        let choice = cues.set(.ruleChoice)
        let body = Cue.trimmed(option)
        guard !body.isEmpty else { return false }
        if choice.match(option, at: body.lowerBound) != nil { return true }
        return body.contains { i in choice.match(option, at: i).map { i + $0 >= body.upperBound - 1 } ?? false }
    }

    /// `X → crashes`, `X → 内存泄漏`: an arrow from a trigger to what goes wrong (outside numbered steps),
    /// or nil.
    func consequence(_ text: String, inSteps steps: Bool = false) -> (trigger: String, outcome: String)? {
        guard !steps else { return nil }
        let folded = cues.fold(text)
        let f = folded.scalars
        // (An arrow inside quotation marks is a line of thought the text quotes, no consequence.)
        guard let arrow = f.firstIndex(where: Self.isArrow), !Self.quoteDepth(f, before: arrow).isOpen,
              !f[(arrow + 1)...].contains(where: Self.isArrow) else { return nil }
        // What goes wrong is said in the arrow's own sentence (`UIKit → SwiftUI：…。直接加 view 会…` gives a direction).
        let rest = Array(f[(arrow + 1)...])
        guard cues.goesWrong(CautionRecognizer.sentences(rest).first.map { Array(rest[$0]) } ?? rest) else { return nil }
        let trigger = folded.original(0..<arrow).trimmed
        let outcome = Self.clause(folded.original(from: arrow + 1))
        guard Cue.hasWordContent(f[0..<arrow]), !trigger.isEmpty, !outcome.isEmpty else { return nil }
        return (trigger, outcome)
    }

    /// `Use Y when X` / `Prefer Y if X`: a choice word first, then a condition word after a space. (In prose an
    /// imperative with a later `for` or `if` is seldom a choice, `Use these for quick checks`: only `when` names one.)
    private func reversedRule(_ folded: FoldedText, from start: Int, inProse prose: Bool) -> (when: String, use: String)? {
        let f = folded.scalars
        guard let choice = cues.set(.ruleChoice).match(f, at: start), Cue.hasWordContent(f[start..<(start + choice)]),
              f[start].isASCII else { return nil }
        var i = start + choice
        while i < f.count, !Cue.isSentenceEnd(f[i]) {
            if f[i - 1] == " " || f[i - 1] == ",", let length = cues.set(.ruleConditionOpener).match(f, at: i),
               !prose || f[i...].starts(with: "when ".unicodeScalars) || f[i...].starts(with: "whenever ".unicodeScalars) {
                let use = folded.original((start + choice)..<i).trimmed.trimmingCharacters(in: .init(charactersIn: ","))
                let when = Self.clause(folded.original(from: Cue.skipSpaces(f, from: i + length)))
                guard !use.isEmpty, !when.isEmpty, when.count <= 100 else { return nil }
                return (when, use)
            }
            i += 1
        }
        return nil
    }

    /// Whether a choice phrase that opens with a particle (`を使う`, `に任せる`, `が向いている`) closes the text.
    private func particleChoice(_ f: [Unicode.Scalar], from start: Int) -> Bool {
        var i = start
        let set = cues.set(.ruleChoice)
        while i < f.count {
            if Self.isHiragana(f[i]), set.match(f, at: i) != nil { return true }
            i += 1
        }
        return false
    }

    /// An option's words before an aside (`此方式——例如…`, `X (see below)`): what names the option.
    static func lead(of option: String) -> String {
        String(option.prefix { !"—（(：:".contains($0) }).trimmed
    }

    /// The text up to the end of its first clause (`，`, `。`, `;`, ` — `), trimmed.
    static func clause(_ text: String) -> String {
        var result = ""
        for c in text {
            if "，。；;\n".contains(c) || c == "→" { break }
            result.append(c)
        }
        return result.trimmed.trimmingCharacters(in: .init(charactersIn: ".,:：、"))
    }
}
