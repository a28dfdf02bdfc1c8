import BridgeKBModel

extension PageContext {
    /// Past this many sections a guide's page is written compactly (``compactSectionsHTML(_:guide:path:renderer:)``):
    /// the theme's section markup, some 200 bytes a section, made a 124 KB guide of 20,000 empty sections
    /// a 4.5 MB page.
    static let compactGuideSections = 1_000
    /// The most sections the contents list of a compact guide page names (the first, depth first).
    static let compactContentsItems = 1_000

    /// The sections of a guide of more than ``compactGuideSections`` sections, in order, as HTML: each
    /// section's heading, with the section's id (what the contents, entries, API pages and search
    /// results link to) and its iOS badge, then its blocks and its entries as the theme shows them,
    /// then its subsections — without the wrapping `<section>` and the permalink, so that a section
    /// costs its heading and some 20 bytes.
    func compactSectionsHTML(_ sections: [Section], guide: String, path: String, renderer: BlockRenderer) -> String {
        var html = ""
        func append(_ section: Section) {
            let level = min(section.level + 1, 6)
            html += "<h\(level) id=\"\(HTMLEscaper.escape(section.id))\">\(HTMLEscaper.escape(section.displayTitle))"
            if let os = section.minimumOS { html += " <span class=\"os-badge\">iOS \(os)+</span>" }
            html += "</h\(level)>\n"
            var sectionRenderer = renderer
            sectionRenderer.labelledBy = section.id
            let body = sectionRenderer.html(section.blocks)
            if !body.isEmpty { html += body + "\n" }
            let entries = index.entries(guide: guide, language: language, section: section.id)
            if !entries.isEmpty {
                html += "<ul class=\"section-entries\" aria-label=\"\(HTMLEscaper.escape(label("entriesInSection")))\">\n"
                for entry in entries {
                    let href = SitePaths.relative(from: path, to: SitePaths.entry(entry.id, language))
                    html += "<li><a class=\"entry-chip kind-\(HTMLEscaper.escape(entry.kind.rawValue))\" href=\"\(HTMLEscaper.escape(href))\">"
                        + "<span class=\"kind\">\(HTMLEscaper.escape(label("kind_\(entry.kind.rawValue)")))</span> \(TitleHTML.render(entry.title))</a></li>\n"
                }
                html += "</ul>\n"
            }
            section.children.forEach(append)
        }
        sections.forEach(append)
        return html
    }

    /// The contents list of a compact guide page: the first `limit` sections, depth first, in their tree.
    static func compactContents(_ sections: [Section], limit: Int) -> [MustacheValue] {
        var left = limit
        func values(_ sections: [Section]) -> [MustacheValue] {
            var result: [MustacheValue] = []
            for section in sections {
                guard left > 0 else { break }
                left -= 1
                result.append(.object(["id": .string(section.id), "heading": .string(section.displayTitle),
                                       "children": .array(values(section.children))]))
            }
            return result
        }
        return values(sections)
    }
}
