import BridgeKBModel
/// Reads Markdown guides over libcmark: front matter, ATX and setext headings, paragraphs, fenced and
/// indented code, lists, block quotes as notes and GitHub pipe tables, into the same model as plain text.
public struct MarkdownReader: GuideReader {
    public init() {}

    public func read(_ file: SourceFile, diagnostics: DiagnosticEngine) -> Document? {
        guard let text = TextDecoder.decodeGuide(file.data, path: file.path, diagnostics: diagnostics) else { return nil }
        return read(text: text, file: file, diagnostics: diagnostics)
    }

    /// Reads already-decoded Markdown text.
    public func read(text: String, file: SourceFile, diagnostics: DiagnosticEngine) -> Document {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let frontMatter = FrontMatter.parse(lines)
        if FrontMatter.isUnclosed(lines) {
            diagnostics.emit(.warning, "reader.front-matter", "front matter is not closed by a '---' line; read as text",
                             file: file.path, range: SourceRange(lines: 1, 1))
        }
        if let frontMatter {
            // Blank the front matter out so that libcmark's line numbers stay those of the file.
            for i in 0..<frontMatter.endLine { lines[i] = "" }
        }
        LiquidHighlight.fence(&lines)
        let language = resolveLanguage(file: file, frontMatter: frontMatter, text: text, diagnostics: diagnostics)
        if lines.allSatisfy(\.isBlankLine) {
            diagnostics.emit(.warning, "reader.empty", "file is empty", file: file.path)
        }

        var deepLines: [Int] = []
        let root = CommonMarkBridge.parse(lines.joined(separator: "\n"), deepLines: &deepLines)
        if let line = deepLines.first {
            let more = deepLines.count > 1 ? " (here and in \(deepLines.count - 1) more places)" : ""
            diagnostics.emit(.warning, "reader.deep-nesting",
                             "Markdown nested more than \(CommonMarkBridge.maximumDepth) deep: the content below is kept as plain text\(more)",
                             file: file.path, range: SourceRange(lines: line, line))
        }
        let converter = MarkdownBlockConverter(lines: lines, path: file.path, diagnostics: diagnostics)
        let elements = converter.elements(of: root.children)

        var header = MarkupDocumentAssembler.Header()
        if let frontMatter {
            header.title = frontMatter.fields["title"]
            header.kicker = frontMatter.lists["kicker"] ?? frontMatter.fields["kicker"].map { [$0] } ?? []
            header.metadata = frontMatter.metadata
        }
        return MarkupDocumentAssembler.assemble(elements, header: header, file: file, language: language)
    }

    /// The file name's language wins; else the front matter's `language`; else one detected from the script.
    private func resolveLanguage(file: SourceFile, frontMatter: FrontMatter?, text: String,
                                 diagnostics: DiagnosticEngine) -> Language {
        let declared = frontMatter?.fields["language"].flatMap(Language.named)
        if let fromName = file.declaredLanguage {
            if let declared, declared != fromName {
                diagnostics.emit(.warning, "reader.language-mismatch",
                                 "front matter says '\(declared.tag)' but the file name says '\(fromName.tag)'; using '\(fromName.tag)'",
                                 file: file.path, range: SourceRange(lines: 1, frontMatter?.endLine ?? 1))
            }
            return fromName
        }
        if let declared { return declared }
        return DocumentParser.language(of: file, text: text, diagnostics: diagnostics)
    }
}
