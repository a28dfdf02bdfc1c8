/// A list whose bullets a copy dropped is a run of bare lines of like length; a heading that a browser set off
/// from it by a single line break (HTML's `innerText`) shares its run but not its shape: a few words where the
/// items are sentences or phrases.
enum BareItems {
    /// Whether `line` stands apart from the bare items next to it: shaped as a heading (not labelled, not a lead-in)
    /// at most half (`margin`) as wide as the narrowest of the items (a CJK character counts two columns), and not of their form:
    /// a line that closes a bracket as they do (`State（ 持有某个值 ）` below `StateObject（ … ）`) is one more item.
    static func standsApart<S: Collection>(_ line: String, from items: S, margin: Int = 2) -> Bool where S.Element == String {
        guard !items.isEmpty, HeadingShape.isHeadingShaped(line), !HeadingShape.isLabelledLine(line),
              !HeadingShape.isLeadIn(line), let narrowest = items.map(width).min() else { return false }
        if items.contains(line) { return false }  // a line of a log that comes again
        if let last = line.unicodeScalars.last, closingBrackets.contains(last),
           items.contains(where: { $0.unicodeScalars.last == last }) { return false }
        return margin * width(line) <= narrowest
    }

    private static let closingBrackets = Set("）)」』】]》".unicodeScalars)

    /// How many lines open a run as headings above its bare items (a heading right above its first subheading, up to
    /// three): the most such that each of them stands apart from the (up to three) items right below them, the run's
    /// last line aside.
    static func headingsAbove(_ run: [String]) -> Int {
        (1...3).reversed().first { count in
            run.count - count >= 2
                && run[0..<count].allSatisfy { standsApart($0, from: run[count..<min(count + 3, run.count - 1)]) }
        } ?? 0
    }

    /// The offsets of the lines inside a run of bare items that stand apart from the two items above and the two
    /// below them by a wider margin (a third of the narrowest's width: one short item among long ones is likelier
    /// inside a list than at its ends): a heading between two lists whose bullets the copy dropped (`While debugging`
    /// between the parts of a checklist).
    static func headingsBetween(_ run: [String]) -> [Int] {
        guard run.count >= 5 else { return [] }
        return (2..<(run.count - 2)).filter { i in standsApart(run[i], from: [run[i - 2], run[i - 1], run[i + 1], run[i + 2]], margin: 3) }
    }

    /// Whether a run of bare lines closes with its first line again (`Setup` … `Setup`): a contents list glued to the
    /// heading of its first section, which it named first. The line comes nowhere between, and reads as a heading
    /// (a question too, as pages of questions list them).
    static func repeatsOpening(_ run: [String]) -> Bool {
        guard run.count >= 3, let last = run.last, last == run[0], !run[1..<(run.count - 1)].contains(last) else { return false }
        return HeadingShape.isHeadingShaped(last, questions: true) && !HeadingShape.isLabelledLine(last)
    }

    /// Whether `line` names a section every kind of page may have, by a name a heading alone uses: the page's
    /// environment (`Requirements`, `対象環境`) or a closing section (`License`, `まとめ`, `参考`). Glued into a run of
    /// bare items, such a line is a heading whatever its width (`対象環境` above `Swift 6`).
    static func namesSection(_ line: String) -> Bool {
        line.hasAtMost(24) && (HeadingShape.isEnvironment(line) || HeadingShape.isClosing(line))
            && HeadingShape.isHeadingShaped(line) && !HeadingShape.isLabelledLine(line)
    }

    /// Columns a line takes on screen: two for a CJK character, one for anything else.
    static func width(_ line: String) -> Int {
        line.unicodeScalars.reduce(0) { $0 + (CharacterClass.isCJK($1) ? 2 : 1) }
    }
}

extension LineShape {
    /// `[ ] …`, `[x] …`: a checklist's box, which marks a list item where the copy dropped the bullet (never code).
    static func isCheckboxItem(_ line: String) -> Bool {
        let t = line.trimmed
        return t.hasPrefix("[ ] ") || t.hasPrefix("[x] ") || t.hasPrefix("[X] ")
    }
}
