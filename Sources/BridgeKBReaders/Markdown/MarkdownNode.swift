/// One node of a parsed CommonMark document, copied out of libcmark into a Swift value.
struct MarkdownNode: Sendable {
    /// The CommonMark node types bridgekb distinguishes.
    enum Kind: Sendable, Equatable {
        case document, blockQuote, list, item, codeBlock, htmlBlock, customBlock, paragraph, heading, thematicBreak
        case text, softBreak, lineBreak, code, htmlInline, customInline, emphasis, strong, link, image
        case unknown
    }

    var kind: Kind
    var children: [MarkdownNode] = []
    /// Text of text, code, code block and HTML nodes.
    var literal: String = ""
    /// A code block's info string (empty when it has none or is indented).
    var fenceInfo: String = ""
    var headingLevel: Int = 0
    var ordered: Bool = false
    var listStart: Int = 1
    /// Link and image destinations.
    var url: String = ""
    /// 1-based lines and byte columns as libcmark reports them.
    var startLine: Int = 0
    var startColumn: Int = 0
    var endLine: Int = 0
    var endColumn: Int = 0

    // MARK: - Plain text

    /// The node's inline content as plain text: markup removed, code spans kept in backticks,
    /// inline HTML tags dropped (their text stays; `<br>` is a line break), line breaks as `\n`.
    var plainText: String {
        var result = ""
        appendPlainText(to: &result)
        return result
    }

    private func appendPlainText(to result: inout String) {
        switch kind {
        case .text: result += literal
        case .htmlInline:
            let tag = literal.lowercased().filter { !$0.isWhitespace }
            if tag == "<br>" || tag == "<br/>" { result += "\n" }
        case .code: result += "`\(literal)`"
        case .softBreak, .lineBreak: result += "\n"
        case .image:
            var alt = ""
            for child in children { child.appendPlainText(to: &alt) }
            result += ImageAltText.shown(alt)
        case .paragraph, .heading:
            if !result.isEmpty && !result.hasSuffix("\n") { result += "\n" }
            for child in children { child.appendPlainText(to: &result) }
        case .codeBlock, .htmlBlock:
            if !result.isEmpty && !result.hasSuffix("\n") { result += "\n" }
            result += literal
        default:
            for child in children { child.appendPlainText(to: &result) }
        }
    }
}
