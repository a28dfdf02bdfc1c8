import BridgeKBModel

/// A place in a document that may state an entry — a heading, a list item, a paragraph or one of its
/// sentences, a table row, a note, a comment inside a listing — with what a reader sees around it.
/// `CandidateFinder` makes them from the document's structure; `CandidateSignals` reads them.
package struct Candidate: Sendable {
    /// The structure a candidate comes from.
    package enum Shape: String, CaseIterable, Sendable {
        case heading, item, paragraph, sentence, row, note, comment
    }

    package var shape: Shape
    /// The line the candidate starts on (a heading's own line, an item's first line, …).
    package var line: Int
    package var endLine: Int
    /// What the candidate itself says: a heading's title, an item's text, a sentence, a row's cells.
    package var text: String
    /// What belongs to it: a heading's own blocks, an item's sub-items, the rest of a paragraph.
    package var body: String = ""
    /// The titles of the sections it is in, outermost first (a heading's own title excluded).
    package var path: [String]
    /// The id of the section it belongs to (a heading's own section).
    package var sectionID: String
    /// Heading level, or list nesting depth from 1.
    package var depth: Int = 1
    /// How many siblings it has (items of its list, rows of its table, sibling sections) and its place among them.
    package var siblings: Int = 1
    package var index: Int = 0
    /// Child sections of a heading, sub-items of an item.
    package var children: Int = 0
    /// Listings in a heading's own blocks, or right after a paragraph, item or note.
    package var listings: Int = 0
    /// Whether those listings hold Swift, and the ❌ / ✅ marker they carry.
    package var swiftListings: Int = 0
    package var marker: Snippet.Marker = .none
    /// The prose just before an item's list or a row's table (its lead-in), else empty.
    package var leadIn: String = ""
    /// The titles of a heading's child sections (a problem told under `原因` / `解决` sub-headings).
    package var childTitles: [String] = []
    /// Where in the document it stands, from 0 (start) to 1 (end).
    package var position: Double = 0
    /// The line of a heading's first own listing, if it has one.
    package var firstListingLine: Int?
    /// Whether a heading's own blocks open with a listing (the technique shown first, then told about).
    package var opensWithListing = false
    /// The snippets a heading owns or a lead-in introduces (for an entry's examples).
    package var snippetIDs: [String] = []
    /// Whether it names something: false for a heading that is only a number label (`步骤1`, `3.`) or a word
    /// of one or two characters (`使用`, `处理`, `動画`), which names a topic, not a technique.
    package var named = true
    /// For a heading, the number labels of its section and of the sections it is in (`Step 2`, `第 1 部分`), outermost first.
    package var numbers: [String] = []
    /// For a heading, the section id of its parent when the parent's own numbered list announces it as one of
    /// the parent's steps (`1. 创建地址对象` over `### 创建地址对象`): a part of one task, told under its own heading.
    package var stepOf: String?
    /// The groups of the entries the structural recognisers found on this line.
    package var recognized: [EntryGroup] = []

    /// Whether a title (its numbering already taken off) can name a technique: a word in Latin letters
    /// (`font`, `DispatchGroup`), or three letters and more.
    static func namesSomething(_ title: String) -> Bool {
        var letters = 0
        for scalar in title.unicodeScalars where scalar.properties.isAlphabetic {
            if scalar.isASCII { return true }
            letters += 1
            if letters > 2 { return true }
        }
        return false
    }

    package init(shape: Shape, line: Int, endLine: Int, text: String, path: [String], sectionID: String) {
        self.shape = shape; self.line = line; self.endLine = endLine; self.text = text
        self.path = path; self.sectionID = sectionID
    }
}

/// What the entry model tells apart: a pitfall (gotcha, anti-pattern, mistake, caution), a pattern, a rule.
package enum EntryGroup: String, CaseIterable, Sendable {
    case pitfall, pattern, rule

    package init(_ kind: Entry.Kind) {
        self = kind.isPitfall ? .pitfall : (kind == .pattern ? .pattern : .rule)
    }
}
