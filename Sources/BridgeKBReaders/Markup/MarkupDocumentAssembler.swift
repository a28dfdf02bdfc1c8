import BridgeKBModel
/// Builds a `Document` from the headings and blocks that a markup reader (Markdown, HTML) found:
/// takes a lone top-level heading as the title, normalises heading levels, recognises number labels
/// as the plain-text reader does, and hands the rest to `SectionTreeBuilder`.
enum MarkupDocumentAssembler {
    /// What a reader knows about the document besides its elements.
    struct Header {
        var title: String?
        var kicker: [String] = []
        var metadata: [String: String] = [:]
        /// A title to fall back on when neither `title` nor a heading gives one (HTML `<title>`).
        var fallbackTitle: String?
    }

    static func assemble(_ elements: [MarkupElement], header: Header, file: SourceFile, language: Language) -> Document {
        var elements = attachFileNames(elements)
        var headingTitle: String?
        if let index = titleHeadingIndex(elements), case .heading(_, let text, _, _) = elements[index] {
            headingTitle = text
            elements.remove(at: index)
        }
        let minimumLevel = elements.compactMap { element -> Int? in
            if case .heading(let level, _, _, _) = element { return level } else { return nil }
        }.min() ?? 1

        // A page numbered as an outline (`1.修饰符` over `1.1 …`): its top-level numbers are split off the
        // title, as the plain-text reader splits them, so that both give the same title and section id.
        let headingIndices = elements.indices.filter { if case .heading = elements[$0] { return true } else { return false } }
        let outlineNumbers = OutlineNumbering.outlineNumbers(in: headingIndices.map { index in
            if case .heading(_, let text, _, _) = elements[index] { return text } else { return "" }
        })
        let outlineMajors = Set(outlineNumbers.filter(\.value).keys.map { headingIndices[$0] })

        let outline: [SectionTreeBuilder.Element] = elements.indices.map { index in
            switch elements[index] {
            case .block(let block):
                return .block(block)
            case .heading(let level, let text, let line, let endLine):
                // A memo's decoration (`■ 環境`, `【问题描述】`) is no part of the title, as in plain text.
                let numbered = outlineMajors.contains(index) ? NumberedHeading.parseOutlineMajor(text) : NumberedHeading.parse(text)
                return .heading(OutlineHeading(number: numbered?.label, numberSlug: numbered?.slug,
                                               title: numbered?.title ?? HeadingDecoration.undecorated(text), heading: text,
                                               level: level - minimumLevel + 1, line: line, endLine: endLine))
            }
        }
        let tree = SectionTreeBuilder.build(outline)
        let title = header.title ?? headingTitle ?? header.fallbackTitle ?? file.guide
        return Document(guide: file.guide, language: language, title: title, kicker: header.kicker,
                        source: file.path, format: file.format,
                        preamble: nestedSnippetIDs(SectionTreeBuilder.assignPreambleIDs(tree.preamble), prefix: "intro"),
                        sections: tree.sections.map(assignNestedSnippetIDs), metadata: header.metadata)
    }

    /// The index of the document's title: the first heading when it is an h1 and the only one.
    static func titleHeadingIndex(_ elements: [MarkupElement]) -> Int? {
        let headings = elements.indices.compactMap { index -> (index: Int, level: Int)? in
            if case .heading(let level, _, _, _) = elements[index] { return (index, level) } else { return nil }
        }
        guard let first = headings.first, first.level == 1, headings.dropFirst().allSatisfy({ $0.level > first.level }) else { return nil }
        return first.index
    }

    // MARK: - File names

    /// A paragraph that is only a file name (`PageViewController.swift`) right above a listing names it.
    static func attachFileNames(_ elements: [MarkupElement]) -> [MarkupElement] {
        var result: [MarkupElement] = []
        var index = 0
        while index < elements.count {
            if case .block(let block) = elements[index] {
                let fixed = attachFileNames(inside: block)
                if case .paragraph(let p) = fixed, let name = LineShape.fileName(p.text), index + 1 < elements.count,
                   case .block(.code(var snippet)) = elements[index + 1], snippet.fileName == nil {
                    snippet.fileName = name
                    result.append(.block(.code(snippet)))
                    index += 2
                    continue
                }
                result.append(.block(fixed))
            } else {
                result.append(elements[index])
            }
            index += 1
        }
        return result
    }

    private static func attachFileNames(inside block: Block) -> Block {
        guard case .list(var list) = block else { return block }
        for i in list.items.indices {
            list.items[i].children = attachFileNames(list.items[i].children.map(MarkupElement.block)).compactMap(\.block)
        }
        return .list(list)
    }

    // MARK: - Snippets inside list items

    /// Listings inside list items get ids that continue their section's numbering.
    private static func assignNestedSnippetIDs(_ section: Section) -> Section {
        var s = section
        s.blocks = nestedSnippetIDs(s.blocks, prefix: s.id)
        s.children = s.children.map(assignNestedSnippetIDs)
        return s
    }

    private static func nestedSnippetIDs(_ blocks: [Block], prefix: String) -> [Block] {
        var n = blocks.filter { $0.snippet != nil }.count
        func visit(_ block: Block) -> Block {
            switch block {
            case .list(var list):
                for i in list.items.indices { list.items[i].children = list.items[i].children.map(visit) }
                return .list(list)
            case .code(var s) where s.id.isEmpty: n += 1; s.id = "\(prefix)-code-\(n)"; return .code(s)
            case .diagram(var s) where s.id.isEmpty: n += 1; s.id = "\(prefix)-code-\(n)"; return .diagram(s)
            default: return block
            }
        }
        return blocks.map { block in
            if case .list = block { return visit(block) }
            return block
        }
    }
}
