/// Reads a plain-text guide copied out of a web page — no markup at all — and recovers its title,
/// section tree, code, tables, lists and notes from the shape and vocabulary of the text.
public struct PlainTextReader: GuideReader {
    public init() {}

    public func read(_ file: SourceFile, diagnostics: DiagnosticEngine) -> Document? {
        guard let text = TextDecoder.decode(file.data, path: file.path, diagnostics: diagnostics) else { return nil }
        let language = DocumentParser.language(of: file, text: text, diagnostics: diagnostics)
        return read(text: text, file: file, language: language, diagnostics: diagnostics)
    }

    /// Reads already-decoded text.
    public func read(text: String, file: SourceFile, language: Language, diagnostics: DiagnosticEngine) -> Document {
        // "\n" is always a grapheme of its own, so splitting the UTF-8 bytes gives the same lines.
        let lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            .map { String(Substring($0)) }
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

        let (title, kicker, bodyStart) = Self.title(of: items)
        var resolved = OutlineBuilder.resolve(Array(items[bodyStart...]))
        OutlineBuilder.assignLevels(&resolved)
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
        return Document(guide: file.guide, language: language, title: title ?? file.guide, kicker: kicker,
                        source: file.path, format: file.format,
                        preamble: SectionTreeBuilder.assignPreambleIDs(tree.preamble), sections: tree.sections)
    }

    /// The title is the last of the short lines that open the document before any content; lines
    /// above it (a slug, a category) are its kicker. Only the first line may be numbered, and a
    /// numbered first line whose numbering goes on later in the document is a section, not the title.
    static func title(of items: [ScannedItem]) -> (title: String?, kicker: [String], bodyStart: Int) {
        var leading: [String] = []
        var i = 0
        // A numbered heading below the first line opens the body, never the title block.
        while i < items.count, case .line(let text, _) = items[i], text.hasAtMost(100),
              !(text.last.map { "。！？：:".contains($0) } ?? true), LineShape.note(text) == nil,
              i == 0 || NumberedHeading.parse(text) == nil {
            leading.append(text)
            i += 1
        }
        while let last = leading.last, let numbered = NumberedHeading.parse(last), numbered.scheme.isMajor,
              items[i...].contains(where: { item in
                  if case .line(let t, _) = item, let n = NumberedHeading.parse(t) { return n.scheme == numbered.scheme }
                  return false
              }) {
            leading.removeLast()
            i -= 1
        }
        guard let title = leading.last else { return (nil, [], 0) }
        return (title, Array(leading.dropLast()), i)
    }
}
