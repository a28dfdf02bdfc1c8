import BridgeKBModel
import BridgeKBExtraction

extension PageContext {
    /// A guide: breadcrumbs, every section with its blocks, entries and anchors, when it was last
    /// changed and where to edit it, the previous and next guide; its contents go in the navigator.
    func guidePage(_ guide: Guide, _ document: Document) throws -> String {
        let path = SitePaths.guide(guide.id, language)
        // Diagram nodes that name a section title's API link to that section (`UIViewRepresentable` → part 1).
        var renderer = blockRenderer(guide: guide.id, sourcePath: document.source, page: path)
        renderer.diagramLinks = Dictionary(document.allSections.flatMap { section in
            APIRecognizer.apis(in: section.title).map { ($0, "#\(section.id)") }
        }, uniquingKeysWith: { first, _ in first })
        renderer.wrongListings = Set(index.entries(guide: guide.id, language: language).filter(\.kind.showsWhatNotToDo).flatMap(\.examples))
        let guideEntries = index.entries(guide: guide.id, language: language)

        func sectionValue(_ section: Section) -> MustacheValue {
            let entries: [MustacheValue] = index.entries(guide: guide.id, language: language, section: section.id).map { entry in
                .object(["title": .string(entry.title), "titleHTML": .string(TitleHTML.render(entry.title)), "kind": .string(entry.kind.rawValue),
                         "kindLabel": .string(label("kind_\(entry.kind.rawValue)")), "href": .string(SitePaths.relative(from: path, to: SitePaths.entry(entry.id, language)))])
            }
            var sectionRenderer = renderer
            sectionRenderer.labelledBy = "\(section.id)-h"
            return .object([
                "id": .string(section.id), "heading": .string(section.displayTitle),
                "level": .number(Double(min(section.level + 1, 6))),
                "html": .string(sectionRenderer.html(section.blocks)), "entries": .array(entries),
                "minimumOS": section.minimumOS.map { .number(Double($0)) } ?? .null,
                "line": .number(Double(section.range.startLine)),
                "children": .array(section.children.map(sectionValue)),
            ])
        }
        func tocValue(_ section: Section) -> MustacheValue {
            .object(["id": .string(section.id), "heading": .string(section.displayTitle), "children": .array(section.children.map(tocValue))])
        }
        let otherLanguages: [MustacheValue] = guide.documents.filter { $0.language != language }.map {
            .object(["name": .string($0.language.nativeName), "tag": .string($0.language.tag),
                     "href": .string(SitePaths.relative(from: path, to: SitePaths.guide(guide.id, $0.language)))])
        }
        func neighbour(_ other: (id: String, title: String)?) -> MustacheValue {
            guard let other else { return .null }
            return .object(["title": .string(other.title), "href": .string(SitePaths.relative(from: path, to: SitePaths.guide(other.id, language)))])
        }
        let around = neighbours(of: guide.id)
        let previous = neighbour(around.previous), next = neighbour(around.next)
        // A guide of very many sections gets a compact page (its markup stays in proportion to the guide).
        let sectionCount = document.allSections.count
        let compact = sectionCount > Self.compactGuideSections
        let toc = compact ? Self.compactContents(document.sections, limit: Self.compactContentsItems) : document.sections.map(tocValue)
        if compact {
            let line = document.allSections[Self.compactGuideSections].range.startLine
            diagnostics.emit(.info, "site.long-guide",
                             "\(sectionCount) sections: the guide's page shows them compactly (no permalinks) and its contents list names the first \(Self.compactContentsItems)",
                             file: document.source, range: SourceRange(lines: line, line))
        }
        let firstParagraph = (document.preamble + document.allSections.flatMap(\.blocks)).first { $0.kind == .paragraph }?.plainText ?? ""
        var context: [String: MustacheValue] = [
            "title": .string(document.title), "kicker": .string(Self.readerKicker(document.kicker)),
            "preamble": .string(renderer.html(document.preamble)
                + (compact ? "\n" + compactSectionsHTML(document.sections, guide: guide.id, path: path, renderer: renderer) : "")),
            "date": document.metadata["date"].map { .string($0) } ?? .null,
            "sourceURL": Self.webLink(document.metadata["sourceURL"]).map { .string($0) } ?? .null,
            "sections": .array(compact ? [] : document.sections.map(sectionValue)),
            "otherLanguages": .array(otherLanguages),
            "entryCount": .number(Double(guideEntries.count)),
            "previous": previous, "next": next, "hasPager": .bool(previous != .null || next != .null),
        ]
        pageMeta(source: document.source).forEach { context[$0.key] = $0.value }
        return try page(path, template: "guide", title: document.title, active: "", context: context,
                        description: SiteText.plain(markdown: firstParagraph), layout: [
                            "currentGuide": .string(guide.id), "navigatorLabel": .string(label("toc")), "ogType": "article",
                            "navigatorGuide": .object(["title": .string(document.title), "href": .string(SitePaths.relative(from: path, to: path)),
                                                       "isPage": true, "toc": .array(toc), "hasToc": .bool(!toc.isEmpty)]),
                        ])
    }

