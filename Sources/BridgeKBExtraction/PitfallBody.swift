import BridgeKBModel
/// Symptom, cause and fix gathered from the blocks of a pitfall: labelled paragraphs (`问题：`,
/// `【原因】`, `**Fix**:`), prose that turns to the fix, lists and notes, ❌ / ✅ labels switching between
/// the problem and the fix.
struct PitfallBody {
    var symptom: [String] = []
    var cause: [String] = []
    var fix: [String] = []
    /// The lines a good listing adds to the bad one, the fix when no words give it.
    private(set) var codeFix: String?
    /// The fix as one text: its words, else the code a good listing adds.
    var fixText: String { fix.isEmpty ? codeFix ?? "" : fix.joined(separator: "\n") }
    /// Where unlabelled text goes: the problem until a fix label or a ✅ label, then the fix.
    private var inFix = false
    /// Where unlabelled text goes while reading a section titled by a label (`原因`, `【対策】`).
    private var labelled: CueReader.Field?
    /// Whether the blocks being read show the wrong way (after a ❌ label or under a ❌ heading).
    private var showsBad = false
    /// The field a paragraph holding only its label announced for the blocks after it.
    private var announced: CueReader.Field?
    /// The statements of the bad listings read so far.
    private var badCode: Set<String> = []
    /// The most lines a good listing may add to the bad one for them to be the fix.
    static let addedLines = 3

    init() {}

    /// Reads blocks in order; `good` says the blocks show the right way (a ✅ child), so their prose is
    /// the fix.
    mutating func read(_ blocks: [Block], cues: CueReader, good: Bool = false) {
        if good { inFix = true; showsBad = false }
        for block in blocks {
            switch block {
            case .paragraph(let p):
                if let marker = cues.marker(in: p.text) {
                    inFix = marker.marker == .good
                    showsBad = marker.marker == .bad
                    // `**Correct**: Choose one approach.` — a marker word opening prose labels it.
                    if marker.rest.count > 2 { read(text: marker.rest, cues: cues) }
                    continue
                }
                let segments = cues.segments(of: p.text)
                if segments.count == 1, let field = segments[0].field, segments[0].text.trimmed.isEmpty {
                    // A label alone (`**症状**：`, `**Fix**:`) announces the blocks after it.
                    announced = field
                    inFix = field == .fix
                    continue
                }
                announced = nil
                read(text: p.text, cues: cues)
            case .list(let list) where Self.isLabelledList(list, cues: cues):
                // Label lines copied from a page read as a list of bare lines (`症状：…` / `原因：…`).
                for item in list.items { read(text: item.text, cues: cues) }
            case .list(let list):
                // `上面的写法其实有问题。…` then `改成 …`: from the item a remedy opens, the lines are the fix.
                let turn = inFix || labelled != nil ? nil : list.items.firstIndex { cues.opensFix($0.text) }
                let before = list.items[..<(turn ?? list.items.count)], after = list.items[(turn ?? list.items.count)...]
                if !before.isEmpty { append(before.map { "• " + $0.text }.joined(separator: "\n")) }
                if !after.isEmpty {
                    fix.append(after.count == 1 ? after[after.startIndex].text : after.map { "• " + $0.text }.joined(separator: "\n"))
                    inFix = true
                }
            case .note(let n):
                read(text: n.text, cues: cues)
            case .code(let snippet) where announced == .symptom || announced == .cause:
                // A log pasted under `**症状**：` is the symptom: its line that reports the failure.
                if snippet.language == .text, let shown = EntryFields.message(in: snippet) {
                    if announced == .symptom { symptom.append(shown) } else { cause.append(shown) }
                }
                announced = nil
            case .code(let snippet) where inFix:
                // `**✅ CORRECT**:` then a listing: what its comment says it does is the fix in words; else the
                // lines it adds to the bad listing before it are, when no words give the fix.
                guard fix.isEmpty else { break }
                if let said = Self.proseComment(in: snippet, cues: cues) { fix.append(said) }
                else if codeFix == nil { codeFix = Self.added(by: snippet, to: badCode) }
            case .code(let snippet) where showsBad:
                badCode.formUnion(Self.statements(of: snippet))
                // A bad listing whose comment says what goes wrong (`// nothing removes it, so listeners pile
                // up`) states the problem when no prose does.
                if symptom.isEmpty, labelled == nil, let said = Self.proseComment(in: snippet, cues: cues, trailing: true) {
                    symptom.append(said)
                }
            default:
                break
            }
        }
    }

    /// Reads the blocks of a section titled by a label (`● 原因`, `3. 原因`, `【解决方案】`): their
    /// unlabelled text goes to that label's field.
    mutating func read(_ blocks: [Block], cues: CueReader, as field: CueReader.Field) {
        labelled = field
        read(blocks, cues: cues)
        labelled = nil
        inFix = field == .fix
    }

    /// Marks the start of bad-example blocks (a ❌ child): unlabelled text is the problem again.
    mutating func startProblem() { inFix = false; showsBad = true }

