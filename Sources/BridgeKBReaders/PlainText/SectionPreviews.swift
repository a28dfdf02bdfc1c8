import BridgeKBModel
/// A section whose text names the headings that come right after it (`表示方法は A する方法と B する方法が
/// あります` above `A する方法` and `B する方法`; a list of techniques whose item opens with the next
/// heading's title): those headings are its parts, every heading between two of them belongs to the
/// first, and the heading after the last one it names is no longer its part. Web copies keep the words
/// of such a preview when they lose the heading sizes. Words of the section's own title or of the page's
/// title (the topic every heading may repeat) name nothing.
enum SectionPreviews {
    /// The most headings after a section that its preview is compared with.
    static let maximumSpan = 30
    /// The longest text (characters, spaces removed) of a section that previews its parts: an
    /// introduction is short; a section with content of its own names much in passing.
    static let maximumText = 800
    /// The shortest run of characters by which a text names a title it does not hold whole.
    static let minimumShared = 6

    /// The sections that preview their parts: each one's element index, and the element indices of the headings
    /// its text names (the first of them the heading right after it). Levels play no part in it.
    static func previews(_ elements: [OutlineBuilder.Element], pageTitle: String = "") -> [(section: Int, parts: [Int], within: [Int])] {
        let positions = elements.indices.filter { if case .heading = elements[$0] { return true } else { return false } }
        guard positions.count >= 2 else { return [] }
        func heading(_ k: Int) -> HeadingLine { if case .heading(let h) = elements[positions[k]] { return h }; fatalError() }
        let titles = positions.indices.map { Array(normalized(heading($0).title)) }
        // The page's topic words (its title's) name no part.
        let topic = Set(fourGrams(Array(normalized(pageTitle))))
        var result: [(section: Int, parts: [Int], within: [Int])] = []
        for k in 0..<(positions.count - 1) {
            let parent = heading(k)
            let blocks = positions[k] + 1 < positions[k + 1]
                ? elements[(positions[k] + 1)..<positions[k + 1]].compactMap { e -> Block? in if case .block(let b) = e { return b }; return nil }
                : []
            guard parent.numbered == nil, !blocks.isEmpty, !OutlineCues.isOpening(parent.title), !HeadingShape.isClosing(parent.title),
                  let named = namedParts(after: k, blocks: blocks, titles: titles, common: topic.union(fourGrams(titles[k])), heading: heading)
            else { continue }
            result.append((positions[k], named.parts.map { positions[$0] }, named.within.map { positions[$0] }))
        }
        return result
    }

    /// Nests the parts each preview names (`previews`, as found before the levels were set) below its section.
    static func apply(_ elements: inout [OutlineBuilder.Element], previews: [(section: Int, parts: [Int], within: [Int])]) {
        let positions = elements.indices.filter { if case .heading = elements[$0] { return true } else { return false } }
        let position = Dictionary(uniqueKeysWithValues: positions.enumerated().map { ($1, $0) })
        func heading(_ k: Int) -> HeadingLine { if case .heading(let h) = elements[positions[k]] { return h }; fatalError() }
        func setLevel(_ k: Int, _ value: Int) {
            var h = heading(k); h.level = max(1, value); elements[positions[k]] = .heading(h)
        }
        for preview in previews {
            guard let k = position[preview.section] else { continue }
            let named = Set(preview.parts.compactMap { position[$0] })
            guard let lastPart = named.max() else { continue }
            // The headings named by the last part's words go with it.
            let last = max(lastPart, preview.within.compactMap { position[$0] }.max() ?? lastPart)
            let level = heading(k).level + 1
            let oldLast = heading(last).level
            for q in (k + 1)...last {
                if named.contains(q) { setLevel(q, level) } else if heading(q).level <= level { setLevel(q, level + 1) }
            }
            // The headings under the last part move with it.
            let delta = heading(last).level - oldLast
            var q = last + 1
            while delta != 0, q < positions.count, q - last <= maximumSpan, heading(q).level > oldLast {
                setLevel(q, heading(q).level + delta)
                q += 1
            }
        }
    }

