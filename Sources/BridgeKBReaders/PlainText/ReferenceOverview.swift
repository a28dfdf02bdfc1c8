import BridgeKBModel
/// A framework's reference article (or a translation of one) is laid out the same way everywhere: the
/// title, a kind line (`Article`), an abstract, then `Overview` — whose sections are its parts — and at
/// the end groups of related APIs, each a heading over a list of `Name: summary` items, at the overview's
/// level. A web copy loses the heading sizes that show this, but not the shape: an overview heading,
/// sections after it at its level, then the groups of APIs that end the article. Those sections are the
/// overview's parts.
/// A blog post's `Overview` (`概要`) has no API group after its sections, and keeps them as siblings.
enum ReferenceOverview {
    /// The titles documentation gives the section that opens an article (and its translations).
    static let overviewTitles: Set<String> = ["overview", "概述", "概览", "概覽", "概要", "概観"]

    static func isOverview(_ h: HeadingLine) -> Bool {
        h.numbered == nil && overviewTitles.contains(h.title.trimmed.lowercased())
    }

    /// How many of a group's items must name an API: at least this share of them.
    static let apiShare = 0.5

    static func apply(_ elements: inout [OutlineBuilder.Element]) {
        let positions = elements.indices.filter { if case .heading = elements[$0] { return true } else { return false } }
        guard positions.count >= 4 else { return }
        func heading(_ k: Int) -> HeadingLine { if case .heading(let h) = elements[positions[k]] { return h }; fatalError() }
        func blocks(_ k: Int) -> [Block] {
            let end = k + 1 < positions.count ? positions[k + 1] : elements.count
            return elements[(positions[k] + 1)..<end].compactMap { if case .block(let b) = $0 { return b } else { return nil } }
        }
        var k = 0
        while k < positions.count {
            let overview = heading(k)
            // The overview opens its article: a section before it in that article holds code only (a symbol's
            // declaration), no text.
            guard isOverview(overview), (0..<k).reversed().prefix(while: { heading($0).level >= overview.level })
                    .allSatisfy({ blocks($0).allSatisfy(\.isCode) }) else { k += 1; continue }
            // The sections after the overview at its level (with their parts), up to the first API group.
            var members = 0
            var group: Int?
            for q in (k + 1)..<positions.count {
                let h = heading(q)
                // Another article's overview, or a heading above this one, ends the run.
                if h.level < overview.level || (h.level == overview.level && isOverview(h)) { break }
                if h.level > overview.level { continue }
                // A group, or a heading right above its first group (`Topics`).
                // A closing section that is such a list (`まとめ`) sums up the article: it is no group.
                if (isAPIGroup(blocks(q)) && !HeadingShape.isClosing(h.title)) || (blocks(q).isEmpty && q + 1 < positions.count && heading(q + 1).level > h.level
                                             && isAPIGroup(blocks(q + 1))) { group = q; break }
                members += 1
            }
            // The article ends with its API groups: after the first one, up to a heading above the overview
            // (the next article), sections hold lists or nothing (`Topics` over its groups, `Conforms To`), and
            // the last of them may end with the page's source line and date (a copy's trailer, or the head of the
            // next page copied below it).
            guard let group, members >= 2,
                  ((group + 1)..<positions.count).prefix(while: { heading($0).level >= overview.level })
                    .allSatisfy({ q in blocks(q).enumerated().allSatisfy { i, b in b.isList || (i > 0 && b.isPageMetadata) } })
            else { k += 1; continue }
            for q in (k + 1)..<group {
                var h = heading(q)
                h.level += 1
                elements[positions[q]] = .heading(h)
            }
            k = group
        }
    }

    /// Whether a section's blocks are a group of related APIs: they open with a list of two items or more,
    /// at least `apiShare` of them `Name: summary` (`：`) with the name an API (`NavigationSplitView`,
    /// `navigationSplitViewStyle(_:)`), or the API's name alone (the types a type conforms to). What follows
    /// the list (the next page's source line) does not matter. A group of one API (`init(wrappedValue:): Creates…`)
    /// is the section's whole text: a one-item list with more below it is a part's text.
    static func isAPIGroup(_ blocks: [Block]) -> Bool {
        guard case .list(let list)? = blocks.first, !list.items.isEmpty else { return false }
        if list.items.count == 1 {
            return blocks.dropFirst().allSatisfy(\.isPageMetadata) && (name(of: list.items[0].text).map(namesAPI) ?? false)
        }
        let named = list.items.filter { item in namesAPI(item.text.trimmed) || (name(of: item.text).map(namesAPI) ?? false) }.count
        return Double(named) >= Double(list.items.count) * apiShare
    }

    /// The name before `: ` or `：` at the start of an item, or nil.
    static func name(of item: String) -> String? {
        let t = item.trimmed
        guard let colon = t.firstIndex(where: { $0 == "：" || $0 == ":" }) else { return nil }
        // `name(label:)` holds colons of its own: its name runs to the closing parenthesis.
        var end = colon
        if let open = t.firstIndex(of: "("), open < colon, let close = t.firstIndex(of: ")") {
            guard let after = t[t.index(after: close)...].firstIndex(where: { $0 == "：" || $0 == ":" }) else { return nil }
            end = after
        }
        let rest = t[t.index(after: end)...].trimmed
        guard !rest.isEmpty, t[end] == "：" || rest.count < t[t.index(after: end)...].count else { return nil }
        return String(t[..<end]).trimmed
    }

    /// An API's name: one token of Latin identifier characters with a capital inside (`NavigationLink`,
    /// `scrollPosition`), or a method's name with its labels (`init(wrappedValue:)`).
    static func namesAPI(_ name: String) -> Bool {
        guard let first = name.first, first.isASCII, first.isLetter, !name.contains(" ") else { return false }
        if LineShape.isAPIName(name) { return true }
        return name.allSatisfy { CharacterClass.isIdentifierBody($0) || $0 == "." } && name.contains { $0.isUppercase }
    }
}

private extension Block {
    var isList: Bool {
        if case .list = self { return true }
        return false
    }

    /// A paragraph of page metadata only: every line a source URL, a date or a labelled page field
    /// (`source: https://…`, `crawled: 2025-…`).
    var isPageMetadata: Bool {
        guard case .paragraph(let p) = self else { return false }
        return p.text.split(separator: "\n").allSatisfy { TitleArea.isMetadataLine(String($0)) }
    }

    var isCode: Bool {
        if case .code = self { return true }
        return false
    }
}