    private mutating func read(text: String, cues: CueReader) {
        let segments = cues.segments(of: text)
        for segment in segments where !segment.text.isEmpty {
            switch segment.field {
            case .symptom?: symptom.append(segment.text); inFix = false
            case .cause?: cause.append(segment.text); inFix = false
            case .fix?: fix.append(segment.text); inFix = true
            case nil:
                if !inFix, segments.count == 1, let split = cues.splitAtFix(segment.text) {
                    if !split.before.isEmpty { symptom.append(split.before) }
                    fix.append(split.fix)
                    inFix = true
                } else {
                    append(segment.text)
                }
            }
        }
    }

    private mutating func append(_ text: String) {
        switch labelled {
        case .symptom?: symptom.append(text)
        case .cause?: cause.append(text)
        case .fix?: fix.append(text)
        case nil: if inFix { fix.append(text) } else { symptom.append(text) }
        }
    }

    /// The first run of whole-line comments in a listing that reads as prose (`// Use relative
    /// constraints, not fixed widths`), without a ✅ mark opening it; nil when it has none. `trailing`:
    /// else the first comment after code on its line that reads as prose (`append(c)  // keeps self alive`).
    static func proseComment(in snippet: Snippet, cues: CueReader, trailing: Bool = false) -> String? {
        var run: [String] = []
        var after: [String] = []
        for line in snippet.code.split(separator: "\n") {
            if let comment = CandidateFinder.commentText(line.drop { $0 == " " || $0 == "\t" }) {
                run.append(comment)
            } else if !run.isEmpty {
                break
            } else if trailing, let slashes = line.range(of: "  // ") {
                after.append(line[slashes.upperBound...].trimmed)
            }
        }
        if run.isEmpty, let first = after.first(where: CandidateFinder.isProse) { run = [first] }
        var text = run.joined(separator: " ")
        if let marked = cues.marker(in: text) { text = marked.rest }
        return CandidateFinder.isProse(text) ? text : nil
    }

    /// A listing's statements: its lines without comments or surrounding spaces, comment-only and empty
    /// lines left out.
    static func statements(of snippet: Snippet) -> [String] {
        snippet.code.split(separator: "\n").compactMap { line in
            // A comment opens the line or follows a space (`https://` inside a string is code).
            let code = (line.range(of: " //").map { line[..<$0.lowerBound] } ?? line[...]).trimmed
            return code.isEmpty || code.hasPrefix("//") ? nil : code
        }
    }

    /// What a good listing adds to the bad listings before it (`view.translatesAutoresizingMaskIntoConstraints
    /// = false`), as code spans one to a line: nil without a bad listing, or when it adds none or more than a
    /// few lines (a rewrite, not a change).
    static func added(by snippet: Snippet, to bad: Set<String>) -> String? {
        guard !bad.isEmpty else { return nil }
        let added = statements(of: snippet).filter { !bad.contains($0) }
        guard (1...addedLines).contains(added.count) else { return nil }
        return added.map { "`\($0)`" }.joined(separator: "\n")
    }

    /// Whether any label named the problem and any named its cause or fix, in paragraphs or in a list
    /// of label lines.
    static func isLabelled(_ blocks: [Block], cues: CueReader) -> Bool {
        let fields = labels(in: blocks, cues: cues)
        return fields.contains(.symptom) && (fields.contains(.cause) || fields.contains(.fix))
    }

    /// Whether labels named both a problem's cause and its fix (`原因：…` then `解决方法：…`): the problem is
    /// the heading above them.
    static func labelsCauseAndFix(_ blocks: [Block], cues: CueReader) -> Bool {
        let fields = labels(in: blocks, cues: cues)
        return fields.contains(.cause) && fields.contains(.fix)
    }

    /// Whether the labels tell exactly one problem (one symptom label, and a cause or fix label).
    static func tellsOneProblem(_ blocks: [Block], cues: CueReader) -> Bool {
        let fields = labels(in: blocks, cues: cues)
        return fields.filter { $0 == .symptom }.count == 1 && (fields.contains(.cause) || fields.contains(.fix))
    }

    /// The labels of paragraphs and of lists of label lines, in order.
    private static func labels(in blocks: [Block], cues: CueReader) -> [CueReader.Field] {
        var fields: [CueReader.Field] = []
        for block in blocks {
            switch block {
            case .paragraph(let p): fields += cues.segments(of: p.text).compactMap(\.field)
            case .list(let list) where isLabelledList(list, cues: cues):
                fields += list.items.flatMap { cues.segments(of: $0.text).compactMap(\.field) }
            default: continue
            }
        }
        return fields
    }

    /// A list whose every item opens with a label.
    static func isLabelledList(_ list: ListBlock, cues: CueReader) -> Bool {
        !list.items.isEmpty && list.items.allSatisfy { cues.segments(of: $0.text).first?.field != nil }
    }
}