    /// The headings (positions after `k`) that the section's text names, when they are its parts: the
    /// next heading is one of them, and either two or more are named, or a list item opens with the
    /// next heading's whole title. Nil otherwise. The text names each part once: a heading named only by
    /// words that named an earlier part is inside that part, not one of the parts (`within`: those after the
    /// last part).
    private static func namedParts(after k: Int, blocks: [Block], titles: [[Character]], common: Set<String>,
                                   heading: (Int) -> HeadingLine) -> (parts: [Int], within: [Int])? {
        var text = ""
        var itemOpenings: [String] = []
        for block in blocks {
            switch block {
            case .paragraph(let p): text += normalized(p.text)
            case .list(let l):
                for item in l.items {
                    let t = normalized(item.text)
                    text += t
                    itemOpenings.append(t)
                }
            default: continue
            }
            if text.count > maximumText { return nil }
        }
        guard !text.isEmpty else { return nil }
        let characters = Array(text)
        let grams = Set(fourGrams(characters)).subtracting(common)
        var named: [Int] = []
        var within: [Int] = []
        var owner: [Int: Int] = [:]   // a position in the text → the part whose words stand there
        /// The text's pieces at the positions `keep` accepts, less the common ones.
        func pieces(where keep: (Int) -> Bool) -> Set<String> {
            Set(fourGrams(characters).enumerated().filter { i, _ in (i..<(i + 4)).allSatisfy(keep) }.map(\.element)).subtracting(common)
        }
        for q in (k + 1)..<min(titles.count, k + 1 + maximumSpan) {
            let h = heading(q)
            if h.numbered != nil || HeadingShape.isClosing(h.title) || OutlineCues.isOpening(h.title) { break }
            guard let words = naming(grams, titles[q]) else { continue }
            if let place = unclaimedPlace(of: words, in: characters, claimed: Set(owner.keys)) {
                named.append(q)
                for i in place { owner[i] = q }
                continue
            }
            // Its words stand where an earlier part's do: inside that part, unless the text names it by other words
            // too (`直列なキュー` of one part and `sync` of another: one of the combinations a preview lists).
            let holders = Set(places(of: words, in: characters).flatMap { $0.compactMap { owner[$0] } })
            let other = sharedRun(pieces { owner[$0].map { !holders.contains($0) } ?? true }, titles[q])
            if let other, other.count >= minimumShared {
                named.append(q)
                if let place = unclaimedPlace(of: other, in: characters, claimed: Set(owner.keys)) { for i in place { owner[i] = q } }
            } else {
                within.append(q)
            }
        }
        guard named.first == k + 1 else { return nil }
        if named.count >= 2 { return (named, within.filter { $0 > named.last! }) }
        let next = String(titles[k + 1])
        if next.count >= 4, itemOpenings.contains(where: { $0.hasPrefix(next) }) { return ([k + 1], []) }
        return nil
    }

    /// Whether a text (its four-character pieces) names a title: it holds the whole title, or they share
    /// a run of `minimumShared` characters or more that is at least half the title (`able` of
    /// `UIViewRepresentable` does not name `disabled`).
    static func names(_ grams: Set<String>, _ title: [Character]) -> Bool {
        naming(grams, title) != nil
    }

    /// The characters of a title by which a text names it (`names`), or nil.
    static func naming(_ grams: Set<String>, _ title: [Character]) -> ArraySlice<Character>? {
        guard title.count >= 4, let shared = sharedRun(grams, title),
              shared.count == title.count || (shared.count >= minimumShared && shared.count * 2 >= title.count) else { return nil }
        return shared
    }

    /// The longest run of a title's characters that the text (its four-character pieces) holds, or nil.
    private static func sharedRun(_ grams: Set<String>, _ title: [Character]) -> ArraySlice<Character>? {
        var best = 0, bestEnd = 0, run = 0
        for (g, gram) in fourGrams(title).enumerated() {
            run = grams.contains(gram) ? run + 1 : 0
            if run > best { (best, bestEnd) = (run, g) }
        }
        guard best > 0 else { return nil }
        let start = bestEnd - best + 1
        return title[start..<(start + best + 3)]
    }

    /// Where in `text` the words `words` stand, at a place not yet `claimed` (at most half of them claimed), or nil
    /// when every place they stand is claimed. Words the text does not hold as one run claim nothing.
    private static func unclaimedPlace(of words: ArraySlice<Character>, in text: [Character], claimed: Set<Int>) -> Range<Int>? {
        let all = places(of: words, in: text)
        guard !all.isEmpty else { return 0..<0 }
        return all.first { $0.filter(claimed.contains).count * 2 <= words.count }
    }

    /// Every place in `text` where the words `words` stand.
    private static func places(of words: ArraySlice<Character>, in text: [Character]) -> [Range<Int>] {
        guard let first = words.first, words.count <= text.count else { return [] }
        return (0...(text.count - words.count)).filter { text[$0] == first && text[$0..<($0 + words.count)].elementsEqual(words) }
            .map { $0..<($0 + words.count) }
    }

    private static func fourGrams(_ characters: [Character]) -> [String] {
        guard characters.count >= 4 else { return [] }
        return (0...(characters.count - 4)).map { String(characters[$0..<($0 + 4)]) }
    }

    /// Lower-cased, without spaces (a copy spaces Latin words inside CJK text as it likes).
    static func normalized(_ text: String) -> String {
        String(HeadingDecoration.undecorated(text.trimmed).lowercased().filter { !$0.isWhitespace })
    }
}
