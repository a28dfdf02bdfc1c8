import BridgeKBText
/// A short, one-line piece of a record's text with the spans that matched the query.
public struct Excerpt: Codable, Hashable, Sendable {
    /// The field it was taken from: `title`, `symptom`, `cause`, `fix`, `apis` or `body`.
    public var field: String
    /// The excerpt on one line (a line break between Chinese or Japanese characters dropped, any other
    /// and tabs turned into spaces), `…` where it was cut.
    public var text: String
    /// Matched spans as character offsets into ``text``, sorted and not overlapping.
    public var highlights: [Range<Int>]

    public init(field: String, text: String, highlights: [Range<Int>]) {
        self.field = field
        self.text = text
        self.highlights = highlights
    }

    /// The text with every highlight passed through `mark` (e.g. to colour it), and the text between
    /// them through `plain` (e.g. to escape it).
    public func rendered(plain: (String) -> String = { $0 }, _ mark: (String) -> String) -> String {
        let characters = Array(text)
        var result = ""
        var position = 0
        for range in highlights {
            result += plain(String(characters[position..<range.lowerBound]))
            result += mark(String(characters[range]))
            position = range.upperBound
        }
        return result + plain(String(characters[position...]))
    }

    // MARK: - Making

    /// The excerpt of `text` around its first highlighted span, at most `length` characters: a span
    /// whose token is in `tokens` (the query's own), or a stretch where a term of `terms` (each the
    /// tokens of a glossary or lexicon term the hit matched, in order: ``stream(of:)``) stands whole —
    /// never one token of such a term on its own, which is not what matched (`れず` of 解放されず in
    /// 呼ばれず). Tokens are found by running the tokenizer over the text, so highlights fall on the
    /// same boundaries as the index's tokens. `nil` when nothing is highlighted.
    public static func make(field: String, text: String, tokens: Set<String>, terms: [[String]] = [], tokenizer: Tokenizer,
                            length: Int = 100) -> Excerpt? {
        let characters = Array(text.prefix(20_000))
        let terms = terms.filter { !$0.isEmpty }
        guard !characters.isEmpty, !tokens.isEmpty || !terms.isEmpty else { return nil }
        // Most fields of a hit hold none of its tokens: rule them out on the whole normalised text.
        let normalized = tokenizer.normalizer.normalize(String(characters))
        guard tokens.contains(where: { normalized.contains($0) }) || terms.contains(where: { $0.allSatisfy(normalized.contains) })
        else { return nil }
        // Prepare character by character, so that every prepared scalar knows its character.
        var prepared = String.UnicodeScalarView()
        var owner: [Int] = []
        var dropped: [Int] = []   // prolonged sound marks the normaliser drops: marked with the character before
        var afterKatakana = false
        for (index, character) in characters.enumerated() {
            if (character == "ー" || character == "ｰ") && afterKatakana {
                dropped.append(index)
                continue
            }
            let scalars = tokenizer.normalizer.prepare(String(character)).unicodeScalars
            prepared.append(contentsOf: scalars)
            owner.append(contentsOf: repeatElement(index, count: scalars.count))
            afterKatakana = scalars.last.map(SearchCharacterClass.isKatakanaLetter) ?? false
        }
        var marked = [Bool](repeating: false, count: characters.count)
        let spans = Tokenizer.spans(inPrepared: String(prepared))
        for (token, range) in spans where tokens.contains(token.text) {
            if token.kind == .part && token.text.unicodeScalars.count < 2 { continue }
            for offset in range { marked[owner[offset]] = true }
        }
        if !terms.isEmpty {
            let stream = Self.stream(of: spans)
            let starts = Dictionary(grouping: stream.indices, by: { stream[$0].text })
            for term in terms {
                for start in starts[term[0]] ?? [] where start + term.count <= stream.count
                    && zip(stream[start..<(start + term.count)], term).allSatisfy({ $0.text == $1 }) {
                    for unit in stream[start..<(start + term.count)] { for offset in unit.range { marked[owner[offset]] = true } }
                }
            }
        }
        for index in dropped where marked[index - 1] { marked[index] = true }
        guard let first = marked.firstIndex(of: true) else { return nil }
        let start = wordBoundary(characters, before: max(0, min(first - length / 5, characters.count - length)))
        var end = min(characters.count, start + length)
        // (Closing inside a name, the window gives the name up; never the first highlight.)
        let closed = wordBoundary(characters, before: end)
        if closed > first { end = closed }
        var highlights: [Range<Int>] = []
        var index = start
        while index < end {
            if marked[index] {
                var stop = index
                while stop < end && marked[stop] { stop += 1 }
                highlights.append(index..<stop)
                index = stop
            } else {
                index += 1
            }
        }
        let prefix = start > 0 ? 1 : 0
        let (body, offset) = oneLine(characters, start..<end)
        let text = (start > 0 ? "…" : "") + body + (end < characters.count ? "…" : "")
        return Excerpt(field: field, text: text,
                       highlights: highlights.map { (offset[$0.lowerBound - start] + prefix)..<(offset[$0.upperBound - start] + prefix) })
    }

