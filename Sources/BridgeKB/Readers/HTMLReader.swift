/// Reads saved HTML guides over libxml2 (placeholder until the HTML reader lands).
public struct HTMLReader: GuideReader {
    public init() {}
    public func read(_ file: SourceFile, diagnostics: DiagnosticEngine) -> Document? {
        diagnostics.emit(.error, "reader.unsupported-format", "html guides are not supported yet", file: file.path)
        return nil
    }
}
