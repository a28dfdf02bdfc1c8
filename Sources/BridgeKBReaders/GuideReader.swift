import BridgeKBModel
/// Reads one source file into a `Document`; readers never touch the file system.
public protocol GuideReader {
    func read(_ file: SourceFile, diagnostics: DiagnosticEngine) -> Document?
}

/// Chooses the reader for a file's format and resolves its language.
public enum DocumentParser {
    /// The readers by format; the Markdown and HTML readers register here.
    public static func reader(for format: Document.Format) -> GuideReader {
        switch format {
        case .plainText: return PlainTextReader()
        case .markdown: return MarkdownReader()
        case .html: return HTMLReader()
        }
    }

    /// The document of `file`; paragraphs too complex for cmark's inline parser are reported
    /// (``InlineComplexity``): every format's prose goes through it when a page is made.
    public static func parse(_ file: SourceFile, diagnostics: DiagnosticEngine) -> Document? {
        let document = reader(for: file.format).read(file, diagnostics: diagnostics)
        if let document { InlineComplexity.report(document, diagnostics: diagnostics) }
        return document
    }

    /// The file's declared language, else one detected from the text's script (with a warning).
    public static func language(of file: SourceFile, text: String, diagnostics: DiagnosticEngine) -> Language {
        if let declared = file.declaredLanguage { return declared }
        let detected = Language.detect(in: text) ?? .simplifiedChinese
        diagnostics.emit(.warning, "reader.language-detected",
                         "file name is not a language tag; detected '\(detected.tag)' from the script",
                         file: file.path)
        return detected
    }
}
