import BridgeKBModel
import BridgeKBReaders
import BridgeKBChecking

/// Renders a section's blocks as HTML: prose through cmark, code through the highlighter with a
/// check badge and a copy button, diagrams as inline SVG, tables, lists, notes and lifecycle tables.
struct BlockRenderer {
    var guide: String
    var language: Language
    var labels: Labels
    var services: SiteServices
    /// Node name → URL, for diagram nodes that name a part of the guide.
    var diagramLinks: [String: String]
    var diagnostics: DiagnosticEngine
    var sourcePath: String
    /// A pitfall rule → the title and link of the entry that explains it, in the page's language.
    var ruleLink: (String) -> (title: String, href: String)? = { _ in nil }
    /// The id of the heading that names what the blocks show (a diagram's accessible name).
    var labelledBy: String?
    /// Listings the guide does not mark ❌ that show a mistake or an anti-pattern (the examples of such
    /// entries): shown as wrong, like ❌ ones.
    var wrongListings: Set<String> = []

    func html(_ blocks: [Block]) -> String {
        blocks.map(html).joined(separator: "\n")
    }

    func html(_ block: Block) -> String {
        switch block {
        case .paragraph(let p): return "<p>\(CommonMarkBridge.inlineHTML(p.text))</p>"
        case .list(let list): return listHTML(list)
        case .table(let table): return tableHTML(table)
        case .code(let snippet): return codeHTML(snippet)
        case .diagram(let snippet): return diagramHTML(snippet)
        case .lifecycle(let table):
            let rows = table.entries.map { "<tr><th scope=\"row\"><code>\(HTMLText.escape($0.method))</code></th><td>\(HTMLText.escape($0.description))</td></tr>" }
            return "<div class=\"table-wrap\"><table class=\"lifecycle\"><caption>\(HTMLText.escape(labels["lifecycle", language]))</caption>\n<tbody>\n\(rows.joined(separator: "\n"))\n</tbody></table></div>"
        case .note(let note):
            return "<aside class=\"note note-\(note.kind.rawValue)\" role=\"note\"><strong class=\"note-label\">\(HTMLText.escape(note.label))</strong> \(CommonMarkBridge.inlineHTML(note.text))</aside>"
        }
    }

    /// A table in a box of its own that scrolls sideways; on narrow screens a table of three or more
    /// columns becomes one card per row, each cell labelled with its column (`data-label`). Every
    /// cell repeats its label, so labels are bounded (``cellLabelLength``, ``tableLabelBudget``): a
    /// table of 2,000 rows under 40 headers of 1,000 characters made a 242 MB page.
    private func tableHTML(_ table: Table) -> String {
        let head = table.header.map { "<th scope=\"col\">\(CommonMarkBridge.inlineHTML($0))</th>" }.joined()
        let labels = Self.cellLabels(table).map(HTMLText.escape)
        let rows = table.rows.map { row in
            "<tr>" + row.enumerated().map { column, cell in
                let label = column < labels.count && !labels[column].isEmpty ? " data-label=\"\(labels[column])\"" : ""
                return "<td\(label)>\(CommonMarkBridge.inlineHTML(cell))</td>"
            }.joined() + "</tr>"
        }.joined(separator: "\n")
        let cards = table.header.count >= 3 ? " class=\"cards\"" : ""
        return "<div class=\"table-wrap\"><table\(cards)>\n<thead><tr>\(head)</tr></thead>\n<tbody>\n\(rows)\n</tbody></table></div>"
    }

    /// The most characters of a column's name a cell repeats (longer names end in `…`).
    static let cellLabelLength = 80
    /// The most characters of labels one table repeats in all: a table with more cells gets shorter
    /// labels, and none when they would be shorter than ``shortestCellLabel``.
    static let tableLabelBudget = 200_000
    static let shortestCellLabel = 8

    /// Each column's label as its cells repeat it (plain text; empty: no label).
    static func cellLabels(_ table: Table) -> [String] {
        let cells = max(1, table.rows.reduce(0) { $0 + $1.count })
        let length = min(cellLabelLength, tableLabelBudget / cells)
        guard length >= shortestCellLabel else { return table.header.map { _ in "" } }
        return table.header.map { header in
            let plain = SiteText.plain(markdown: header)
            return plain.count <= length ? plain : String(plain.prefix(length - 1)) + "…"
        }
    }

    private func listHTML(_ list: ListBlock) -> String {
        let tag = list.ordered ? "ol" : "ul"
        let items = list.items.map { item in
            "<li>\(CommonMarkBridge.inlineHTML(item.text))\(item.children.isEmpty ? "" : "\n" + html(item.children))</li>"
        }
        return "<\(tag)>\n\(items.joined(separator: "\n"))\n</\(tag)>"
    }

    /// Whether a listing shows what not to write: marked ❌, or the example of a mistake or anti-pattern.
    func isWrong(_ snippet: Snippet) -> Bool {
        snippet.marker == .bad || snippet.marker == .none && wrongListings.contains(snippet.id)
    }