    /// The previous and next guide in this language (id and title), in the order of the home page.
    func neighbours(of guide: String) -> (previous: (id: String, title: String)?, next: (id: String, title: String)?) {
        let found = neighbourIndex[guide]
        return (found?.previous, found?.next)
    }

    /// When the source file was last changed, where to edit it, and — folded away, for authors — the
    /// file (at `line`) and the entry `id` the page comes from.
    func pageMeta(source: String, line: Int? = nil, id: String? = nil) -> [String: MustacheValue] {
        let updated = builder.lastUpdated[source], edit = builder.settings.editLink(for: source)
        return ["lastUpdated": updated.map(MustacheValue.string) ?? .null, "editHref": edit.map(MustacheValue.string) ?? .null,
                "sourceFile": .string(line.map { "\(source):\($0)" } ?? source), "entryID": id.map(MustacheValue.string) ?? .null,
                "hasPageMeta": true]
    }

    /// The kicker lines above a guide's title that speak to readers: an internal name (a slug such as
    /// `axiom-uikit-bridging`, lowercase ASCII words joined by hyphens) is the authors' and is left out.
    static func readerKicker(_ lines: [String]) -> String {
        lines.filter { line in
            !(line.contains("-") && line.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_" })
        }.joined(separator: " · ")
    }

    /// A block renderer for a page of this language at `page`: pitfalls a listing's check finds link
    /// to the entry that explains them.
    func blockRenderer(guide: String, sourcePath: String, page: String) -> BlockRenderer {
        BlockRenderer(guide: guide, language: language, labels: labels, services: builder.services,
                      diagramLinks: [:], diagnostics: diagnostics, sourcePath: sourcePath,
                      ruleLink: { rule in
                          // The entry that explains the pitfall, unless that is this page: then the rule's page.
                          if let entry = self.ruleEntry(rule, guide: guide), SitePaths.entry(entry.id, self.language) != page {
                              return (entry.title, SitePaths.relative(from: page, to: SitePaths.entry(entry.id, self.language)))
                          }
                          guard let description = self.builder.rules.first(where: { $0.identifier == rule }) else { return nil }
                          return (description.name(in: self.language),
                                  SitePaths.relative(from: page, to: SitePaths.rule(rule, self.language)))
                      })
    }

    /// The entry that explains a pitfall rule, in this language: one of the same guide first.
    func ruleEntry(_ rule: String, guide: String) -> Entry? {
        let candidates = (kb.ruleEntries[rule] ?? []).compactMap { id in index.entries(id: id).first { $0.language == language } }
        return candidates.first { $0.guide == guide } ?? candidates.first
    }

    /// An http(s) address from a guide's metadata that may become a link: nothing that could run as
    /// script or leave the scheme (`javascript:`), no spaces, quotes or angle brackets.
    static func webLink(_ address: String?) -> String? {
        guard let address, address.hasPrefix("https://") || address.hasPrefix("http://"), address.count <= 2_000,
              address.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7F && !"\"'<>\\`".unicodeScalars.contains($0) })
        else { return nil }
        return address
    }
}
