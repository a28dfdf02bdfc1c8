import Foundation

/// The raw bytes of one guide file and what its path says about it (guide id, language, format).
public struct SourceFile: Sendable, Hashable {
    /// The path as shown in diagnostics (relative to the content folder's parent where possible).
    public var path: String
    public var guide: String
    /// The language tag from the file name, or nil when the name is not a BCP 47 tag.
    public var declaredLanguage: Language?
    public var format: Document.Format
    public var data: Data

    public init(path: String, guide: String, declaredLanguage: Language?, format: Document.Format, data: Data) {
        self.path = path; self.guide = guide; self.declaredLanguage = declaredLanguage
        self.format = format; self.data = data
    }

    /// A source file built from a string, for tests and tools.
    public init(path: String, guide: String? = nil, text: String) {
        let url = URL(fileURLWithPath: path)
        let stem = url.deletingPathExtension().lastPathComponent
        let format = Document.Format(fileExtension: url.pathExtension) ?? .plainText
        self.init(path: path, guide: guide ?? url.deletingLastPathComponent().lastPathComponent,
                  declaredLanguage: Language.named(stem),
                  format: format, data: Data(text.utf8))
    }
}

extension Document.Format {
    /// The format a file extension names: txt, md / markdown, html / htm.
    public init?(fileExtension: String) {
        switch fileExtension.lowercased() {
        case "txt", "text": self = .plainText
        case "md", "markdown": self = .markdown
        case "html", "htm", "xhtml": self = .html
        default: return nil
        }
    }
}
