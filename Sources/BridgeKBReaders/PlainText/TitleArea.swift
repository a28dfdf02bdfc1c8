/// The title area that opens a web-copied guide: kicker lines (a site or series name, a breadcrumb),
/// the title, and the date and source lines around it (`发布于 2023-05-01`, `最終更新日: 2024/3/2 原文:
/// https://…`, `来源： … 抓取时间： …`), whose date and source URL become the document's metadata.
struct TitleArea {
    var title: String?
    /// The line the title is on.
    var titleLine: Int?
    var kicker: [String] = []
    /// `date` (ISO 8601, the latest the title area gives: the last update) and `sourceURL`.
    var metadata: [String: String] = [:]
    /// The lines read as metadata rather than as title, kicker or body.
    var metadataLines: [Int] = []
    /// The index of the first item of the body.
    var bodyStart = 0

    /// The most lines a title area holds (kicker, title, metadata).
    static let longestRun = 24

    /// One short line of the opening run.
    private struct Line {
        var text: String
        var line: Int
        var isMetadata: Bool
        var isBreadcrumb: Bool
    }

    /// Reads the title area from the opening run of single short lines. The title is the line just
    /// above the first date or source line when one follows it, else the last line of the run; lines
    /// above the title are its kicker. A numbered line whose numbering goes on in the body opens the
    /// body, and so does one below the first line that no date or source line follows; so does a
    /// sentence.
    static func read(_ items: [ScannedItem]) -> TitleArea {
        var run: [Line] = []
        var i = 0
        // How many lines of each numbering scheme are still ahead, counted once, when the run first
        // meets a numbered line (most title areas have none).
        var ahead: [NumberedHeading.Scheme: Int]?
        // A title area is a few lines; past `longestRun`, lines belong to the body.
        while i < items.count, run.count < longestRun, case .line(let text, let line) = items[i] {
            let numbered = NumberedHeading.parse(text)
            if let numbered {
                if ahead == nil {
                    var counts: [NumberedHeading.Scheme: Int] = [:]
                    for item in items[i...] {
                        if case .line(let t, _) = item, let n = NumberedHeading.parse(t) { counts[n.scheme, default: 0] += 1 }
                    }
                    ahead = counts
                }
                ahead![numbered.scheme]! -= 1
            }
            let isMetadata = isMetadataLine(text)
            if !isMetadata {
                guard text.hasAtMost(100), let last = text.last, !"。！？!?.：:".contains(last), LineShape.note(text) == nil
                else { break }
                // A numbered line opens the body when its numbering goes on; below the first line, it is
                // the title only when a date or source line follows it.
                if let numbered {
                    if ahead![numbered.scheme]! > 0 { break }
                    if i > 0 {
                        guard i + 1 < items.count, case .line(let next, _) = items[i + 1], isMetadataLine(next) else { break }
                    }
                }
            }
            run.append(Line(text: text, line: line, isMetadata: isMetadata, isBreadcrumb: !isMetadata && isBreadcrumb(text)))
            i += 1
        }
        let candidates = run.indices.filter { !run[$0].isMetadata && !run[$0].isBreadcrumb }
        let firstMetadataAfterACandidate = candidates.first.flatMap { c in run.indices.first { $0 > c && run[$0].isMetadata } }
        guard let titleIndex = firstMetadataAfterACandidate.map({ m in candidates.last { $0 < m }! })
                ?? untitledChoice(run, candidates: candidates) else {
            var area = TitleArea()
            area.absorbMetadata(run.filter(\.isMetadata))
            area.bodyStart = run.count
            return area
        }
        // The title area ends after the metadata lines that follow the title.
        var end = titleIndex + 1
        // The title again right below it (a page's header above its first heading) is the title too.
        while end < run.count, run[end].isMetadata || run[end].text == run[titleIndex].text { end += 1 }
        var area = TitleArea(title: run[titleIndex].text, titleLine: run[titleIndex].line)
        area.kicker = run[..<titleIndex].filter { !$0.isMetadata }.map(\.text)
        area.absorbMetadata(run[..<end].filter(\.isMetadata))
        area.bodyStart = end
        return area
    }

    /// A browser's copy glues the page's title, the first section's heading and its text into one run (HTML's
    /// `innerText` sets a heading off by a single line break): a first run (read as a run, a paragraph or a list of
    /// bare lines) whose second line is an opening section's title (`前言`, `はじめに`, `Introduction`:
    /// `OutlineCues.isOpening`) above a line that reads as its body opens with the title's line, then that heading,
    /// then its text. Only an opening title says so: two lines above a sentence may as well be a site's name and the
    /// title. `lines` are the page's lines.
    static func splitGluedOpening(_ items: [ScannedItem], lines: [String], marks: ListMarks) -> [ScannedItem] {
        guard let item = items.first else { return items }
        switch item {
        case .run, .block(.paragraph), .block(.list): break
        default: return items
        }
        let first = item.firstLine, last = item.lastLine
        guard last - first >= 2, last <= lines.count else { return items }
        let run = lines[(first - 1)..<last].map(\.trimmed)
        guard !run.contains(where: \.isEmpty), run[0].hasAtMost(100), let end = run[0].last, !"。！？!?.：:".contains(end),
              !isMetadataLine(run[0]), OutlineCues.isOpening(run[1]), MemoHeadings.readsAsBody(run[2]) else { return items }
        return [.line(text: run[0], line: first), .heading(text: run[1], line: first + 1, numbering: nil)]
            + LineScanner.proseItems(Array(run.dropFirst(2)), start: first + 2, marks: marks)
            + items.dropFirst()
    }