    /// `index`, or the start of the Latin word it falls inside (`UIViewRepresen|table`): a window never cuts a
    /// name. A word longer than `longestWord` is cut where it is.
    static func wordBoundary(_ characters: [Character], before index: Int) -> Int {
        func inWord(_ i: Int) -> Bool { characters.indices.contains(i) && characters[i].isASCII && (characters[i].isLetter || characters[i].isNumber || characters[i] == "_") }
        guard index > 0, inWord(index - 1), inWord(index) else { return index }
        var i = index
        while i > 0, inWord(i - 1), index - i < longestWord { i -= 1 }
        return inWord(i - 1) ? index : i
    }

    private static let longestWord = 40

    /// `characters[range]` on one line, as ``LineJoining`` joins prose: a line break between two Chinese
    /// or Japanese characters (those just outside the range count) is dropped, any other line break or
    /// tab is a space; and for each offset into the range, 0 through its count, the offset in the line.
    static func oneLine(_ characters: [Character], _ range: Range<Int>) -> (String, [Int]) {
        func isWide(_ index: Int) -> Bool {
            guard characters.indices.contains(index), let scalar = characters[index].unicodeScalars.first else { return false }
            return LineJoining.isWide(scalar)
        }
        var line = "", offset: [Int] = [], count = 0
        for index in range {
            offset.append(count)
            let character = characters[index]
            if character == "\n" || character == "\r\n" {
                if isWide(index - 1) && isWide(index + 1) { continue }
                line.append(" ")
            } else {
                line.append(character == "\t" ? " " : character)
            }
            count += 1
        }
        offset.append(count)
        return (line, offset)
    }

    /// A text's tokens as a term is matched on them, in order: its words and bigrams, and the unigram
    /// of a run of one Han or kana character (as ``QueryPlanner/units(in:)`` takes them, repeats kept).
    public static func stream(of spans: [(token: Token, range: Range<Int>)]) -> [(text: String, range: Range<Int>)] {
        let paired = Set(spans.filter { $0.token.kind == .bigram }.flatMap { [$0.range.lowerBound, $0.range.lowerBound + 1] })
        return spans.compactMap { token, range in
            switch token.kind {
            case .word, .bigram: return (token.text, range)
            case .unigram: return paired.contains(range.lowerBound) ? nil : (token.text, range)
            case .part: return nil
            }
        }
    }

    /// The first `length` characters of `text`, without highlights.
    public static func plain(field: String, text: String, length: Int = 100) -> Excerpt {
        let characters = Array(text.prefix(length + 1))
        let body = oneLine(characters, 0..<min(length, characters.count)).0
        return Excerpt(field: field, text: body + (characters.count > length ? "…" : ""), highlights: [])
    }
}
