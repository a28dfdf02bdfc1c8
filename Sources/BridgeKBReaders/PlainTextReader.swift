import BridgeKBModel
/// Reads a plain-text guide copied out of a web page — no markup at all — and recovers its title,
/// section tree, code, tables, lists and notes from the shape and vocabulary of the text.
public struct PlainTextReader: GuideReader {
    public init() {}

    public func read(_ file: SourceFile, diagnostics: DiagnosticEngine) -> Document? {
        guard let text = TextDecoder.decodeGuide(file.data, path: file.path, diagnostics: diagnostics) else { return nil }
        let language = DocumentParser.language(of: file, text: text, diagnostics: diagnostics)
        return read(text: text, file: file, language: language, diagnostics: diagnostics)
    }

    /// Reads already-decoded text.
    public func read(text: String, file: SourceFile, language: Language, diagnostics: DiagnosticEngine) -> Document {
        // "\n" is always a grapheme of its own, so splitting the UTF-8 bytes gives the same lines.
        let lines = TitleArea.withoutOpeningRule(text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            .map { String(Substring($0)) })
        if text.isBlankLine || lines.allSatisfy(\.isBlankLine) {
            diagnostics.emit(.warning, "reader.empty", "file is empty", file: file.path)
            return Document(guide: file.guide, language: language, title: file.guide, source: file.path, format: file.format)
        }
        var items = LineScanner.scan(lines)

        if let debris = Debris.start(of: items) {
            let first = items[debris].firstLine, last = items[items.count - 1].lastLine
            // Navigation debris is a short tail; one longer than the guide it ends is more likely
            // content that repeats itself, and dropping it is worth a warning, not a note.
            let outweighsGuide = last - first + 1 >= first - 1
            diagnostics.emit(outweighsGuide ? .warning : .info, "reader.debris",
                             "dropped navigation debris at the end of the page (lines \(first)–\(last))"
                                + (outweighsGuide ? ": longer than the rest of the guide; check that it is not content" : ""),
                             file: file.path, range: SourceRange(lines: first, last))
            items.removeSubrange(debris...)
        }

        let marks = ListMarks(lines)
        items = TitleArea.splitGluedOpening(items, lines: lines, marks: marks)
        let area = TitleArea.read(items)
        for line in area.metadataLines {
            diagnostics.emit(.info, "reader.title-metadata",
                             "title-area line read as page metadata, not as title or text" + Self.describe(area.metadata),
                             file: file.path, range: SourceRange(lines: line, line))
        }
        let bodyStart = area.bodyStart
        var bodyItems = Array(items[bodyStart...])
        let repeatedHead = RepeatedPageHead.find(bodyItems)
        if let head = repeatedHead {
            // The lines below the two titles are kicker lines, the second title a heading.
            for k in head.kickerLines {
                if case .line(let text, let line) = bodyItems[k] {
                    bodyItems[k] = .block(.paragraph(Paragraph(text: text, range: SourceRange(lines: line, line))))
                }
            }
            if case .line(let text, let line) = bodyItems[head.secondTitle] {
                bodyItems[head.secondTitle] = .heading(text: text, line: line, numbering: nil)
            }
        }
        if repeatedHead == nil, TitleArea.opensWithKindLine(bodyItems), case .line(let text, let line) = bodyItems[0] {
            bodyItems[0] = .block(.paragraph(Paragraph(text: text, range: SourceRange(lines: line, line))))
        }
        bodyItems = OutlineNumbering.apply(bodyItems, lines: lines, listMarks: marks)
        bodyItems = GluedSeries.apply(bodyItems, lines: lines, marks: marks)
        let body = MemoHeadings.resolve(bodyItems, previousLine: bodyStart > 0 ? items[bodyStart - 1].lastLine : 0,
                                        marks: marks)
        var resolved = OutlineBuilder.resolve(body)
        OutlineBuilder.assignLevels(&resolved, pageTitle: area.title ?? "")
        if let head = repeatedHead, let title = area.title, let titleLine = area.titleLine {
            OutlineBuilder.nestUnderRepeatedTitles(&resolved, title: title, titleLine: titleLine,
                                                   secondTitleLine: bodyItems[head.secondTitle].firstLine)
        }
        ReferenceOverview.apply(&resolved)
        let elements: [SectionTreeBuilder.Element] = resolved.compactMap { element in
            switch element {
            case .heading(let h):
                return .heading(OutlineHeading(number: h.numbered?.label, numberSlug: h.numbered?.slug,
                                               title: h.title, heading: h.text, level: h.level, line: h.line,
                                               endLine: h.titleLine))
            case .block(let b): return .block(b)
            case .thematicBreak: return nil
            }
        }
        let tree = SectionTreeBuilder.build(elements)
        return Document(guide: file.guide, language: language, title: area.title ?? file.guide, kicker: area.kicker,
                        source: file.path, format: file.format,
                        preamble: SectionTreeBuilder.assignPreambleIDs(tree.preamble), sections: tree.sections,
                        metadata: area.metadata)
    }

    /// ` (kept: date 2024-03-02, sourceURL https://…)`, or nothing when no metadata was found.
    private static func describe(_ metadata: [String: String]) -> String {
        guard !metadata.isEmpty else { return "" }
        return " (kept: " + metadata.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ") + ")"
    }

}
