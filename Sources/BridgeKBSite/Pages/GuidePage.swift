import BridgeKB

extension PageContext {
    /// A guide: table of contents, and every section with its blocks, entries and anchors.
    func guidePage(_ guide: Guide, _ document: Document) throws -> String {
        let path = SitePaths.guide(guide.id, language)
        // Diagram nodes that name a section title's API link to that section (`UIViewRepresentable` → part 1).
        var diagramLinks: [String: String] = [:]
        for section in document.allSections {
            for api in APIRecognizer.apis(in: section.title) where diagramLinks[api] == nil { diagramLinks[api] = "#\(section.id)" }
        }
        let renderer = BlockRenderer(guide: guide.id, language: language, labels: labels, services: builder.services,
                                     diagramLinks: diagramLinks, diagnostics: diagnostics, sourcePath: document.source)
        let guideEntries = index.entries(guide: guide.id, language: language)

        func sectionValue(_ section: Section) -> MustacheValue {
            let entries: [MustacheValue] = index.entries(guide: guide.id, language: language, section: section.id).map { entry in
                .object(["title": .string(entry.title), "kind": .string(entry.kind.rawValue), "kindLabel": .string(label("kind_\(entry.kind.rawValue)")),
                         "href": .string(SitePaths.relative(from: path, to: SitePaths.entry(entry.id, language)))])
            }
            return .object([
                "id": .string(section.id), "heading": .string(section.displayTitle),
                "level": .number(Double(min(section.level + 1, 6))),
                "html": .string(renderer.html(section.blocks)), "entries": .array(entries),
                "minimumOS": section.minimumOS.map { .number(Double($0)) } ?? .null,
                "line": .number(Double(section.range.startLine)),
                "children": .array(section.children.map(sectionValue)),
            ])
        }
        func tocValue(_ section: Section) -> MustacheValue {
            .object(["id": .string(section.id), "heading": .string(section.displayTitle), "children": .array(section.children.map(tocValue))])
        }
        let otherLanguages: [MustacheValue] = guide.documents.filter { $0.language != language }.map {
            .object(["name": .string($0.language.nativeName), "href": .string(SitePaths.relative(from: path, to: SitePaths.guide(guide.id, $0.language)))])
        }
        return try page(path, template: "guide", title: document.title, active: "", context: [
            "title": .string(document.title), "kicker": .string(document.kicker.joined(separator: " · ")),
            "source": .string(document.source), "preamble": .string(renderer.html(document.preamble)),
            "date": document.metadata["date"].map { .string($0) } ?? .null,
            "sourceURL": Self.webLink(document.metadata["sourceURL"]).map { .string($0) } ?? .null,
            "toc": .array(document.sections.map(tocValue)), "sections": .array(document.sections.map(sectionValue)),
            "otherLanguages": .array(otherLanguages),
            "entryCount": .number(Double(guideEntries.count)),
        ])
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