    /// The title of a run without a date or source line below a title: the first line, as a page
    /// copied from its top gives it, unless that line is a kicker — a slug (`axiom-uikit-bridging`), or
    /// a site or category name at most two thirds as long as the line below it. The lines after the title are the body
    /// (a section heading right below the title).
    private static func untitledChoice(_ run: [Line], candidates: [Int]) -> Int? {
        guard let first = candidates.first else { return nil }
        guard candidates.count >= 2 else { return first }
        var k = 0
        while k + 1 < candidates.count {
            let text = run[candidates[k]].text, next = run[candidates[k + 1]].text
            guard isSlug(text) || text.count * 3 <= next.count * 2 else { break }
            k += 1
        }
        return candidates[k]
    }

    /// `axiom-uikit-bridging`, `custom_cell`: a lowercase file or page name, no title.
    static func isSlug(_ text: String) -> Bool {
        let t = text.trimmed
        return t.count >= 3 && t.contains { $0 == "-" || $0 == "_" }
            && t.allSatisfy { ($0.isASCII && ($0.isLowercase || $0.isNumber)) || $0 == "-" || $0 == "_" }
    }

    private mutating func absorbMetadata(_ lines: [Line]) {
        var dates: [String] = []
        var sources: [(url: String, labelled: Bool)] = []
        for line in lines {
            metadataLines.append(line.line)
            dates += TitleMetadata.dates(in: line.text)
            sources += TitleMetadata.urls(in: line.text)
        }
        // The latest date: a page's update comes after its publication, a review after a translation.
        if let date = dates.max() { metadata["date"] = date }
        if let source = sources.first(where: \.labelled) ?? sources.first { metadata["sourceURL"] = source.url }
    }

    /// The page's lines with the rule a copy glued to its first line taken off when the rest is a date,
    /// source or byline line (`--- 来源：https://…` from a page that opens with its crawl record): the
    /// line is the title area's metadata, not a list item or a rule.
    static func withoutOpeningRule(_ lines: [String]) -> [String] {
        guard let first = lines.firstIndex(where: { !$0.isBlankLine }) else { return lines }
        let line = lines[first].trimmed
        let dashes = line.prefix { $0 == "-" || $0 == "—" || $0 == "=" }
        guard dashes.count >= 3 else { return lines }
        let rest = line.dropFirst(dashes.count).trimmed
        guard !rest.isEmpty, isMetadataLine(rest) else { return lines }
        var result = lines
        result[first] = rest
        return result
    }

    /// The kinds of page a framework's documentation names in a line below a page's title (`Article`,
    /// `Structure`, `Instance Method`), as its translations keep them or translate `Article`.
    static let documentationKinds: Set<String> = [
        "article", "sample code", "api collection", "framework", "structure", "class", "protocol", "enumeration",
        "function", "macro", "initializer", "instance method", "instance property", "type method", "type property",
        "type alias", "operator", "case", "global variable", "記事", "文章",
    ]

    /// Whether the body opens with the kind line a copy of documentation puts below the page's title
    /// (`Article`, `Structure`) above the abstract (a sentence): a line of the title area, no section.
    static func opensWithKindLine(_ body: [ScannedItem]) -> Bool {
        guard body.count >= 2, case .line(let kind, _) = body[0], documentationKinds.contains(kind.trimmed.lowercased()) else { return false }
        let abstract: String
        switch body[1] {
        case .line(let text, _): abstract = text
        case .block(.paragraph(let p)): abstract = p.text
        default: return false
        }
        guard let last = abstract.last, "。．.!！".contains(last) else { return false }
        return true
    }

    // MARK: - Line shapes

    /// A date, a link or a byline label: a line of the title area that is about the page, not its title.
    static func isMetadataLine(_ text: String) -> Bool {
        guard text.hasAtMost(300), let last = text.last, !"。！？!?".contains(last) else { return false }
        return !TitleMetadata.dates(in: text).isEmpty || !TitleMetadata.urls(in: text).isEmpty || TitleMetadata.startsWithLabel(text)
    }

    /// `首页 > iOS 开发 > SwiftUI`, `Docs › Tutorials › Collection Views`, `指南 / 混合开发 / 生命周期`.
    static func isBreadcrumb(_ text: String) -> Bool {
        // The scalar test first: Foundation's search is slow, and without the scalar it finds nothing.
        guard text.unicodeScalars.contains(where: { $0 == ">" || $0 == "›" || $0 == "»" || $0 == "＞" || $0 == "/" }) else { return false }
        for separator in [" > ", " › ", " » ", "＞", " / "] where text.contains(separator) {
            let parts = text.components(separatedBy: separator)
            if separator == " / " && parts.count < 3 { continue }
            if parts.allSatisfy({ !$0.trimmed.isEmpty && $0.trimmed.hasAtMost(24) }) { return true }
        }
        return false
    }
}
