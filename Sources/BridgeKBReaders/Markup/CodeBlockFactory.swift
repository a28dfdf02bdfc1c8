import BridgeKBModel
/// Turns a code listing from markup (a Markdown fence, an HTML `<pre>`) into a block: a Swift or text
/// snippet, a DOT diagram, or a lifecycle table, the same way for every reader.
enum CodeBlockFactory {
    /// Info strings that name Graphviz DOT.
    static let dotNames: Set<String> = ["dot", "graphviz", "gv"]

    /// The block for `code` with the info string (or class language) `info`.
    /// - Parameters:
    ///   - firstLine: the source line of the code's first line, for lifecycle entries.
    static func block(code: String, info: String, fileName: String?, range: SourceRange, firstLine: Int) -> Block {
        let language = Snippet.language(ofInfo: info)
        let infoString = info.trimmed.isEmpty ? nil : info.trimmed
        let firstCodeLine = code.split(separator: "\n").first { !$0.isBlankLine }.map(String.init) ?? ""

        if Snippet.textNames.contains(language), let table = lifecycle(code, firstLine: firstLine, range: range) {
            return .lifecycle(table)
        }
        if dotNames.contains(language) || (language != "swift" && LineShape.startsDOT(firstCodeLine)) {
            return .diagram(Snippet(id: "", language: .dot, code: code, range: range, marker: .none,
                                    fileName: fileName, kind: .dot, infoString: infoString))
        }
        let codeLanguage: Snippet.CodeLanguage = language == "swift" ? .swift : .text
        return .code(Snippet(id: "", language: codeLanguage, code: code, range: range,
                             marker: Snippet.marker(of: code), fileName: fileName, infoString: infoString))
    }

    /// A listing whose every non-blank line is `method(…) → what happens`.
    private static func lifecycle(_ code: String, firstLine: Int, range: SourceRange) -> LifecycleTable? {
        var entries: [LifecycleTable.Entry] = []
        for (offset, line) in code.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.isBlankLine { continue }
            guard let entry = LineShape.parseLifecycle(String(line)) else { return nil }
            entries.append(.init(method: entry.method, description: entry.description, line: firstLine + offset))
        }
        return entries.isEmpty ? nil : LifecycleTable(entries: entries, range: range)
    }
}
