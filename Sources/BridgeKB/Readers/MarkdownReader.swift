/// Reads Markdown guides over libcmark (placeholder until the Markdown reader lands).
public struct MarkdownReader: GuideReader {
    public init() {}
    public func read(_ file: SourceFile, diagnostics: DiagnosticEngine) -> Document? {
        diagnostics.emit(.error, "reader.unsupported-format", "markdown guides are not supported yet", file: file.path)
        return nil
    }
}