    /// A listing: a wrong one (❌, or the example of a mistake) in a red frame labelled as wrong, whose
    /// check is said as "shows the pitfall" — never a green "checked"; a ✅ one in a green frame.
    private func codeHTML(_ snippet: Snippet) -> String {
        let status = services.snippetStatus["\(guide)/\(language.tag)/\(snippet.id)"] ?? .init(state: .unchecked)
        let marker: Snippet.Marker = isWrong(snippet) ? .bad : snippet.marker
        var classes = ["snippet"]
        if marker != .none { classes.append("snippet-\(marker.rawValue)") }
        var header: [String] = []
        if let file = snippet.fileName { header.append("<span class=\"file-name\">\(HTMLText.escape(file))</span>") }
        if marker != .none {
            header.append("<span class=\"marker marker-\(marker.rawValue)\">\(marker == .bad ? "❌" : "✅") \(HTMLText.escape(labels["marker_\(marker.rawValue)", language]))</span>")
        }
        // A listing marked illustrative (a mistake no rule sees) says so by a badge; the marker, which
        // speaks to the checker, is not shown nor copied.
        let illustrative = snippet.language == .swift && marker == .bad
            && (SnippetExpectation.isIllustrative(infoString: snippet.infoString) || SnippetExpectation.of(snippet.code).illustrative)
        if snippet.language == .swift {
            header += badges(status, wrong: marker == .bad, illustrative: illustrative)
        }
        header.append("<button type=\"button\" class=\"copy\" data-copied=\"\(HTMLText.escape(labels["copied", language]))\">\(HTMLText.escape(labels["copy", language]))</button>")
        let shown = snippet.language == .swift ? SnippetExpectation.withoutIllustrativeMarker(snippet.code) : snippet.code
        let code = snippet.language == .swift ? services.highlight(shown) : HTMLText.escape(shown)
        return """
        <figure class="\(classes.joined(separator: " "))" id="\(snippet.id)">
        <figcaption>\(header.joined(separator: " "))</figcaption>
        <pre><code class="language-\(snippet.language.rawValue)">\(code)</code></pre>
        </figure>
        """
    }

    /// The check's badge. A wrong listing's check is said as "shows the pitfall" (with the pitfalls the
    /// check found in it), or "syntax error"; a listing not wrong whose check found pitfalls shows the
    /// findings instead of its badge. Pitfalls link to the entries that explain them.
    private func badges(_ status: SiteServices.SnippetStatus, wrong: Bool, illustrative: Bool = false) -> [String] {
        let title = status.message.isEmpty ? "" : " title=\"\(HTMLText.escape(status.message))\""
        let badge = "<span class=\"badge badge-\(status.state.rawValue)\"\(title)>\(HTMLText.escape(labels["badge_\(status.state.rawValue)", language]))</span>"
        let names = status.rules.map { rule -> String in
            guard let link = ruleLink(rule) else { return "<code>\(HTMLText.escape(rule))</code>" }
            return "<a href=\"\(HTMLText.escape(link.href))\">\(HTMLText.escape(link.title))</a>"
        }.joined(separator: ", ")
        let found = names.isEmpty ? [] : ["<span class=\"finding-names\">\(names)</span>"]
        if wrong {
            if status.state == .invalid { return [badge] + found }
            if illustrative && status.rules.isEmpty {
                return ["<span class=\"badge badge-illustrative\" title=\"\(HTMLText.escape(labels["badge_illustrative_title", language]))\">"
                        + "\(HTMLText.escape(labels["badge_illustrative", language]))</span>"]
            }
            return ["<span class=\"badge badge-shows\"\(title)>\(HTMLText.escape(labels["badge_shows", language]))</span>"] + found
        }
        guard !status.rules.isEmpty else { return [badge] }
        let state = status.state == .valid ? [] : [badge]
        return state + ["<span class=\"badge badge-finding finding\" title=\"\(HTMLText.escape(labels["checkFinding", language]))\">⚠ "
                        + "\(HTMLText.escape(labels["finding", language]))</span>"] + found
    }

    private func diagramHTML(_ snippet: Snippet) -> String {
        switch services.diagram(snippet.code, diagramLinks) {
        case .success(let diagram):
            diagram.diagnostics(file: sourcePath, range: snippet.range).forEach(diagnostics.emit)
            // Its own box scrolls when it is wider than the screen (or, past the readable width, the
            // column), with a hint that says so; a diagram is never shrunk to unreadable text.
            let wide = (DiagramSizing.viewBoxSize(diagram.svg)?.width ?? 0) > DiagramSizing.readableWidth
            return "<figure class=\"diagram\(wide ? " diagram-wide" : "")\" id=\"\(snippet.id)\"><div class=\"diagram-scroll\">"
                + DiagramSizing.sized(diagram.svg, labelledBy: labelledBy)
                + "</div><figcaption class=\"scroll-hint\" aria-hidden=\"true\">↔ \(HTMLText.escape(labels["scrollHint", language]))</figcaption></figure>"
        case .failure(let failure):
            diagnostics.emit(.warning, "site.diagram-failed", "diagram not rendered: \(failure.message)", file: sourcePath, range: snippet.range)
            return "<figure class=\"diagram diagram-source\" id=\"\(snippet.id)\"><pre><code class=\"language-dot\">\(HTMLText.escape(snippet.code))</code></pre></figure>"
        }
    }
}
