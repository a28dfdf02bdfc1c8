import BridgeKBModel

/// Lists the places of a document that may state an entry, from its structure alone: every heading,
/// list item, paragraph (and each later sentence of a long one), table row, note and prose comment in a
/// listing. Whether one is an entry is for `EntryModel` to say.
package enum CandidateFinder {
    /// A paragraph spanning more lines than this also offers its later sentences, each on its own line.
    static let sentenceReach = 3
    /// Characters of a heading's own blocks kept as its body.
    static let bodyLimit = 1_200

    /// The candidates of a document; each knows the groups of the `recognized` entries on its line.
    /// `foreign`: the document's `ForeignSections` when the caller has them already.
    package static func candidates(in document: Document, recognized: [Entry] = [], foreign: Set<String>? = nil) -> [Candidate] {
        var walker = Walker(lastLine: max(1, document.allSections.last?.range.endLine ?? 1))
        walker.blocks(document.preamble, path: [], sectionID: "")
        walker.sections(document.sections, path: [])
        let foreign = foreign ?? ForeignSections.ids(in: document)
        let found = foreign.isEmpty ? walker.found : walker.found.filter { !foreign.contains($0.sectionID) }
        guard !recognized.isEmpty else { return found }
        let byLine = Dictionary(grouping: recognized, by: \.source.line)
        return found.map { candidate in
            var candidate = candidate
            candidate.recognized = (byLine[candidate.line] ?? []).map { EntryGroup($0.kind) }
            return candidate
        }
    }

    private struct Walker {
        let lastLine: Int
        var found: [Candidate] = []

        init(lastLine: Int) { self.lastLine = lastLine }

        mutating func add(_ candidate: Candidate) {
            var candidate = candidate
            candidate.position = Double(candidate.line) / Double(lastLine)
            found.append(candidate)
        }

        mutating func sections(_ sections: [Section], path: [String], numbers: [String] = [], steps: (parent: String, ids: Set<String>)? = nil) {
            for (index, section) in sections.enumerated() {
                let title = section.title.isEmpty ? section.heading : section.title
                let ownEnd = section.blocks.last?.range.endLine ?? section.range.startLine
                var heading = Candidate(shape: .heading, line: section.range.startLine, endLine: ownEnd, text: title,
                                        path: path, sectionID: section.id)
                heading.depth = section.level
                heading.named = Candidate.namesSomething(section.title)
                heading.siblings = sections.count
                heading.index = index
                heading.children = section.children.count
                heading.childTitles = section.children.map { $0.title.isEmpty ? $0.heading : $0.title }
                if let steps, steps.ids.contains(section.id) { heading.stepOf = steps.parent }
                let numbers = numbers + [section.number].compactMap { $0 }
                heading.numbers = numbers
                heading.body = CandidateFinder.prefix(section.blocks.filter { $0.snippet == nil }.map(\.plainText).joined(separator: "\n"),
                                                      CandidateFinder.bodyLimit)
                let snippets = section.blocks.compactMap(\.snippet)
                heading.listings = snippets.count
                heading.swiftListings = snippets.filter { $0.language == .swift }.count
                heading.marker = CandidateFinder.marker(of: snippets)
                heading.snippetIDs = snippets.map(\.id)
                heading.firstListingLine = section.blocks.first { $0.snippet != nil }?.range.startLine
                heading.opensWithListing = section.blocks.first?.snippet != nil
                add(heading)
                blocks(section.blocks, path: path + [title], sectionID: section.id)
                let announced = CandidateFinder.announcedSteps(of: section)
                self.sections(section.children, path: path + [title], numbers: numbers, steps: announced.isEmpty ? nil : (section.id, announced))
            }
        }

        mutating func blocks(_ blocks: [Block], path: [String], sectionID: String, depth: Int = 1, leadIn: String = "") {
            var previousProse = leadIn
            for (index, block) in blocks.enumerated() {
                let following = Self.listingsAfter(blocks, index)
                switch block {
                case .paragraph(let p):
                    var candidate = Candidate(shape: .paragraph, line: p.range.startLine, endLine: p.range.endLine, text: p.text,
                                              path: path, sectionID: sectionID)
                    candidate.apply(following)
                    candidate.leadIn = previousProse
                    add(candidate)
                    sentences(of: p, path: path, sectionID: sectionID)
                    previousProse = p.text
                case .note(let n):
                    var candidate = Candidate(shape: .note, line: n.range.startLine, endLine: n.range.endLine, text: n.text,
                                              path: path, sectionID: sectionID)
                    candidate.apply(following)
                    add(candidate)
                    previousProse = n.text
                case .list(let list):
                    for (i, item) in list.items.enumerated() {
                        var candidate = Candidate(shape: .item, line: item.range.startLine, endLine: item.range.endLine, text: item.text,
                                                  path: path, sectionID: sectionID)
                        candidate.depth = depth
                        candidate.siblings = list.items.count
                        candidate.index = i
                        candidate.leadIn = previousProse
                        let nested = item.children.flatMap { block -> [ListBlock.Item] in
                            if case .list(let l) = block { return l.items }
                            return []
                        }
                        candidate.children = nested.count
                        candidate.body = item.children.map(\.plainText).joined(separator: "\n")
                        let snippets = item.children.compactMap(\.snippet)
                        candidate.listings = snippets.count
                        candidate.swiftListings = snippets.filter { $0.language == .swift }.count
                        candidate.marker = CandidateFinder.marker(of: snippets)
                        candidate.snippetIDs = snippets.map(\.id)
                        if i == list.items.count - 1, snippets.isEmpty { candidate.apply(following) }
                        add(candidate)
                        self.blocks(item.children, path: path, sectionID: sectionID, depth: depth + 1, leadIn: item.text)
                    }
                case .table(let table):
                    let header = table.header.joined(separator: " | ")
                    for (i, row) in table.rows.enumerated() {
                        let line = i < table.rowLines.count ? table.rowLines[i] : table.range.startLine
                        var candidate = Candidate(shape: .row, line: line, endLine: line, text: row.joined(separator: " | "),
                                                  path: path, sectionID: sectionID)
                        candidate.siblings = table.rows.count
                        candidate.index = i
                        candidate.leadIn = previousProse
                        candidate.body = header
                        add(candidate)
                    }
                case .lifecycle(let table):
                    for (i, entry) in table.entries.enumerated() {
                        var candidate = Candidate(shape: .row, line: entry.line, endLine: entry.line,
                                                  text: "\(entry.method) | \(entry.description)", path: path, sectionID: sectionID)
                        candidate.siblings = table.entries.count
                        candidate.index = i
                        candidate.leadIn = previousProse
                        add(candidate)
                    }
                case .code(let snippet):
                    comments(in: snippet, path: path, sectionID: sectionID)
                case .diagram:
                    continue
                }
            }
        }

        /// The later sentences of a paragraph that runs over several lines, each anchored on its own line.
        mutating func sentences(of paragraph: Paragraph, path: [String], sectionID: String) {
            guard paragraph.range.endLine - paragraph.range.startLine >= CandidateFinder.sentenceReach else { return }
            var line = paragraph.range.startLine
            var lastAnchor = paragraph.range.startLine
            var sentence = ""
            var sentenceLine = line
            for character in paragraph.text {
                if character == "\n" {
                    line += 1
                    if !sentence.isEmpty { sentence.append(" ") }
                    continue
                }
                if sentence.isEmpty { sentenceLine = line }
                sentence.append(character)
                if "。！？!?".contains(character) || (character == "." && sentence.count > 30) {
                    if sentenceLine - lastAnchor > CandidateFinder.sentenceReach {
                        add(Candidate(shape: .sentence, line: sentenceLine, endLine: line, text: sentence, path: path, sectionID: sectionID))
                        lastAnchor = sentenceLine
                    }
                    sentence = ""
                }
            }
        }

        /// Prose inside a listing's comments (`// 注意: …`, `# このままだとリークする`), a run of comment lines at a time.
        mutating func comments(in snippet: Snippet, path: [String], sectionID: String) {
            let lines = CandidateFinder.lines(of: snippet.code)
            let span = snippet.range.endLine - snippet.range.startLine + 1
            let first = snippet.range.startLine + (span > lines.count ? 1 : 0)
            var run: (line: Int, text: String)?
            func flush(_ walker: inout Walker) {
                if let r = run, CandidateFinder.isProse(r.text) {
                    var candidate = Candidate(shape: .comment, line: r.line, endLine: r.line, text: r.text, path: path, sectionID: sectionID)
                    candidate.marker = snippet.marker
                    candidate.snippetIDs = [snippet.id]
                    walker.add(candidate)
                }
                run = nil
            }
            for (offset, raw) in lines.enumerated() {
                let text = raw.drop { $0 == " " || $0 == "\t" }
                if let comment = CandidateFinder.commentText(text) {
                    if run == nil { run = (first + offset, "") }
                    run!.text += (run!.text.isEmpty ? "" : " ") + comment
                } else {
                    flush(&self)
                }
            }
            flush(&self)
        }

        /// The listings right after block `index` (before the next prose), with their markers.
        static func listingsAfter(_ blocks: [Block], _ index: Int) -> [Snippet] {
            var result: [Snippet] = []
            var i = index + 1
            while i < blocks.count, let snippet = blocks[i].snippet {
                result.append(snippet)
                i += 1
            }
            return result
        }
    }

    /// The children of a section that its own numbered list names, one item each (`1. 创建地址对象` over `### 创建地址对象`),
    /// when it names two or more: the steps of the one task the section tells.
    static func announcedSteps(of section: Section) -> Set<String> {
        guard section.children.count >= 2 else { return [] }
        let items = section.blocks.flatMap { block -> [String] in
            if case .list(let list) = block, list.ordered { return list.items.map(\.text) }
            return []
        }
        guard items.count >= 2 else { return [] }
        let named = section.children.filter { child in
            let title = child.title.isEmpty ? child.heading : child.title
            return items.contains { names($0, title) }
        }
        return named.count >= 2 ? Set(named.map(\.id)) : []
    }

    /// Whether a list item names a heading: most pairs of adjacent letters of the heading (case, spaces and
    /// punctuation aside) are in the item (`URLRequestオブジェクトの生成` names `URLRequestの生成`).
    static func names(_ item: String, _ title: String) -> Bool {
        func letters(_ text: String) -> [Character] { text.lowercased().filter { $0.isLetter || $0.isNumber } }
        let title = letters(title), item = letters(item)
        guard title.count >= 2, item.count >= 2 else { return false }
        let pairs = zip(title, title.dropFirst()).map { String([$0, $1]) }
        let itemPairs = Set(zip(item, item.dropFirst()).map { String([$0, $1]) })
        return Double(pairs.filter(itemPairs.contains).count) >= 0.75 * Double(pairs.count)
    }

    /// `text.split(separator: "\n", omittingEmptySubsequences: false)`, cut on the UTF-8 bytes: a `\n`
    /// not after `\r` is a `Character` of its own (CR LF is one), so the lines are the same, without a
    /// grapheme walk over every listing of the guide.
    static func lines(of text: String) -> [Substring] {
        var lines: [Substring] = []
        let utf8 = text.utf8
        var start = utf8.startIndex, i = utf8.startIndex
        var previous: UInt8 = 0
        while i != utf8.endIndex {
            let byte = utf8[i]
            let next = utf8.index(after: i)
            if byte == UInt8(ascii: "\n") && previous != UInt8(ascii: "\r") {
                lines.append(text[start..<i])
                start = next
            }
            previous = byte
            i = next
        }
        lines.append(text[start...])
        return lines
    }

    /// `String(text.prefix(n))`, read off the UTF-8 bytes while the text is made of scalars that are each
    /// a character no neighbour joins (`isLone`): then its first n scalars are its first n characters.
    /// Any other text is cut by characters.
    static func prefix(_ text: String, _ n: Int) -> String {
        guard text.utf8.count > n else { return text }
        var copy = text
        let end = copy.withUTF8 { bytes -> Int? in
            var i = 0, taken = 0
            while i < bytes.count {
                let lead = UInt32(bytes[i])
                let value: UInt32, width: Int
                if lead < 0x80 {
                    (value, width) = (lead, 1)
                } else if lead >= 0xE0 && lead < 0xF0 {
                    (value, width) = ((lead & 0x0F) << 12 | UInt32(bytes[i + 1] & 0x3F) << 6 | UInt32(bytes[i + 2] & 0x3F), 3)
                } else {
                    return nil
                }
                guard isLone(value) else { return nil }
                if taken == n { return i }
                i += width
                taken += 1
            }
            return i
        }
        guard let end else { return String(text.prefix(n)) }
        return String(text[..<text.utf8.index(text.utf8.startIndex, offsetBy: end)])
    }

    /// Tab, line feed, printable ASCII, CJK punctuation (not its tone marks), kana (not the combining
    /// sound marks), CJK ideographs and full-width forms: a grapheme break stands on both sides of each.
    private static func isLone(_ value: UInt32) -> Bool {
        switch value {
        case 0x09, 0x0A, 0x20...0x7E, 0x3000...0x3029, 0x3041...0x3096, 0x30A1...0x30FA, 0x4E00...0x9FFF, 0xFF01...0xFF5E: return true
        default: return false
        }
    }

    /// The marker a run of listings carries: bad wins over good.
    static func marker(of snippets: [Snippet]) -> Snippet.Marker {
        if snippets.contains(where: { $0.marker == .bad }) { return .bad }
        return snippets.contains(where: { $0.marker == .good }) ? .good : .none
    }

    /// The text of a comment line (`//`, `///`, `#`, `/*`, `*`), or nil when the line is code.
    static func commentText<S: StringProtocol>(_ line: S) -> String? {
        for opener in ["///", "//", "/*", "# ", "* "] where line.hasPrefix(opener) {
            var rest = line.dropFirst(opener.count)
            if rest.hasSuffix("*/") { rest = rest.dropLast(2) }
            return String(rest).trimmed
        }
        return nil
    }

    /// Whether a comment is prose a reader reads (a few words or ideographs), not a marker or code.
    static func isProse(_ text: String) -> Bool {
        let ideographs = text.unicodeScalars.filter { $0.value >= 0x3040 && $0.value <= 0x9FFF }.count
        let words = text.split(whereSeparator: { $0 == " " }).filter { $0.count > 1 }.count
        return ideographs >= 6 || words >= 5
    }
}

private extension Candidate {
    /// Takes the listings that follow a paragraph, note or item: it leads into them.
    mutating func apply(_ listings: [Snippet]) {
        guard !listings.isEmpty else { return }
        self.listings = listings.count
        swiftListings = listings.filter { $0.language == .swift }.count
        marker = CandidateFinder.marker(of: listings)
        snippetIDs = listings.map(\.id)
    }
}
